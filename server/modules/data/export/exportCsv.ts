// One type's CSV, read a thousand rows at a time in id order (keyset paging: the table is never held in memory), its
// cells written so that a spreadsheet shows them as stored and an import reads them back (docs/data.md).
import { asc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { csvLine, neutralised } from '../../../lib/csv';
import { type ExportRow, type ExportType, headerOf, keyOf } from './exportTypes';

const BATCH = 1000;

/** A moment as file names carry it: 20260301T023000Z. */
export const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`;

/** Times in UTC ISO 8601, true/false, numbers as they are, lists and objects as JSON, text neutralised against formulas. */
export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return neutralised(String(value));
}

/** Keyset paging on the primary key, one column or several: `(a, b) > ($1, $2)`. */
function pastKey(key: readonly PgColumn[], last: ExportRow, names: readonly string[]): SQL {
  return sql`(${sql.join([...key], sql`, `)}) > (${sql.join(
    names.map((name) => sql`${last[name]}`),
    sql`, `,
  )})`;
}

async function* rowBatches(db: Db, type: ExportType, batch: number): AsyncGenerator<ExportRow[]> {
  const table = type.table as unknown as Record<string, PgColumn> & ExportType['table'];
  const keyNames = keyOf(type);
  const key = keyNames.map((name) => table[name]);
  const selection = Object.fromEntries([...new Set([...keyNames, ...type.columns])].map((name) => [name, table[name]]));
  let last: ExportRow | undefined;
  for (;;) {
    const rows = (await db
      .select(selection)
      .from(type.table)
      .where(last === undefined ? undefined : pastKey(key, last, keyNames))
      .orderBy(...key.map((column) => asc(column)))
      .limit(batch)) as ExportRow[];
    if (rows.length) yield type.clean ? rows.map(type.clean) : rows;
    if (rows.length < batch) return;
    last = rows.at(-1)!;
  }
}

/** The file's text a batch of lines at a time; `counted` hears of each batch's rows, so an archive's manifest can say how many. */
export async function* exportCsv(
  db: Db,
  type: ExportType,
  counted: (rows: number) => void = () => undefined,
  batch = BATCH,
): AsyncGenerator<string> {
  yield csvLine(type.columns.map((key) => headerOf(type, key)));
  for await (const rows of rowBatches(db, type, batch)) {
    let lines = '';
    for (const row of rows) lines += csvLine(type.columns.map((key) => exportCell(row[key])));
    counted(rows.length);
    yield lines;
  }
}
