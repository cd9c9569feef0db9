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
    for (const workLog of due) {
      if (!workLog.crew_id) continue;
      await notify.crew(workLog.crew_id, {
        type: 'bnb-service-time-up-reminder',
        title: withParams('notifications.work_logs.time_up_title', { address: workLog.address }),
        message: withParams('notifications.work_logs.time_up_message', { minutes: workLog.minutes_left }),
        additionalData: {
          property: { _id: workLog.property_id, address: workLog.address },
          others: { workLogId: workLog._id, workLogDate: workLog.date },
        },
      });
    }
    return due.length;
  });
}
