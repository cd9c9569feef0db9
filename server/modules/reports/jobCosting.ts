// Job costing (docs/labour.md "Job costing"): the crews' clocked person-days come through the accounts door; the
// database sums them per crew-day, shares each crew-day among its completed visits (the largest remainder of
// jobCostRules.ts, in SQL), adds the visits' revenue and materials and groups them by visit, property, crew, service or
// vendor, so a season's visits never travel to JS, only the rows.
import { type SQL, sql } from 'drizzle-orm';
import type { JobCostingQuery, JobCostingReport, JobCostingRow } from '../../../common/schemas/jobCosting';
import type { Executor } from '../../lib/history';
import { clockedCrewDays } from '../accounts';
import { propertyAddresses } from '../customers/reads';
import { addFigures, type CostFigures, withMargin } from './jobCostRules';
import { netRevenue } from './revenue';

/** A visit's charges that are not charges: no-charge and non-billable payments bill nothing. */
const NOT_CHARGED = sql`('no-charge', 'non-billable')`;

const keyOf: Record<JobCostingQuery['groupBy'], SQL> = {
  visit: sql`c._id`,
  property: sql`c.property_id`,
  crew: sql`c.crew_id`,
  service: sql`c.service_type`,
  vendor: sql`c.vendor_id`,
};

/**
 * A visit and a property are named by the property's address, read through the customers' entrance: with every visit
 * (a hash join, when every row is asked), else for the page's rows alone.
 */
const addressed = (query: JobCostingQuery) => query.groupBy === 'visit' || query.groupBy === 'property';
const addressedWhole = (query: JobCostingQuery) => addressed(query) && !query.limit;
const addressOf = (query: JobCostingQuery) =>
  addressed(query) && query.limit
    ? sql`(select place.address from ${propertyAddresses} place where place._id = g.property_id)`
    : sql`g.address`;

/** A crew's or vendor's name read here; a service names itself; a visit's and a property's in JS from their address. */
const nameOf: Record<JobCostingQuery['groupBy'], SQL> = {
  visit: sql`''`,
  property: sql`''`,
  crew: sql`(select t.name from crews t where t._id = g.key)`,
  service: sql`g.key`,
  vendor: sql`(select t.company_name from vendors t where t._id = g.key)`,
};

function chosenSql(query: JobCostingQuery) {
  return sql`select w._id, w.crew_id, w.date from work_logs w
    where w.status = 'completed' and w.date between ${query.from} and ${query.to}
    ${query.propertyId ? sql`and w.property_id = ${query.propertyId}` : sql``}
    ${query.crewId ? sql`and w.crew_id = ${query.crewId}` : sql``}`;
}

/**
 * Each visit's labour by the largest remainder of its crew-day (floats as jobCostRules.largestRemainder computes them,
 * ties to the earlier visit by id), then the visits grouped. The visits carry their figures through the window sorts,
 * so that no pass joins them back by id.
 */
