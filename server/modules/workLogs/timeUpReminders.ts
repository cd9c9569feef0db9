// The claim behind a bush-and-bed visit's time-up reminder (scheduling/timeUp.ts tells the crew): UPDATE … RETURNING on
// time_up_reminded_at makes one node, and one run, claim each visit.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/history';

export type TimeUpWorkLog = {
  _id: string;
  crew_id: string | null;
  date: string;
  address: string;
  property_id: string;
  minutes_left: number;
};

/** Claims the started visits whose cap (plus granted extra minutes) minus `reminderMinutes` has passed at `now`. */
export async function claimTimeUpReminders(tx: Tx, now: Date, reminderMinutes: number): Promise<TimeUpWorkLog[]> {
  const result = await tx.execute<TimeUpWorkLog>(sql`
      update work_logs as w set time_up_reminded_at = ${now}
      from properties p
      where p._id = w.property_id and w.status = 'started' and w.service_type = 'bnb' and w.time_up_reminded_at is null
        and w.started_at is not null and w.time_cap_hours is not null
        and w.started_at + make_interval(mins => (w.time_cap_hours * 60 + w.extra_time_granted_minutes - ${reminderMinutes})::int) <= ${now}
      returning w._id, w.crew_id, w.date::text as date, p.address, p._id as property_id,
        greatest(0, ceil(extract(epoch from (w.started_at + make_interval(mins => (w.time_cap_hours * 60 + w.extra_time_granted_minutes)::int) - ${now})) / 60))::int as minutes_left`);
  return result.rows;
}
