// The report catalogue (/reports, /customer-reports): which reports exist, the filters each takes, the columns each
// answers, and who may read them. The server builds each report's SQL from this table; the browser its form and table.
import { z } from 'zod';
import { CUSTOMER_STATUSES } from './property';
import { calendarDate, recordId } from './fields';
import { pageInput, page } from './envelope';
import { PAYMENT_STATUSES } from './payment';
import { WORK_LOG_TYPES } from './service';
import { WORK_LOG_STATUSES } from './workLog';
import { CUSTOMER_REPORTS, OPERATIONS_REPORTS, type ReportKey } from '../reportKeys';

// The reports' keys live beside, without zod, for the pages that need them and no schema.
export * from '../reportKeys';

export const REPORT_GROUPINGS = ['crew', 'vendor', 'market'] as const;
export const REPORT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export const REPORT_FILTERS = ['dates', 'market', 'vendor', 'crew', 'serviceType', 'status', 'groupBy', 'period'] as const;
export type ReportFilterName = (typeof REPORT_FILTERS)[number];
export const COLUMN_KINDS = ['text', 'date', 'count', 'cents', 'minutes', 'percent'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export interface ReportColumn {
  key: string;
  kind: ColumnKind;
}

export interface ReportShape {
  filters: readonly ReportFilterName[];
  /** The statuses the status filter offers. */
  statuses?: readonly string[];
  columns: readonly ReportColumn[];
  /** Its dates start blank rather than on the service week: the report's own span (the last twelve months, every cohort). */
  datesStartBlank?: boolean;
  /** The chart: a bar group per row, labelled by the cells of `labels`, its bars from the columns in `values`. */
  chart?: { labels: readonly string[]; values: readonly string[] };
}

const text = (key: string): ReportColumn => ({ key, kind: 'text' });
const count = (key: string): ReportColumn => ({ key, kind: 'count' });
const cents = (key: string): ReportColumn => ({ key, kind: 'cents' });
const minutes = (key: string): ReportColumn => ({ key, kind: 'minutes' });
const percent = (key: string): ReportColumn => ({ key, kind: 'percent' });
const PERIODS = ['dates', 'market', 'period'] as const;

export const REPORT_SHAPES: Record<ReportKey, ReportShape> = {
  visits: {
    filters: ['dates', 'groupBy', 'market', 'vendor', 'crew', 'serviceType'],
    columns: [text('name'), count('completed'), count('skipped'), count('cancelled'), count('open'), cents('completedValueCents')],
    chart: { labels: ['name'], values: ['completed', 'skipped', 'cancelled'] },
  },
  'skipped-visits': {
    filters: ['dates', 'market', 'vendor', 'crew', 'serviceType', 'status'],
    statuses: ['skipped', 'cancel'],
    columns: [{ key: 'status', kind: 'text' }, text('reason'), count('visits'), count('customers')],
    chart: { labels: ['status', 'reason'], values: ['visits'] },
  },
  revenue: {
    filters: PERIODS,
    columns: [
      { key: 'period', kind: 'date' },
      text('market'),
      count('payments'),
      cents('priceCents'),
      cents('discountCents'),
      cents('taxCents'),
      cents('amountCents'),
      cents('refundedCents'),
    ],
    chart: { labels: ['period', 'market'], values: ['amountCents', 'taxCents'] },
  },
  payments: {
    filters: ['dates', 'market', 'vendor', 'status'],
    statuses: PAYMENT_STATUSES,
    columns: [text('status'), text('billingGroups'), count('payments'), cents('amountCents')],
    chart: { labels: ['status'], values: ['payments'] },
  },
  'failed-payments': {
    filters: ['dates', 'market', 'vendor'],
    columns: [
      { key: 'date', kind: 'date' },
      text('customer'),
      text('address'),
      text('market'),
      cents('amountCents'),
      count('attempts'),
      { key: 'nextAttemptOn', kind: 'date' },
      text('failureCode'),
      text('failureMessage'),
    ],
  },
  'vendor-commissions': {
    filters: ['dates', 'vendor', 'market'],
    columns: [
      text('vendor'),
      count('payments'),
      cents('priceCents'),
      cents('amountCents'),
      cents('commissionCents'),
      cents('vendorShareCents'),
    ],
    chart: { labels: ['vendor'], values: ['commissionCents', 'vendorShareCents'] },
  },
  'time-sheets': {
    filters: ['dates', 'vendor', 'crew'],
    columns: [
      { key: 'date', kind: 'date' },
      text('member'),
      text('crew'),
      count('shifts'),
      { key: 'clockedMinutes', kind: 'minutes' },
      count('visitsCompleted'),
      { key: 'workedMinutes', kind: 'minutes' },
    ],
  },
  'sales-tax': {
    filters: ['dates', 'period'],
    columns: [
      { key: 'period', kind: 'date' },
      text('code'),
      text('jurisdiction'),
      text('type'),
      { key: 'ratePercent', kind: 'percent' },
      count('charges'),
      cents('taxableCents'),
      cents('taxCents'),
      cents('taxRefundedCents'),
    ],
    chart: { labels: ['period', 'jurisdiction'], values: ['taxCents'] },
  },
  'ar-aging': {
    filters: ['dates'],
    columns: [
      text('customer'),
      count('invoices'),
      cents('current'),
      cents('days1to30'),
      cents('days31to60'),
      cents('days61to90'),
      cents('over90'),
      cents('balanceCents'),
    ],
    chart: { labels: ['customer'], values: ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] },
  },
  'crew-productivity': {
    filters: ['dates', 'vendor', 'crew', 'period'],
    columns: [
      { key: 'period', kind: 'date' },
      text('crew'),
      cents('revenueCents'),
      minutes('manMinutes'),
      cents('revenuePerManHourCents'),
      count('stops'),
      minutes('crewMinutes'),
      count('stopsPerCrewHour'),
      minutes('drivingMinutes'),
      percent('drivingPercent'),
    ],
    chart: { labels: ['period', 'crew'], values: ['revenuePerManHourCents'] },
  },
  'owner-numbers': {
    filters: ['dates', 'period'],
    datesStartBlank: true,
    columns: [
      { key: 'period', kind: 'date' },
      cents('revenueCents'),
      minutes('manMinutes'),
      cents('revenuePerManHourCents'),
      count('stops'),
      count('stopsPerCrewHour'),
      percent('drivingPercent'),
      count('newCustomers'),
      count('lostCustomers'),
      count('properties'),
      cents('revenuePerPropertyCents'),
      cents('billedCents'),
      cents('receivableCents'),
      count('daysSalesOutstanding'),
    ],
    chart: { labels: ['period'], values: ['newCustomers', 'lostCustomers'] },
  },
  'customer-retention': {
    filters: ['dates'],
    datesStartBlank: true,
    columns: [
      { key: 'cohort', kind: 'date' },
      count('newCustomers'),
      percent('retained1Percent'),
      percent('retained3Percent'),
      percent('retained6Percent'),
      percent('retained12Percent'),
    ],
    chart: { labels: ['cohort'], values: ['retained1Percent', 'retained3Percent', 'retained6Percent', 'retained12Percent'] },
  },
  customers: {
    filters: ['market', 'status'],
    statuses: CUSTOMER_STATUSES,
    columns: [text('status'), text('source'), text('pastCustomerType'), count('customers')],
    chart: { labels: ['status', 'source'], values: ['customers'] },
  },
  'customer-changes': {
    filters: ['dates', 'market'],
    columns: [{ key: 'week', kind: 'date' }, count('newCustomers'), count('lostCustomers')],
    chart: { labels: ['week'], values: ['newCustomers', 'lostCustomers'] },
  },
  leads: {
    filters: PERIODS,
    columns: [
      { key: 'period', kind: 'date' },
      text('source'),
      count('leads'),
      count('quotesSent'),
      count('quotesWon'),
      { key: 'approvalPercent', kind: 'percent' },
      { key: 'daysToWon', kind: 'count' },
      cents('revenueWonCents'),
    ],
    chart: { labels: ['period', 'source'], values: ['leads', 'quotesSent', 'quotesWon'] },
  },
  referrals: {
    filters: PERIODS,
    columns: [
      { key: 'period', kind: 'date' },
      count('referrals'),
      count('referrerRewards'),
      count('referredRewards'),
      count('staffCredits'),
      count('freeMowsUsed'),
    ],
    chart: { labels: ['period'], values: ['referrals', 'referrerRewards', 'referredRewards', 'staffCredits'] },
  },
};