function allocationSql(query: JobCostingQuery) {
  return sql`
    exact as (
      select v.*, d.minutes, d.cents, floor(floor(coalesce(m.exact, 0) * 1e6 + 0.5) / 1e6 + 0.5) as materials,
        abs(d.minutes)::float8 * (case when sum(v.weight) over day > 0 then v.weight else 1 end)::float8
          / (case when sum(v.weight) over day > 0 then sum(v.weight) over day else count(*) over day end)::float8 as exact_minutes,
        abs(d.cents)::float8 * (case when sum(v.weight) over day > 0 then v.weight else 1 end)::float8
          / (case when sum(v.weight) over day > 0 then sum(v.weight) over day else count(*) over day end)::float8 as exact_cents
      from visits v left join crew_days d on d.crew_id = v.crew_id and d.day = v.date
        left join materials m on m.work_log_id = v._id
      window day as (partition by v.crew_id, v.date)),
    -- Each window sorts a day's visits by their remainders once for both the rank and the units left to hand out.
    ranked as (
      select e.*,
        abs(e.minutes) - sum(floor(e.exact_minutes)) over by_minutes as left_minutes,
        abs(e.cents) - sum(floor(e.exact_cents)) over by_cents as left_cents,
        row_number() over by_minutes as minute_rank,
        row_number() over by_cents as cent_rank
      from exact e
      window
        by_minutes as (partition by e.crew_id, e.date order by e.exact_minutes - floor(e.exact_minutes) desc, e._id collate "C"
          rows between unbounded preceding and unbounded following),
        by_cents as (partition by e.crew_id, e.date order by e.exact_cents - floor(e.exact_cents) desc, e._id collate "C"
          rows between unbounded preceding and unbounded following)),
    costed as (
      select r._id, r.date, r.crew_id, r.vendor_id, r.property_id, r.service_type, r.revenue, r.materials,
        coalesce(sign(r.minutes + 0.5) * (floor(r.exact_minutes) + (r.minute_rank <= r.left_minutes)::int), 0) as labor_minutes,
        coalesce(sign(r.cents + 0.5) * (floor(r.exact_cents) + (r.cent_rank <= r.left_cents)::int), 0) as labor_cents,
        ${addressedWhole(query) ? sql`place.address` : sql`null::text`} as address
      from ranked r
      ${addressedWhole(query) ? sql`left join ${propertyAddresses} place on place._id = r.property_id` : sql``}
      where r.shown),
    grouped as (
      select coalesce(${keyOf[query.groupBy]}, '') as key, count(*)::int as visits, sum(c.revenue)::float8 as revenue,
        sum(c.labor_minutes)::float8 as labor_minutes, sum(c.labor_cents)::float8 as labor_cents,
        sum(c.materials)::float8 as materials, min(c.date)::text as day, min(c.address) as address,
        min(c.property_id) as property_id
      from costed c group by 1)`;
}

/**
 * By crew, with every visit of each crew-day shown (no property filter): the largest remainder hands out each crew-day
 * whole, so a crew's labour is the sum of its crew-days that have a visit, and no visit needs its share.
 */
function crewTotalsSql(query: JobCostingQuery) {
  return sql`
    crew_labour as (
      select d.crew_id, sum(d.minutes) as minutes, sum(d.cents) as cents from crew_days d
      where exists (select 1 from visits v where v.crew_id = d.crew_id and v.date = d.day)
      group by 1),
    grouped as (
      select coalesce(${keyOf[query.groupBy]}, '') as key, count(*)::int as visits, sum(c.revenue)::float8 as revenue,
        coalesce(min(l.minutes), 0)::float8 as labor_minutes, coalesce(min(l.cents), 0)::float8 as labor_cents,
        sum(floor(floor(coalesce(m.exact, 0) * 1e6 + 0.5) / 1e6 + 0.5))::float8 as materials, min(c.date)::text as day,
        null::text as address, null::text as property_id
      from visits c left join materials m on m.work_log_id = c._id left join crew_labour l on l.crew_id = c.crew_id
      where c.shown
      group by 1)`;
}

/**
 * One statement: the crew-days' clocked minutes and cents, the visits (a filtered report also reads the other visits
 * of its crew-days, whose share they change, but shows only its own), their labour (allocationSql, or crewTotalsSql
 * by crew), the groups, and one more row (`unallocated`) with the crew-days that no visit carried.
 */
