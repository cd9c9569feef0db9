// The CSV export of a report: the keyset-paged rows written a batch at a time, amounts in dollars, text neutralised
// against formulas and quoted as RFC 4180 asks (server/lib/csv.ts).
import { Readable } from 'node:stream';
import { renderMessage } from '../../../common/i18n/catalog';
import type { ReportColumn, ReportFilter, ReportRow } from '../../../common/schemas/report';
import { CSV_BOM, csvLine, neutralised } from '../../lib/csv';

export { CSV_BOM, csvLine, neutralised };

export function csvCell(column: ReportColumn, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'cents') return (Number(value) / 100).toFixed(2);
  if (column.kind === 'count' || column.kind === 'minutes' || column.kind === 'percent') return String(value);
  return neutralised(String(value));
}

/** The header in the filter's language: the column's name, the visits report's first column named after its grouping. */
export function csvHeader(column: ReportColumn, filter: ReportFilter): string {
  return renderMessage(
    filter.language,
    column.key === 'name' ? `server.reports.groups.${filter.groupBy}` : `server.reports.columns.${column.key}`,
  );
}

/**
 * A stream of CSV text: the header line, then the lines of each batch of rows as one chunk (a chunk per row cost more
 * than the database's reading). A failure after the first lines left cannot become an error answer: the stream is
 * destroyed and the client sees it cut.
 */
export function csvStream(columns: readonly ReportColumn[], filter: ReportFilter, batches: AsyncIterable<readonly ReportRow[]>): Readable {
  async function* text() {
    yield CSV_BOM + csvLine(columns.map((column) => csvHeader(column, filter)));
    for await (const rows of batches) {
      let lines = '';
      for (const row of rows) lines += csvLine(columns.map((column) => csvCell(column, row[column.key])));
      if (lines) yield lines;
    }
  }
  return Readable.from(text(), { objectMode: false });
}
