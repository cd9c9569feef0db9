// The dashboards' work-log and payment aggregates: every figure is counted or summed by PostgreSQL, on the indexes
// work_logs (date, status), work_logs (vendor_id, date), payments (status, date) and payments (vendor_id, date), and
// the sums over many payments on the partial indexes that hold their columns (payments_week_idx, payments_owed_idx).
import { and, asc, between, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { BILLING_GROUPS, BILLING_GROUP_NAMES, type PaymentStatus } from '../../../common/schemas/payment';
import type { CrewDayCounts, PaymentGroups, WeekComparison } from '../../../common/schemas/dashboard';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import { crews, payments, vendors, workLogs } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { addDays, isoWeekDay } from '../../lib/calendar';
import { STATEMENT_STATUSES } from '../billing';
import type { ComparedWeeks, Week } from './weeks';

const countOf = (status: WorkLogStatus) => sql<number>`count(*) filter (where ${workLogs.status} = ${status})::int`;
const dayCounts = {
  completed: countOf('completed'),
  started: countOf('started'),
  pending: countOf('pending'),
  skipped: countOf('skipped'),
};
/** Cancelled visits take no crew time and are not the day's work. */
const notCancelled = ne(workLogs.status, 'cancel');

/** Money a payment bills, refunds taken off; a float so that a year of cents cannot overflow an int. */
const billedCents = sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::float8`;
/** What is billed: every status but the ones that never charge anything (payments_week_idx holds these and free). */
export const BILLED: PaymentStatus[] = [
  'pending',
  'manual',
  'failed',
  'hold',
  'failed-stop',
  'in-progress',
  'success',
  'refund-success',
  'charge-later',
];

const inSpan = (column: typeof workLogs.date | typeof payments.date, week: Week) => between(column, week.from, week.to);

/** Per crew (null: not assigned) the day's work logs by status. */
export async function crewsOfDay(db: Executor, date: string): Promise<CrewDayCounts[]> {
  return db
    .select({ crewId: workLogs.crewId, crewName: crews.name, vendorName: vendors.companyName, ...dayCounts })
    .from(workLogs)
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .leftJoin(vendors, eq(vendors._id, crews.vendorId))
    .where(and(eq(workLogs.date, date), notCancelled))
    .groupBy(workLogs.crewId, crews.name, vendors.companyName)
    .orderBy(sql`${crews.name} asc nulls last`, asc(workLogs.crewId));
}

type Series = Map<string, number>;

const daysOf = (week: Week) => Array.from({ length: 7 }, (_, offset) => addDays(week.from, offset));

/**
 * The weeks' days listed one by one: `date in (…)` probes the index day by day, where `or` of the weeks' ranges
 * made the planner scan the whole index between them.
 */
const daysOfWeeks = (weeks: Week[]) => weeks.flatMap(daysOf);

async function completedPerDay(db: Executor, weeks: Week[]): Promise<Series> {
  const rows = await db
    .select({ date: workLogs.date, visits: sql<number>`count(*)::int` })
    .from(workLogs)
    .where(and(eq(workLogs.status, 'completed'), inArray(workLogs.date, daysOfWeeks(weeks))))
    .groupBy(workLogs.date);
  return new Map(rows.map((row) => [row.date, row.visits]));
}

async function billedPerDay(db: Executor, weeks: Week[]): Promise<Series> {
  const rows = await db
    .select({ date: payments.date, cents: billedCents })
    .from(payments)
    .where(and(inArray(payments.status, BILLED), inArray(payments.date, daysOfWeeks(weeks))))
    .groupBy(payments.date);
  return new Map(rows.map((row) => [row.date, row.cents]));
}

const totalOf = (series: Series | null, week: Week) => (series ? daysOf(week).reduce((sum, day) => sum + (series.get(day) ?? 0), 0) : null);

/** Completed visits (and, with `withRevenue`, what the week's payments bill) per day of the three weeks. */
export async function weekComparison(db: Executor, weeks: ComparedWeeks, withRevenue: boolean): Promise<WeekComparison> {
  const spans = [weeks.current, weeks.lastWeek, weeks.lastYear];
  const visits = await completedPerDay(db, spans);
  const revenue = withRevenue ? await billedPerDay(db, spans) : null;
  const figures = (week: Week) => ({ ...week, visits: totalOf(visits, week) ?? 0, revenueCents: totalOf(revenue, week) });
  const [current, lastWeek, lastYear] = spans.map(daysOf);
  const days = current.map((day, index) => ({
    weekDay: isoWeekDay(day),
    current: visits.get(day) ?? 0,
    lastWeek: visits.get(lastWeek[index]) ?? 0,
    lastYear: visits.get(lastYear[index]) ?? 0,
    currentRevenueCents: revenue ? (revenue.get(day) ?? 0) : null,
    lastWeekRevenueCents: revenue ? (revenue.get(lastWeek[index]) ?? 0) : null,
    lastYearRevenueCents: revenue ? (revenue.get(lastYear[index]) ?? 0) : null,
  }));
  return { current: figures(weeks.current), lastWeek: figures(weeks.lastWeek), lastYear: figures(weeks.lastYear), days };
}

export const GROUPED_STATUSES = [...new Set(Object.values(BILLING_GROUPS).flat())] as PaymentStatus[];

/** The week's payments per billing status group, and everything still owed up to the week's end. */
export async function paymentGroups(db: Executor, week: Week): Promise<PaymentGroups> {
  const perStatus = await db
    .select({ status: payments.status, count: sql<number>`count(*)::int`, amountCents: billedCents })
    .from(payments)
    .where(and(inArray(payments.status, GROUPED_STATUSES), inSpan(payments.date, week)))
    .groupBy(payments.status);
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int`, amountCents: billedCents })
    .from(payments)
    .where(and(inArray(payments.status, [...BILLING_GROUPS.pending]), lte(payments.date, week.to)));
  const groups = BILLING_GROUP_NAMES.map((group) => {
    const rows = perStatus.filter((row) => (BILLING_GROUPS[group] as readonly string[]).includes(row.status));
    return {
      group,
      count: rows.reduce((sum, row) => sum + row.count, 0),
      amountCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
    };
  });
  return { groups, waiting };
}

/** A vendor's crews, day by day through the week. */
export async function vendorCrewDays(db: Executor, vendorId: string, week: Week) {
  return db
    .select({ date: workLogs.date, crewId: workLogs.crewId, crewName: crews.name, ...dayCounts })
    .from(workLogs)
    .leftJoin(crews, eq(crews._id, workLogs.crewId))
    .where(and(eq(workLogs.vendorId, vendorId), inSpan(workLogs.date, week), notCancelled))
    .groupBy(workLogs.date, workLogs.crewId, crews.name)
    .orderBy(asc(workLogs.date), sql`${crews.name} asc nulls last`, asc(workLogs.crewId));
}

/** The statement's totals for the week (the vendor statement's lines, summed by the database). */
export async function statementTotals(db: Executor, vendorId: string, week: Week) {
  const sum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::float8`;
  const [totals] = await db
    .select({
      visits: sql<number>`count(*)::int`,
      amountCents: sum(sql`${payments.amountCents}`),
      commissionCents: sum(sql`${payments.commissionCents}`),
      vendorCents: sum(
        sql`greatest(0, ${payments.amountCents} - ${payments.taxCents} - ${payments.commissionCents} - ${payments.refundedCents})`,
      ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.vendorId, vendorId),
        isNotNull(payments.workLogId),
        inSpan(payments.date, week),
        inArray(payments.status, [...STATEMENT_STATUSES]),
      ),
    );
  return totals;
}
