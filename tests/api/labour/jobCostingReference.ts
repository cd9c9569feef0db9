// Job costing computed the straightforward way, as the report did before it moved into SQL: every visit read into JS,
// each crew-day shared by jobCostRules.allocateCrewDay, then grouped. jobCosting.test.ts holds the SQL report to it.
import { sql } from 'drizzle-orm';
import type { JobCostingQuery, JobCostingReport, JobCostingRow } from '../../../common/schemas/jobCosting';
import type { Executor } from '../../../server/lib/history';
import { type ClockedDay, clockedCrewDays } from '../../../server/modules/accounts';
import { addFigures, allocateCrewDay, type CostFigures, wholeCents, withMargin } from '../../../server/modules/reports/jobCostRules';
import { netRevenue } from '../../../server/modules/reports/revenue';

interface VisitRow {
  _id: string;
  day: string;
  crew_id: string | null;
  vendor_id: string | null;
  property_id: string;
  service_type: string;
  on_site: number;
  revenue: number;
  materials: number;
  chosen: boolean;
}

/** A visit's charges that are not charges: no-charge and non-billable payments bill nothing. */
const NOT_CHARGED = sql`('no-charge', 'non-billable')`;

function visitsSql(query: JobCostingQuery) {
  const filtered = Boolean(query.propertyId || query.crewId);
  const picked = sql`w.status = 'completed' and w.date between ${query.from} and ${query.to}
    ${query.propertyId ? sql`and w.property_id = ${query.propertyId}` : sql``}
    ${query.crewId ? sql`and w.crew_id = ${query.crewId}` : sql``}`;
  // A visit's share depends on the crew's other visits that day, so a filtered report reads those too (not shown).
  const where = filtered
    ? sql`w.status = 'completed' and (w._id in (select _id from chosen)
        or (w.crew_id, w.date) in (select distinct crew_id, date from chosen where crew_id is not null))`
    : picked;
  return sql`
    ${filtered ? sql`with chosen as (select w._id, w.crew_id, w.date from work_logs w where ${picked})` : sql``}
    select w._id, w.date::text as day, w.crew_id, w.vendor_id, w.property_id, w.service_type,
      coalesce(round(extract(epoch from w.completed_at - w.started_at) / 60), 0)::int as on_site,
      coalesce(${netRevenue}, 0)::float8 as revenue,
      coalesce(m.exact, 0)::float8 as materials,
      ${filtered ? sql`w._id in (select _id from chosen)` : sql`true`} as chosen
    from work_logs w
    left join payments pay on pay.work_log_id = w._id and pay.status not in ${NOT_CHARGED}
    left join lateral (
      select sum(a.amount * coalesce(p.cost_per_unit_cents, 0)) as exact
      from applications a join products p on p._id = a.product_id
      where a.work_log_id = w._id and not exists (select 1 from applications c where c.corrects_id = a._id)
    ) m on true
    where ${where}`;
}

/** The names of the rows' keys: a property's address, a crew's or vendor's name; a service type names itself. */
async function namesOf(db: Executor, groupBy: 'property' | 'crew' | 'service' | 'vendor', keys: string[]): Promise<Map<string, string>> {
  if (!keys.length || groupBy === 'service') return new Map(keys.map((key) => [key, key]));
  const table = { property: sql`properties`, crew: sql`crews`, vendor: sql`vendors` }[groupBy];
  const label = { property: sql`t.address || ', ' || t.city`, crew: sql`t.name`, vendor: sql`t.company_name` }[groupBy];
  const rows = (
    await db.execute(
      sql`select t._id, ${label} as name from ${table} t where t._id in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
    )
  ).rows as { _id: string; name: string }[];
  return new Map(rows.map((row) => [row._id, row.name]));
}

async function visitNames(db: Executor, workLogs: VisitRow[]): Promise<Map<string, string>> {
  const propertyIds = [...new Set(workLogs.map((workLog) => workLog.property_id))];
  const addresses = await namesOf(db, 'property', propertyIds);
  return new Map(workLogs.map((workLog) => [workLog._id, `${workLog.day} ${addresses.get(workLog.property_id) ?? ''}`.trim()]));
}

const zero = (): CostFigures => ({ revenueCents: 0, laborMinutes: 0, laborCostCents: 0, materialsCostCents: 0 });

export async function jobCostingInJs(db: Executor, query: JobCostingQuery): Promise<JobCostingReport> {
  const workLogs = (await db.execute(visitsSql(query))).rows as unknown as VisitRow[];
  const crewIds = query.propertyId || query.crewId ? [...new Set(workLogs.flatMap((workLog) => workLog.crew_id ?? []))] : undefined;
  const clocked = crewIds && !crewIds.length ? [] : await clockedCrewDays(db, query.from, query.to, crewIds);

  const peopleOf = new Map<string, ClockedDay[]>();
  for (const person of clocked) {
    const key = `${person.crewId}|${person.day}`;
    peopleOf.set(key, [...(peopleOf.get(key) ?? []), person]);
  }
  const workLogsOf = new Map<string, VisitRow[]>();
  for (const workLog of workLogs) {
    if (!workLog.crew_id) continue;
    const key = `${workLog.crew_id}|${workLog.day}`;
    workLogsOf.set(key, [...(workLogsOf.get(key) ?? []), workLog]);
  }
  const labour = new Map<string, { laborMinutes: number; laborCostCents: number }>();
  const unallocated = { laborMinutes: 0, laborCostCents: 0 };
  for (const [key, people] of peopleOf) {
    const dayVisits = (workLogsOf.get(key) ?? []).sort((a, b) => (a._id < b._id ? -1 : 1));
    if (!dayVisits.length) {
      for (const person of people) {
        unallocated.laborMinutes += person.minutes;
        unallocated.laborCostCents += person.loadedCostCents;
      }
      continue;
    }
    const parts = allocateCrewDay(
      people,
      dayVisits.map((workLog) => ({ onSiteMinutes: workLog.on_site })),
    );
    dayVisits.forEach((workLog, index) => labour.set(workLog._id, parts[index]));
  }

  const groups = new Map<string, CostFigures & { visits: number }>();
  const shown = workLogs.filter((workLog) => workLog.chosen);
  for (const workLog of shown) {
    const key =
      {
        visit: workLog._id,
        property: workLog.property_id,
        crew: workLog.crew_id,
        service: workLog.service_type,
        vendor: workLog.vendor_id,
      }[query.groupBy] ?? '';
    const group = groups.get(key) ?? { ...zero(), visits: 0 };
    const share = labour.get(workLog._id) ?? { laborMinutes: 0, laborCostCents: 0 };
    addFigures(group, {
      revenueCents: Math.round(workLog.revenue),
      materialsCostCents: wholeCents(workLog.materials),
      ...share,
    });
    group.visits += 1;
    groups.set(key, group);
  }
  const names =
    query.groupBy === 'visit' ? await visitNames(db, shown) : await namesOf(db, query.groupBy, [...groups.keys()].filter(Boolean));
  const rows: JobCostingRow[] = [...groups]
    .map(([key, figures]) => ({ key, name: names.get(key) ?? '', ...withMargin(figures) }))
    .sort((a, b) => a.marginCents - b.marginCents || a.name.localeCompare(b.name) || (a.key < b.key ? -1 : 1));
  const totals = { ...zero(), visits: 0 };
  for (const row of rows) {
    addFigures(totals, row);
    totals.visits += row.visits;
  }
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows: rows.slice(query.offset, query.limit ? query.offset + query.limit : undefined),
    rowCount: rows.length,
    totals: withMargin(totals),
    unallocated,
  };
}