function reportSql(query: JobCostingQuery, people: string) {
  const filtered = Boolean(query.propertyId || query.crewId);
  const byCrew = query.groupBy === 'crew' && !query.propertyId;
  const workLogWhere = filtered
    ? sql`w.status = 'completed' and (w._id in (select _id from chosen)
        or (w.crew_id, w.date) in (select distinct crew_id, date from chosen where crew_id is not null))`
    : sql`w.status = 'completed' and w.date between ${query.from} and ${query.to}`;
  return sql`
    with chosen as (${chosenSql(query)}),
    crew_days as (
      select p.crew_id, p.day::date as day, sum(p.minutes)::bigint as minutes, sum(p.cents)::bigint as cents
      from jsonb_to_recordset(${people}::jsonb) as p(crew_id text, day text, minutes bigint, cents bigint)
      group by 1, 2),
    visits as (
      select w._id, w.date, w.crew_id, w.vendor_id, w.property_id, w.service_type,
        greatest(coalesce(round(extract(epoch from w.completed_at - w.started_at) / 60), 0)::int, 0) as weight,
        -- A visit's one payment: among the period's payments (its date is the visit's when made), else read by its
        -- index (a visit moved since); a scalar subquery, so that every payment is never hashed.
        floor(
          coalesce(${filtered ? sql`` : sql`dated.net,`}
            (select ${netRevenue} from payments pay where pay.work_log_id = w._id and pay.status not in ${NOT_CHARGED}), 0)::float8 + 0.5
        )::bigint as revenue,
        ${filtered ? sql`w._id in (select _id from chosen)` : sql`true`} as shown
      from work_logs w
      ${
        filtered
          ? sql``
          : sql`left join (
              select pay.work_log_id, ${netRevenue} as net from payments pay
              where pay.date between ${query.from} and ${query.to} and pay.work_log_id is not null and pay.status not in ${NOT_CHARGED}
            ) dated on dated.work_log_id = w._id`
      }
      where ${workLogWhere}),
    -- The shown visits' treatment records, probed per visit on the records' work-log index (offset 0 keeps the probe:
    -- a hash join would read and hash the season's records, slower even for a month).
    applied as (
      select v._id as work_log_id, v.date, a.product_id, a.amount
      from visits v cross join lateral (
        select a.product_id, a.amount from applications a
        where a.work_log_id = v._id and not exists (select 1 from applications c where c.corrects_id = a._id)
        offset 0) a
      where v.shown),
    -- Each product's cost on each day it was applied, looked up once per product and day rather than per record
    -- (materialized: else the planner may look it up per record after joining them).
    prices as materialized (
      select k.product_id, k.date, coalesce(case when cost.found then cost.cents else p.cost_per_unit_cents end, 0) as cents
      from (select distinct product_id, date from applied) k
      join products p on p._id = k.product_id
      -- A product with no history (written before it, or by hand) costs what it costs today.
      left join lateral (
        select true as found, c.cost_per_unit_cents as cents from product_costs c where c.product_id = k.product_id
        -- In effect on the visit's day: the latest day on or before it, the later-made row that day; before the first
        -- cost set, the first.
        order by c.effective_from <= k.date desc, case when c.effective_from <= k.date then c.effective_from end desc nulls last,
          case when c.effective_from <= k.date then c.created_at end desc nulls last, c.effective_from, c.created_at, c._id
        limit 1
      ) cost on true),
    materials as (
      select a.work_log_id, sum(a.amount * p.cents)::float8 as exact
      from applied a join prices p on p.product_id = a.product_id and p.date = a.date
      group by 1),
${byCrew ? crewTotalsSql(query) : allocationSql(query)},
    ${query.limit ? pageSql(query.offset, query.offset + query.limit) : sql`page as (select g.*, null::int as row_count, null::int as skipped from grouped g)`}
    (select 'row' as kind, g.key, coalesce(${nameOf[query.groupBy]}, '') as name, ${addressOf(query)} as address, g.day,
      g.visits, g.revenue, g.labor_minutes, g.labor_cents, g.materials, g.row_count, g.skipped
    from page g
    -- Nearly the report's order (JS puts ties in the collator's order by name), so that JS's sort finds it sorted.
    order by g.revenue - g.labor_cents - g.materials, ${query.groupBy === 'visit' ? sql`g.day, address` : sql`address, name`}, g.key)
    union all
    select 'unallocated', '', '', null, null, 0, 0, coalesce(sum(d.minutes), 0)::float8, coalesce(sum(d.cents), 0)::float8, 0,
      null, null
    from crew_days d where not exists (select 1 from chosen c where c.crew_id = d.crew_id and c.date = d.day)`;
}

/**
 * A page of rows (`start` to `end` in the report's order: margin, then name, then key) and one `total` row: only the
 * rows whose margin falls within the page's first and last travel, to be named and put in order by name in JS (a
 * property's name is its address, read through the customers' entrance), with the sum and count of every row and how
 * many have a lower margin than the page's first (told from the rows by its row_count). A page of 50 among a week's 28,800 properties sends about 50 rows.
 */
function pageSql(start: number, end: number) {
  return sql`
    figured as (select g.*, g.revenue - g.labor_cents - g.materials as margin from grouped g),
    bounds as (
      select (select margin from figured order by margin offset ${start} limit 1) as first,
        coalesce((select margin from figured order by margin offset ${end - 1} limit 1), (select max(margin) from figured)) as last),
    page as (
      select f.key, f.visits, f.revenue, f.labor_minutes, f.labor_cents, f.materials, f.day, f.address, f.property_id,
        null::int as row_count, null::int as skipped
      from figured f, bounds b where f.margin between b.first and b.last
      union all
      select '', coalesce(sum(f.visits), 0)::int, coalesce(sum(f.revenue), 0)::float8,
        coalesce(sum(f.labor_minutes), 0)::float8, coalesce(sum(f.labor_cents), 0)::float8, coalesce(sum(f.materials), 0)::float8,
        null, null, null, count(*)::int, (select count(*) from figured f, bounds b where f.margin < b.first)::int
      from figured f)`;
}

