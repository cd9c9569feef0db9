// Tells a crew once when a started bush-and-bed visit nears its time cap: the claim (UPDATE … RETURNING on
// time_up_reminded_at) makes one node, and one run, announce each visit.
import { withParams } from '../../../common/i18n/catalog';
import { sql } from 'drizzle-orm';
import type { Notifier } from '../../lib/notifier';
import { readSettings } from '../../lib/settings';

type DueVisit = {
  _id: string;
  crew_id: string | null;
  date: string;
  address: string;
  property_id: string;
  minutes_left: number;
};

/** Visits whose cap (plus granted extra minutes) minus the configured reminder has passed at `now`. */
export async function notifyTimeUp(notifier: Notifier, now = new Date()): Promise<number> {
  return notifier.transaction(async (tx, notify) => {
    const { timeCap } = await readSettings(tx, ['timeCap']);
    const result = await tx.execute<DueVisit>(sql`
      update work_logs as w set time_up_reminded_at = ${now}
      from properties p
      where p._id = w.property_id and w.status = 'started' and w.service_type = 'bnb' and w.time_up_reminded_at is null
        and w.started_at is not null and w.time_cap_hours is not null
        and w.started_at + make_interval(mins => (w.time_cap_hours * 60 + w.extra_time_granted_minutes - ${timeCap.bnbReminderMinutes})::int) <= ${now}
      returning w._id, w.crew_id, w.date::text as date, p.address, p._id as property_id,
        greatest(0, ceil(extract(epoch from (w.started_at + make_interval(mins => (w.time_cap_hours * 60 + w.extra_time_granted_minutes)::int) - ${now})) / 60))::int as minutes_left`);
    const due = result.rows;
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