const ANY_STATUS = [...new Set<string>([...WORK_LOG_STATUSES, ...PAYMENT_STATUSES, ...CUSTOMER_STATUSES])] as [string, ...string[]];

/** Every report's filter: each report reads the fields its shape names and ignores the rest. */
export const reportFilter = z.object({
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  marketId: recordId().optional(),
  vendorId: recordId().optional(),
  crewId: recordId().optional(),
  serviceType: z.enum(WORK_LOG_TYPES).optional(),
  status: z.enum(ANY_STATUS).optional(),
  groupBy: z.enum(REPORT_GROUPINGS).default('crew'),
  period: z.enum(REPORT_PERIODS).default('month'),
  /** The CSV export's language: its header and the codes it names. */
  language: z.enum(['en', 'es']).default('en'),
});
export type ReportFilter = z.infer<typeof reportFilter>;

export const reportQuery = reportFilter.extend(pageInput(25, 500).shape);
export const operationsReportParams = z.object({ report: z.enum(OPERATIONS_REPORTS) });
export const customerReportParams = z.object({ report: z.enum(CUSTOMER_REPORTS) });

/** A row: the shape's columns by key. Amounts are cents, durations minutes, days yyyy-MM-dd. */
export const reportRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRow>;
export const reportPage = page(reportRow);
export type ReportPage = z.infer<typeof reportPage>;

const choice = z.object({ id: z.string(), name: z.string() });
/** What the filters offer: markets, vendors and crews (a vendor sees only its own). */
export const reportChoices = z.object({
  markets: z.array(choice),
  vendors: z.array(choice),
  crews: z.array(choice.extend({ vendorId: z.string() })),
});
export type ReportChoices = z.infer<typeof reportChoices>;
