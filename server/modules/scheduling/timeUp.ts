// Tells a crew once when a started bush-and-bed visit nears its time cap: the workLogs door's claim makes one node, and
// one run, announce each visit.
import { withParams } from '../../../common/i18n/catalog';
import type { Notifier } from '../messaging';
import { readSettings } from '../../lib/settings';
import { claimTimeUpReminders } from '../workLogs';

/** Visits whose cap (plus granted extra minutes) minus the configured reminder has passed at `now`. */
export async function notifyTimeUp(notifier: Notifier, now = new Date()): Promise<number> {
  return notifier.transaction(async (tx, notify) => {
    const { timeCap } = await readSettings(tx, ['timeCap']);
    const due = await claimTimeUpReminders(tx, now, timeCap.bnbReminderMinutes);
    for (const visit of due) {
      if (!visit.crew_id) continue;
      await notify.crew(visit.crew_id, {
        type: 'bnb-service-time-up-reminder',
        title: withParams('notifications.work_logs.time_up_title', { address: visit.address }),
        message: withParams('notifications.work_logs.time_up_message', { minutes: visit.minutes_left }),
        additionalData: {
          property: { _id: visit.property_id, address: visit.address },
          others: { workLogId: visit._id, workLogDate: visit.date },
        },
      });
    }
    return due.length;
  });
}
