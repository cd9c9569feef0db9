// Which reports exist and who may read them, without zod: the screen table and the go-to search read them as the
// app starts; their filters, columns and schemas are in schemas/report.ts.
/** Operations reports, under /reports/:report. */
export const OPERATIONS_REPORTS = [
  'visits',
  'skipped-visits',
  'revenue',
  'payments',
  'failed-payments',
  'vendor-commissions',
  'time-sheets',
  'sales-tax',
  'ar-aging',
  'crew-productivity',
  'owner-numbers',
  'customer-retention',
] as const;
/** Customer-centred reports, under /customer-reports/:report. */
export const CUSTOMER_REPORTS = ['customers', 'customer-changes', 'referrals', 'leads'] as const;
export type OperationsReport = (typeof OPERATIONS_REPORTS)[number];
export type CustomerReport = (typeof CUSTOMER_REPORTS)[number];
export type ReportKey = OperationsReport | CustomerReport;

/** The reports a vendor may read, cut to its own vendor and crews whatever the filter says. */
export const VENDOR_REPORTS: readonly ReportKey[] = ['visits', 'vendor-commissions'];

/** The header naming how many rows a CSV export will hold, sent before the first row. */
export const REPORT_ROW_COUNT_HEADER = 'x-total-count';
