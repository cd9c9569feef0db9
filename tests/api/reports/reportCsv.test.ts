// The CSV export of a report: its header, the row count sent before the rows, quoting, neutralised formulas, and
// the keyset batches that read every row once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsReports } from '../../../server/modules/reports/operationsReports';
import { allRows, rowBatches } from '../../../server/modules/reports/runner';
import { reportFilter } from '../../../common/schemas/report';
import { parseCsv as parse } from '../csvText';
import { bearer } from '../helpers';
import { MARCH, reportTestApp } from '../reportFixtures';
import type { WorkLogTestApp } from '../workLogFixtures';

let context: WorkLogTestApp;
beforeAll(async () => {
  context = await reportTestApp();
});
afterAll(() => context.t.close());

const exportOf = (path: string) => context.t.app.inject({ url: `/api/v1${path}`, headers: bearer(context.tokens.admin) });

describe('a report exported as CSV', () => {
  it('sends the row count first, an English header, dollars, and every row', async () => {
    const response = await exportOf(`/reports/failed-payments/csv?dateFrom=${MARCH.dateFrom}&dateTo=${MARCH.dateTo}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="failed-payments.csv"');
    expect(response.headers['x-total-count']).toBe('2');
    const [header, ...rows] = parse(response.body);
    expect(header).toEqual([
      'Date',
      'Customer',
      'Address',
      'Market',
      'Amount',
      'Attempts',
      'Next attempt',
      'Failure code',
      'Failure message',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row[4], row[5], row[7]]).sort()).toEqual([
      ['48.71', '2', 'declined'],
      ['48.71', '4', 'expired'],
    ]);
  });

  it('quotes commas and quotes, and neutralises text a spreadsheet would run as a formula', async () => {
    const response = await exportOf('/reports/failed-payments/csv');
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(response.body).toContain(`"Card expired, ""call"" the customer"`);
    const messages = parse(response.body)
      .slice(1)
      .map((row) => row[8])
      .sort();
    expect(messages).toEqual([`'=HYPERLINK("http://x")`, 'Card expired, "call" the customer']);
  });

  it('names the visits report’s first column after its grouping and keeps an empty report to its header', async () => {
    const byVendor = await exportOf(`/reports/visits/csv?groupBy=vendor&dateFrom=${MARCH.dateFrom}&dateTo=${MARCH.dateTo}`);
    const lines = parse(byVendor.body);
    expect(lines[0].slice(0, 2)).toEqual(['Vendor', 'Completed']);
    expect(lines.slice(1).map((line) => line.slice(0, 2))).toEqual([
      ['Fixture Lawn Pros', '4'],
      ['Other Lawn Co', '2'],
    ]);
    const empty = await exportOf('/reports/visits/csv?dateFrom=2020-01-01&dateTo=2020-01-31');
    expect(empty.headers['x-total-count']).toBe('0');
    expect(empty.body.trim().split('\n')).toHaveLength(1);
  });

  it('reads every row once across keyset batches of one row', async () => {
    const db = context.t.app.database.db;
    const query = operationsReports.visits(reportFilter.parse({ groupBy: 'crew' }), { timeZone: 'America/Chicago' });
    const seen = [];
    for await (const row of allRows(db, query, 1)) seen.push(row.groupId);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    const batches = [];
    for await (const rows of rowBatches(db, query, 2)) batches.push(rows.map((row) => row.groupId));
    expect(batches.map((rows) => rows.length)).toEqual([2, 1]);
    expect(batches.flat()).toEqual(seen);
  });
});
