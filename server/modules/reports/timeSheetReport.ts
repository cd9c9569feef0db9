// Crew time sheets against visits: per crew member and day, the shifts clocked and their minutes beside the visits
// the member's crew completed that day and the minutes from their starts to their completions.
import { sql } from 'drizzle-orm';
import { allOf, type ReportBuilder, vendorOf } from './definition';

export const timeSheetsReport: ReportBuilder = (filter, scope) => {
  const day = sql`(t.clock_in at time zone ${scope.timeZone})::date`;
  const vendorId = vendorOf(filter, scope);
  return {
    select: sql`
      select s.day::text as "date", u.first_name || ' ' || u.last_name as "member", u._id as "userId", c.name as "crew", s.shifts as "shifts",
        s.minutes as "clockedMinutes", visits.completed as "visitsCompleted", visits.minutes as "workedMinutes"
      from (
        select t.user_id, ${day} as day, count(*)::int as shifts,
          round(coalesce(sum(extract(epoch from t.clock_out - t.clock_in)), 0) / 60)::int as minutes
        from time_sheets t
        where ${allOf([filter.dateFrom && sql`${day} >= ${filter.dateFrom}`, filter.dateTo && sql`${day} <= ${filter.dateTo}`])}
        group by 1, 2
      ) s
      join users u on u._id = s.user_id and u.type = 'crew'
      join crews c on c._id = u.crew_id
      cross join lateral (
        select count(*)::int as completed, round(coalesce(sum(extract(epoch from w.completed_at - w.started_at)), 0) / 60)::int as minutes
        from work_logs w where w.crew_id = u.crew_id and w.date = s.day and w.status = 'completed'
      ) visits
      where ${allOf([vendorId && sql`c.vendor_id = ${vendorId}`, filter.crewId && sql`c._id = ${filter.crewId}`])}`,
    key: ['date', 'member', 'userId'],
  };
};
