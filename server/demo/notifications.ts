// A handful of unread notifications waiting for the demo staff and customer, each about a real record, so the bell has
// something to show and to open on first sign-in: a contact request, a crew's extra-time request, a due reminder and a
// crew's answer to a delay prompt (and one read payment failure). The older reminders count as told.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { withParams } from '../../common/i18n/catalog';
import type { Tx } from '../lib/history';
import { type NotificationDraft, storedText } from '../modules/messaging';
import { contactRequests, crews, notifications, reminders, workLogs } from '../db/schema';

const HOUR = 3_600_000;

/** The row of a draft as the notifier stores it: English text, the Spanish from the catalog in `translateEs`. */
const row = (draft: NotificationDraft) => ({ type: draft.type, ...storedText(draft) });

interface SeedNotificationsInput {
  staffIds: string[];
  customerUserId: string;
  property: { _id: string; address: string; customerId: string };
}

export async function seedNotifications(tx: Tx, { staffIds, customerUserId, property }: SeedNotificationsInput) {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const { address } = property;
  const onProperty = { property: { _id: property._id, address } };
  const [visit] = await tx
    .select({ _id: workLogs._id, date: workLogs.date })
    .from(workLogs)
    .where(eq(workLogs.propertyId, property._id))
    .orderBy(asc(workLogs.date))
    .limit(1);
  const [crew] = await tx.select({ _id: crews._id, name: crews.name }).from(crews).orderBy(asc(crews.name)).limit(1);
  const [request] = await tx
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.userId, customerUserId))
    .orderBy(asc(contactRequests.createdAt))
    .limit(1);
  // Told already: the job that announces due reminders finds nothing new to say about these.
  const dueReminders = await tx
    .insert(reminders)
    .values(
      staffIds.map((assigneeId) => ({
        customerId: property.customerId,
        propertyId: property._id,
        createdById: assigneeId,
        assigneeId,
        date: today,
        note: 'Call back about the bush and bed quote.',
        priority: 'high' as const,
        notifiedAt: new Date(now - HOUR),
      })),
    )
    .returning({ _id: reminders._id, assigneeId: reminders.assigneeId, note: reminders.note });

  const forStaff = staffIds.flatMap((userId) => [
    {
      userId,
      date: new Date(now - HOUR),
      ...row({
        type: 'reminder-due',
        title: withParams('notifications.reminder_due_title', { address }),
        message: { text: dueReminders.find((due) => due.assigneeId === userId)?.note ?? '' },
        additionalData: onProperty,
      }),
    },
    {
      userId,
      date: new Date(now - 2 * HOUR),
      ...row({
        type: 'contact_us_request',
        title: withParams('notifications.contact_request_title', { subject: request.subject }),
        message: { text: `Dana Whitfield: ${request.message}` },
        additionalData: { others: { contactRequestId: request._id } },
      }),
    },
    {
      userId,
      date: new Date(now - 4 * HOUR),
      ...row({
        type: 'service-delay-response',
        title: withParams('notifications.delay_answer_title', { crew: crew.name, answer: 'notifications.delay_answers.yes' }),
        message: withParams('notifications.delay_answer_message', { title: 'Running late?', answer: 'notifications.delay_answers.yes' }),
        additionalData: { others: { crew: crew.name, crewId: crew._id } },
      }),
    },
    {
      userId,
      date: new Date(now - 5 * HOUR),
      ...row({
        type: 'extra-service-time-request',
        title: 'notifications.extra_time_requested_title',
        message: withParams('notifications.extra_time_requested_message', { crew: 'Austin North Crew', minutes: 30, address, reason: '.' }),
        additionalData: {
          ...onProperty,
          others: { crew: 'Austin North Crew', ...(visit && { workLogId: visit._id, workLogDate: visit.date }) },
        },
      }),
    },
    {
      userId,
      isRead: true,
      completedById: staffIds[0],
      completedAt: new Date(now - 20 * HOUR),
      date: new Date(now - 26 * HOUR),
      ...row({
        type: 'payment-failed',
        title: 'notifications.payment_failed_title',
        message: withParams('notifications.payment_failed_message', { address }),
        additionalData: onProperty,
      }),
    },
  ]);
  await tx.insert(notifications).values([
    ...forStaff,
    {
      userId: customerUserId,
      date: new Date(now - 3 * HOUR),
      ...row({
        type: 'service-schedule',
        title: 'notifications.service_scheduled_title',
        message: withParams('notifications.service_scheduled_message', {
          address,
          day: 'validation.week_days.2',
          from: '8:00',
          to: '12:00',
        }),
        additionalData: onProperty,
      }),
    },
  ]);
}

/** The demo's reminders already due were announced long ago: only the seed's own notifications greet the staff. */
export async function markDueRemindersTold(tx: Tx, today = new Date().toISOString().slice(0, 10)) {
  await tx
    .update(reminders)
    .set({ notifiedAt: new Date() })
    .where(and(lte(reminders.date, today), isNull(reminders.notifiedAt)));
}
