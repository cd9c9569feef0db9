// The import report's lines to act on: how many of an import's rows are in no market, could not be placed on the map,
// or were skipped as duplicates, with the first rows of each (their own messages say the rest).
import { and, asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AttentionKind, ImportRecord } from '../../../../common/schemas/dataImport';
import { importRows } from '../../../db/schema';
import type { Executor } from '../../../lib/history';

/** Rows named per line: the rest are found with the outcome filter or in the downloaded report. */
const ROWS_NAMED = 10;

const warned = (field: string) => sql`${importRows.warnings} @> ${JSON.stringify([{ field }])}::jsonb`;
const KINDS: Record<AttentionKind, SQL> = {
  no_market: warned('market'),
  not_located: warned('location'),
  // Another row's or customer's e-mail, phone or address, or the very same row again.
  duplicate: and(
    eq(importRows.outcome, 'skip'),
    or(inArray(importRows.field, ['email', 'mobile', 'address']), like(importRows.message, '%same_row_earlier_in_file%')),
  )!,
};

export async function attentionOf(executor: Executor, importId: string): Promise<ImportRecord['attention']> {
  const lines: ImportRecord['attention'] = [];
  for (const [kind, where] of Object.entries(KINDS) as [AttentionKind, SQL][]) {
    const these = and(eq(importRows.importId, importId), where);
    const [{ total }] = await executor.select({ total: count() }).from(importRows).where(these);
    if (!total) continue;
    const rows = await executor
      .select({ rowNumber: importRows.rowNumber })
      .from(importRows)
      .where(these)
      .orderBy(asc(importRows.rowNumber))
      .limit(ROWS_NAMED);
    lines.push({ kind, total, rows: rows.map((row) => row.rowNumber) });
  }
  return lines;
}
