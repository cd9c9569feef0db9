// The CSV export of a report: the keyset-paged rows written a batch at a time, amounts in dollars, fields quoted as
// RFC 4180 asks, and text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
// return) neutralised with a quote.
import { Readable } from 'node:stream';
import { renderMessage } from '../../../common/i18n/catalog';
import type { ReportColumn, ReportFilter, ReportRow } from '../../../common/schemas/report';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

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

/** A field holding a quote, a comma or a line break is quoted, its quotes doubled; any other is written as it is. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of fields, ended by a line feed. */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\n`;

/** The header in English: the column's name, the visits report's first column named after its grouping. */
export function csvHeader(column: ReportColumn, filter: ReportFilter): string {
  return renderMessage('en', column.key === 'name' ? `server.reports.groups.${filter.groupBy}` : `server.reports.columns.${column.key}`);
}

/**
 * A stream of CSV text: the header line, then the lines of each batch of rows as one chunk (a chunk per row cost more
 * than the database's reading). A failure after the first lines left cannot become an error answer: the stream is
 * destroyed and the client sees it cut.
 */
export function csvStream(columns: readonly ReportColumn[], filter: ReportFilter, batches: AsyncIterable<readonly ReportRow[]>): Readable {
  async function* text() {
    yield csvLine(columns.map((column) => csvHeader(column, filter)));
    for await (const rows of batches) {
      let lines = '';
      for (const row of rows) lines += csvLine(columns.map((column) => csvCell(column, row[column.key])));
      if (lines) yield lines;
    }
  }
  return Readable.from(text(), { objectMode: false });
}
