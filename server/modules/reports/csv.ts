// The CSV export of a report: csv-stringify over the keyset-paged rows, amounts in dollars, and text that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) neutralised with a quote.
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { renderMessage } from '../../../common/i18n/catalog';
import type { ReportColumn, ReportFilter, ReportRow } from '../../../common/schemas/report';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would read as a formula gets a leading apostrophe, which shows it as typed. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(column: ReportColumn, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'cents') return (Number(value) / 100).toFixed(2);
  if (column.kind === 'count' || column.kind === 'minutes') return String(value);
  return neutralised(String(value));
}

/** The header in English: the column's name, the visits report's first column named after its grouping. */
export function csvHeader(column: ReportColumn, filter: ReportFilter): string {
  return renderMessage('en', column.key === 'name' ? `server.reports.groups.${filter.groupBy}` : `server.reports.columns.${column.key}`);
}

/** A stream of CSV text: the header line, then a line per row as the rows arrive. */
export function csvStream(columns: readonly ReportColumn[], filter: ReportFilter, rows: AsyncIterable<ReportRow>): Readable {
  const toLine = new Transform({
    objectMode: true,
    transform(row: ReportRow, _encoding, done) {
      done(null, columns.map((column) => csvCell(column, row[column.key])));
    },
  });
  const csv = stringify({ header: true, columns: columns.map((column) => csvHeader(column, filter)) });
  // A failure after the first rows left cannot become an error answer: the stream ends and the client sees it cut.
  pipeline(Readable.from(rows), toLine, csv).catch(() => undefined);
  return csv;
}
