// Tells each assignee when a reminder falls due (a pg-boss job, server/plugins/jobs.ts). Claiming the rows with
// UPDATE … RETURNING means that, with several API nodes, each reminder is announced by exactly one of them.
import { withParams } from '../../../common/i18n/catalog';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { properties, reminders } from '../../db/schema';
import type { Notifier } from '../messaging';

export async function notifyDueReminders(notifier: Notifier, today = new Date().toISOString().slice(0, 10)) {
  return notifier.transaction(async (tx, notify) => {
    const due = await tx
      .update(reminders)
      .set({ notifiedAt: new Date() })
      .where(and(lte(reminders.date, today), eq(reminders.isDone, false), isNull(reminders.notifiedAt)))
      .returning();
    if (!due.length) return 0;
    const places = await tx
      .select({ _id: properties._id, address: properties.address })
      .from(properties)
      .where(inArray(properties._id, [...new Set(due.map((reminder) => reminder.propertyId))]));
    const addressOf = new Map(places.map((place) => [place._id, place.address]));
    for (const reminder of due) {
      const address = addressOf.get(reminder.propertyId) ?? '';
      await notify.users([reminder.assigneeId], {
        type: 'reminder-due',
        title: withParams('notifications.reminder_due_title', { address }),
        message: { text: reminder.note },
        additionalData: { property: { _id: reminder.propertyId, address } },
      });
    }
    return due.length;
  });
}
