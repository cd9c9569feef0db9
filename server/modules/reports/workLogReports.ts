// Reports on visits (work logs): completed, skipped and cancelled per crew, vendor or market, and the reasons given.
import { sql } from 'drizzle-orm';
import type { ReportFilter } from '../../../common/schemas/report';
import { allOf, dateRange, type ReportBuilder, type ReportScope, vendorOf } from './definition';

/** The property is joined only when a market is asked for: the common reports read work logs alone. */
const propertyJoin = (filter: ReportFilter) =>
  filter.groupBy === 'market' || filter.marketId ? sql`join properties p on p._id = w.property_id` : sql``;

/** The conditions every visit report applies: dates, market, vendor, crew and service type. */
function workLogConditions(filter: ReportFilter, scope: ReportScope) {
  const vendorId = vendorOf(filter, scope);
  return allOf([
    ...dateRange(sql`w.date`, filter),
    filter.marketId && sql`p.market_id = ${filter.marketId}`,
    vendorId && sql`w.vendor_id = ${vendorId}`,
    filter.crewId && sql`w.crew_id = ${filter.crewId}`,
    filter.serviceType && sql`w.service_type = ${filter.serviceType}`,
  ]);
}

/** Each grouping's id on a work log, and the name joined to it once the visits are counted. */
const GROUPS = {
  crew: { id: sql`w.crew_id`, name: sql`n.name`, join: sql`left join crews n on n._id = g.id` },
  vendor: { id: sql`w.vendor_id`, name: sql`n.company_name`, join: sql`left join vendors n on n._id = g.id` },
  market: { id: sql`p.market_id`, name: sql`n.name`, join: sql`left join markets n on n._id = g.id` },
};

/**
 * Visits per crew, vendor or market: a row per group (unassigned visits under an empty name). The visits are counted
 * per group id first and the few groups named after, so no name is joined to each of a month's visits.
 */
export const workLogsReport: ReportBuilder = (filter, scope) => {
  const group = GROUPS[filter.groupBy];
  return {
    select: sql`
      select coalesce(${group.name}, '') as "name", coalesce(g.id, '') as "groupId", g.completed as "completed", g.skipped as "skipped",
        g.cancelled as "cancelled", g.open as "open", g.completed_value as "completedValueCents"
      from (
        select ${group.id} as id,
          count(*) filter (where w.status = 'completed')::int as completed,
          count(*) filter (where w.status = 'skipped')::int as skipped,
          count(*) filter (where w.status = 'cancel')::int as cancelled,
          count(*) filter (where w.status in ('pending', 'started'))::int as open,
          coalesce(sum(round(w.price * 100)) filter (where w.status = 'completed'), 0)::float8 as completed_value
        from work_logs w ${propertyJoin(filter)}
        where ${workLogConditions(filter, scope)}
        group by 1
      ) g ${group.join}`,
    key: ['name', 'groupId'],
  };
};

/** Skipped and cancelled visits by the reason given (the phrase's text or the reason typed). */
export const skippedWorkLogsReport: ReportBuilder = (filter, scope) => ({
  select: sql`
    select w.status as "status", coalesce(nullif(btrim(w.reason), ''), '') as "reason",
      count(*)::int as "visits", count(distinct w.customer_id)::int as "customers"
    from work_logs w ${propertyJoin({ ...filter, groupBy: 'crew' })}
    where ${workLogConditions(filter, scope)} and ${filter.status === 'skipped' || filter.status === 'cancel' ? sql`w.status = ${filter.status}` : sql`w.status in ('skipped', 'cancel')`}
    group by 1, 2`,
  key: ['status', 'reason'],
});
