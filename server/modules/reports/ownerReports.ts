// The owner's numbers as reports (docs/reports.md "The owner's numbers"): each crew's revenue per man-hour, stops per
// crew-hour and share of the day driving; the business's month by month with customers gained and lost, revenue per
// property and days sales outstanding; and the retention of each month's new customers. The SQL reads sums, the
// rules of ownerNumbers.ts work out the ratios.
import { type SQL, sql } from 'drizzle-orm';
import type { OwnerMonth, OwnerNumbers } from '../../../common/schemas/dashboard';
import { type ReportFilter, reportFilter, type ReportRow } from '../../../common/schemas/report';
import type { Executor } from '../../lib/history';
import type { SharedCache } from '../../plugins/sharedCache';
import { STATEMENT_STATUSES } from '../billing';
import { invoiceBalances } from './agingReport';
import { lostCustomers } from './customerReports';
import { allOf, periodStart, type ReportBuilder, type ReportScope, vendorOf } from './definition';
import { RETENTION_MONTHS, withCrewRatios, withOwnerRatios, withRetention } from './ownerNumbers';
import { netRevenue } from './revenue';
import { readPage } from './runner';

const COLLECTED = sql.join(
  STATEMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The first and last day the filter asks (blank: the last twelve periods up to today, on the business's clock). */
function window(filter: ReportFilter, scope: ReportScope): { from: SQL; to: SQL } {
  const to = filter.dateTo ? sql`${filter.dateTo}::date` : sql`(now() at time zone ${scope.timeZone})::date`;
  const from = filter.dateFrom
    ? sql`${filter.dateFrom}::date`
    : sql`(date_trunc(${filter.period}, ${to}) - ${`11 ${filter.period}`}::interval)::date`;
  return { from, to };
}

/**
 * Per crew and day: the members' clocked minutes summed (man-minutes) and the longest (the crew's own day), the
 * visits completed (stops), the minutes between one stop's completion and the next one's start (driving), and the
 * revenue of the visits' collected payments less their tax and refunds (netRevenue).
 */
function crewDays({ from, to }: { from: SQL; to: SQL }, timeZone: string) {
  const clockedDay = sql`(t.clock_in at time zone ${timeZone})::date`;
  return sql`
    select coalesce(t.crew_id, v.crew_id, r.crew_id) as crew_id, coalesce(t.day, v.day, r.day) as day,
      coalesce(t.man_minutes, 0) as man_minutes, coalesce(t.crew_minutes, 0) as crew_minutes, coalesce(v.stops, 0) as stops,
      coalesce(v.driving, 0) as driving_minutes, coalesce(r.cents, 0) as revenue_cents
    from (
      select m.crew_id, m.day, sum(m.minutes) as man_minutes, max(m.minutes) as crew_minutes
      from (
        select u.crew_id, ${clockedDay} as day, t.user_id, sum(extract(epoch from t.clock_out - t.clock_in)) / 60 as minutes
        from time_sheets t join users u on u._id = t.user_id and u.type = 'crew'
        where t.clock_out is not null and u.crew_id is not null and ${clockedDay} between ${from} and ${to}
        group by 1, 2, 3
      ) m
      group by 1, 2
    ) t
    full join (
      select g.crew_id, g.date as day, count(*) as stops, coalesce(sum(g.gap), 0) as driving
      from (
        select w.crew_id, w.date,
          greatest(0, extract(epoch from w.started_at - lag(w.completed_at) over (partition by w.crew_id, w.date order by w.started_at, w._id)) / 60) as gap
        from work_logs w
        where w.status = 'completed' and w.crew_id is not null and w.date between ${from} and ${to}
      ) g
      group by 1, 2
    ) v on v.crew_id = t.crew_id and v.day = t.day
    full join (
      select w.crew_id, w.date as day, sum(${netRevenue}) as cents
      from work_logs w join payments pay on pay.work_log_id = w._id
      where w.crew_id is not null and w.date between ${from} and ${to} and pay.status in (${COLLECTED})
      group by 1, 2
    ) r on r.crew_id = coalesce(t.crew_id, v.crew_id) and r.day = coalesce(t.day, v.day)`;
}

const crewSums = sql`
  coalesce(sum(d.revenue_cents), 0)::float8 as "revenueCents", round(coalesce(sum(d.man_minutes), 0))::int as "manMinutes",
  round(coalesce(sum(d.crew_minutes), 0))::int as "crewMinutes", coalesce(sum(d.stops), 0)::int as "stops",
  round(coalesce(sum(d.driving_minutes), 0))::int as "drivingMinutes"`;

/** Per period and crew: revenue per man-hour, stops per crew-hour and the share of the day driving. */
export const crewProductivityReport: ReportBuilder = (filter, scope) => {
  const vendorId = vendorOf(filter, scope);
  return {
    select: sql`
      select ${periodStart(sql`d.day`, filter.period)} as "period", c.name as "crew", c._id as "crewId", ${crewSums}
      from (${crewDays(window(filter, scope), scope.timeZone)}) d join crews c on c._id = d.crew_id
      where ${allOf([vendorId && sql`c.vendor_id = ${vendorId}`, filter.crewId && sql`c._id = ${filter.crewId}`])}
      group by 1, c._id, c.name`,
    key: ['period', 'crew', 'crewId'],
    derive: withCrewRatios,
  };
};

/**
 * Per period, the whole business: the crews' figures in total, customers gained and lost, revenue per property billed
 * and days sales outstanding (invoices still open at the period's last day against what the period billed).
 */
export const ownerNumbersReport: ReportBuilder = (filter, scope) => {
  const bounds = window(filter, scope);
  const createdOn = sql`(c.created_at at time zone ${scope.timeZone})::date`;
  return {
    select: sql`
      with crew_days as materialized (${crewDays(bounds, scope.timeZone)}),
        lost_days as materialized (select (l.lost_at at time zone ${scope.timeZone})::date as day from (${lostCustomers()}) l)
      select to_char(p.period, 'YYYY-MM-DD') as "period", crew.*, gained.count as "newCustomers", lost.count as "lostCustomers",
        billed.properties as "properties", billed.net as "propertyRevenueCents", billed.gross as "billedCents",
        ar.open as "receivableCents", (p.finish - p.start + 1)::int as "days"
      from (
        select s::date as period, greatest(s::date, ${bounds.from}) as start, least((s + ${`1 ${filter.period}`}::interval)::date - 1, ${bounds.to}) as finish
        from generate_series(date_trunc(${filter.period}, ${bounds.from}), ${bounds.to}, ${`1 ${filter.period}`}::interval) s
      ) p
      cross join lateral (select ${crewSums} from crew_days d where d.day between p.start and p.finish) crew
      cross join lateral (select count(*)::int as count from customers c where ${createdOn} between p.start and p.finish) gained
      cross join lateral (select count(*)::int as count from lost_days l where l.day between p.start and p.finish) lost
      cross join lateral (
        select count(distinct pay.property_id)::int as properties, coalesce(sum(${netRevenue}), 0)::float8 as net,
          coalesce(sum(pay.amount_cents - pay.refunded_cents), 0)::float8 as gross
        from payments pay where pay.status in (${COLLECTED}) and pay.date between p.start and p.finish
      ) billed
      cross join lateral (select coalesce(sum(b.balance), 0)::float8 as open from (${invoiceBalances(sql`p.finish`)}) b where b.balance > 0) ar`,
    key: ['period'],
    derive: withOwnerRatios,
  };
};

/**
 * Per month of their creation (the cohort), the customers gained and how many of them were still customers (not
 * lost) at the end of the 1st, 3rd, 6th and 12th month after it; blank until that month has begun.
 */
export const customerRetentionReport: ReportBuilder = (filter, scope) => {
  const today = sql`(now() at time zone ${scope.timeZone})::date`;
  const retained = RETENTION_MONTHS.map(
    (months) => sql`case when (k.cohort + ${`${months} months`}::interval)::date <= ${today}
      then (count(*) filter (where k.lost_on is null or k.lost_on >= (k.cohort + ${`${months + 1} months`}::interval)::date))::int end
      as ${sql.identifier(`retained${months}`)}`,
  );
  return {
    select: sql`
      select to_char(k.cohort, 'YYYY-MM-DD') as "cohort", count(*)::int as "newCustomers", ${sql.join(retained, sql`, `)}
      from (
        select date_trunc('month', (c.created_at at time zone ${scope.timeZone})::date)::date as cohort, (l.lost_at at time zone ${scope.timeZone})::date as lost_on
        from customers c left join (${lostCustomers()}) l on l._id = c._id
      ) k
      where ${allOf([filter.dateFrom && sql`k.cohort >= date_trunc('month', ${filter.dateFrom}::date)`, filter.dateTo && sql`k.cohort <= ${filter.dateTo}::date`])}
      group by k.cohort`,
    key: ['cohort'],
    derive: withRetention,
  };
};

const monthFigures = (row: ReportRow): OwnerMonth => ({
  period: String(row.period),
  revenuePerManHourCents: row.revenuePerManHourCents as number | null,
  stopsPerCrewHour: row.stopsPerCrewHour as number | null,
  drivingPercent: row.drivingPercent as number | null,
  newCustomers: Number(row.newCustomers),
  lostCustomers: Number(row.lostCustomers),
  revenuePerPropertyCents: row.revenuePerPropertyCents as number | null,
  daysSalesOutstanding: row.daysSalesOutstanding as number | null,
});

/**
 * How long today's owner's numbers are kept: they read two months of visits, payments and time sheets (5 s at 10,000
 * properties on a loaded machine, docs/scaling.md), every staff tab reads the dashboard again as crews work, and month
 * totals a minute old are as good to an owner. Another day's are read each time.
 */
const OWNER_MONTHS_FRESH_MS = 60_000;
/** Read once they are this old, and served meanwhile, so a dashboard read every minute never waits for them. */
const OWNER_MONTHS_RENEW_MS = 40_000;

type Stamped = { at: number; numbers: OwnerNumbers };
type Kept = { at: number; numbers: Promise<OwnerNumbers>; renewing: boolean };

/**
 * The dashboard's owner's numbers: the owner-numbers report's rows of the month before `date`'s and of its month up to
 * `date`. Today's are kept a minute from when they were read, in the node (one read at a time) and in the nodes'
 * shared cache: a node that finds another's there, less than a minute old, takes them and keeps them only what is left
 * of that minute, so no figure shown is more than a minute old. A read in the last third of that minute still answers
 * with them, and reads them again behind it (or takes another node's newer ones), so only a first read waits.
 */
export function ownerMonthsKeeper(shared: SharedCache) {
  const kept = new Map<string, Kept>();
  /** Another node's numbers when they are at most `maxAgeMs` old, else the node's own, which it then shares. */
  async function stamped(db: Executor, date: string, timeZone: string, key: string, now: number, maxAgeMs: number): Promise<Stamped> {
    const stored = await shared.get(key);
    const another = stored ? (JSON.parse(stored) as Stamped) : null;
    if (another && now - another.at < maxAgeMs && another.at <= now) return another;
    const numbers = await readOwnerMonths(db, date, timeZone);
    void shared.set(key, JSON.stringify({ at: now, numbers }), OWNER_MONTHS_FRESH_MS);
    return { at: now, numbers };
  }
  /** Keeps what `reading` gives under `key`, stamped with `now` until it tells its own time. */
  function keep(key: string, now: number, reading: Promise<Stamped>): Kept {
    const entry: Kept = {
      at: now,
      renewing: false,
      numbers: reading.then((read) => {
        entry.at = read.at;
        return read.numbers;
      }),
    };
    kept.set(key, entry);
    entry.numbers.catch(() => kept.get(key) === entry && kept.delete(key));
    return entry;
  }
  return function ownerMonths(db: Executor, date: string, timeZone: string, { today = false, now = Date.now() } = {}) {
    if (!today) return readOwnerMonths(db, date, timeZone);
    const key = `owner-months:${date}|${timeZone}`;
    const held = kept.get(key);
    if (!held || now - held.at >= OWNER_MONTHS_FRESH_MS) {
      kept.clear();
      return keep(key, now, stamped(db, date, timeZone, key, now, OWNER_MONTHS_FRESH_MS)).numbers;
    }
    if (now - held.at >= OWNER_MONTHS_RENEW_MS && !held.renewing) {
      held.renewing = true;
      stamped(db, date, timeZone, key, now, OWNER_MONTHS_RENEW_MS).then(
        (read) => kept.get(key) === held && keep(key, read.at, Promise.resolve(read)),
        // Not read this time: the next read tries again, and past the minute waits for it and meets the error.
        () => (held.renewing = false),
      );
    }
    return held.numbers;
  };
}

async function readOwnerMonths(db: Executor, date: string, timeZone: string): Promise<OwnerNumbers> {
  const [year, month] = date.split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const filter = reportFilter.parse({ dateFrom: lastMonth, dateTo: date, period: 'month' });
  const { list } = await readPage(db, ownerNumbersReport(filter, { timeZone }), 0, 2);
  return { lastMonth: monthFigures(list[0]), thisMonth: monthFigures(list[1]) };
}