interface ReportRow {
  kind: 'row' | 'unallocated';
  key: string;
  name: string;
  day: string | null;
  /** A visit's or property's address with its city, null for the other groupings or without one. */
  address: string | null;
  visits: number;
  revenue: number;
  labor_minutes: number;
  labor_cents: number;
  materials: number;
  /** On a page's total row alone (pageSql): how many rows the report has, and how many come before the page's rows. */
  row_count: number | null;
  skipped: number | null;
}

const zero = (): CostFigures => ({ revenueCents: 0, laborMinutes: 0, laborCostCents: 0, materialsCostCents: 0 });
const collator = new Intl.Collator();

/** The report: rows least profitable first, totals over every row, and the clocked cost no visit carried. */
export async function jobCosting(db: Executor, query: JobCostingQuery): Promise<JobCostingReport> {
  const filtered = Boolean(query.propertyId || query.crewId);
  const crewIds = filtered
    ? (
        (await db.execute(sql`select distinct crew_id from (${chosenSql(query)}) c where crew_id is not null`)).rows as {
          crew_id: string;
        }[]
      ).map((row) => row.crew_id)
    : undefined;
  const clocked = crewIds && !crewIds.length ? [] : await clockedCrewDays(db, query.from, query.to, crewIds);
  const people = JSON.stringify(
    clocked.map((person) => ({ crew_id: person.crewId, day: person.day, minutes: person.minutes, cents: person.loadedCostCents })),
  );
  // The JIT, which compiled this statement for seconds, is off on every connection (server/db/client.ts).
  const answer = await db.transaction(async (tx) => {
    // A month's visits sorted for their shares and grouped by property outgrow the default 4 MB and spill to disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return (await tx.execute(reportSql(query, people))).rows as unknown as ReportRow[];
  });

  const unallocated = { laborMinutes: 0, laborCostCents: 0 };
  const rows: JobCostingRow[] = [];
  let total: ReportRow | undefined;
  for (const row of answer) {
    if (row.kind === 'unallocated') {
      unallocated.laborMinutes = Number(row.labor_minutes);
      unallocated.laborCostCents = Number(row.labor_cents);
    } else if (row.row_count !== null) total = row;
    else rows.push(withMargin({ key: row.key, name: nameOfRow(query.groupBy, row), visits: row.visits, ...figuresOf(row) }));
  }
  rows.sort(inReportOrder);
  const totals = { ...zero(), visits: 0 };
  for (const row of total ? [{ visits: total.visits, ...figuresOf(total) }] : rows) {
    addFigures(totals, row);
    totals.visits += row.visits;
  }
  const skipped = total?.skipped ?? 0;
  const end = query.limit ? query.offset + query.limit : undefined;
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows: rows.slice(Math.max(0, query.offset - skipped), end === undefined ? undefined : end - skipped),
    rowCount: total?.row_count ?? rows.length,
    totals: withMargin(totals),
    unallocated,
  };
}

const figuresOf = (row: ReportRow): CostFigures => ({
  revenueCents: Number(row.revenue),
  laborMinutes: Number(row.labor_minutes),
  laborCostCents: Number(row.labor_cents),
  materialsCostCents: Number(row.materials),
});

/** A row's name: a visit by its day and address, a property by its address, the others as the statement named them. */
function nameOfRow(groupBy: JobCostingQuery['groupBy'], row: ReportRow) {
  if (groupBy === 'visit') return `${row.day} ${row.address ?? ''}`.trim();
  return groupBy === 'property' ? (row.address ?? '') : row.name;
}

/** Least profitable first, then by name in the reader's collation, then by key. */
const inReportOrder = (a: JobCostingRow, b: JobCostingRow) =>
  a.marginCents - b.marginCents || collator.compare(a.name, b.name) || (a.key < b.key ? -1 : 1);
