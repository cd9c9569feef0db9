// How a report's cells read: amounts as money, minutes as hours and minutes, days as dates, and the codes of
// statuses, sources and groupings in the user's language.
import type { ColumnKind, ReportKey, ReportRow } from '../../../common/schemas/report';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { formatFor } from '../../ui/format/useFormat';

/** The catalog prefix that names a column's codes, per report. */
const CODE_LABELS: Partial<Record<ReportKey, Record<string, string>>> = {
  'skipped-visits': { status: 'app.work_logs.status' },
  payments: { status: 'app.billing.statuses' },
  customers: { status: 'app.status', source: 'app.source', pastCustomerType: 'app.status' },
  'sales-tax': { type: 'app.sales_tax.types' },
};

/** The catalog prefix of the status filter's choices. */
export const statusLabels = (report: ReportKey) => CODE_LABELS[report]?.status ?? 'app.status';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatCell(
  report: ReportKey,
  column: { key: string; kind: ColumnKind },
  value: ReportRow[string],
  translate: Translate,
  locale: string,
): string {
  if (value === null || value === undefined || value === '')
    return translate(column.key === 'name' ? 'app.reports.unassigned' : 'app.reports.none');
  const codes = CODE_LABELS[report]?.[column.key];
  if (codes) return translate(`${codes}.${value}`, { _: String(value) });
  switch (column.kind) {
    case 'cents':
      return formatFor(locale).money(Number(value));
    case 'minutes':
      return translate('app.reports.minutes', { hours: Math.floor(Number(value) / 60), minutes: Number(value) % 60 });
    case 'count':
      return formatFor(locale).number(Number(value));
    case 'percent':
      return `${formatFor(locale).number(Number(value))} %`;
    case 'date':
      return calendarDate(value);
    default:
      return String(value);
  }
}

/** A column's heading: the visits report's first column is named after its grouping. */
export const columnLabel = (key: string, groupBy: string) =>
  key === 'name' ? `server.reports.groups.${groupBy}` : `server.reports.columns.${key}`;
