// Runs a report's select: a page of its rows with the count, or every row in keyset batches for the CSV export.
import { type SQL, sql } from 'drizzle-orm';
import type { ReportPage, ReportRow } from '../../../common/schemas/report';
import type { Executor } from '../../lib/history';
import type { ReportQuery } from './definition';

const TOTAL = '__total';
/** Rows read per statement while exporting. */
export const EXPORT_BATCH = 5_000;

const column = (name: string) => sql.identifier(name);
const ordered = (key: readonly string[]) =>
  sql.join(
    key.map((name) => sql`r.${column(name)}`),
    sql`, `,
  );

async function rowsOf(db: Executor, query: SQL): Promise<ReportRow[]> {
  return (await db.execute(query)).rows as ReportRow[];
}

export async function countRows(db: Executor, report: ReportQuery): Promise<number> {
  const [row] = await rowsOf(db, report.count ?? sql`select count(*)::int as "total" from (${report.select}) r`);
  return Number(row?.total ?? 0);
}

/**
 * `length` rows after `start`, in the report's key order, and how many rows the report holds. A grouped report is
 * grouped once, its count read beside the page (`count(*) over ()`); a report with a count of its own asks it apart.
 */
export async function readPage(db: Executor, report: ReportQuery, start: number, length: number): Promise<ReportPage> {
  const page = (extra: SQL) =>
    sql`select *${extra} from (${report.select}) r order by ${ordered(report.key)} limit ${length} offset ${start}`;
  const derive = report.derive ?? ((row: ReportRow) => row);
  if (report.count) {
    const [list, total] = await Promise.all([rowsOf(db, page(sql``)), countRows(db, report)]);
    return { list: list.map(derive), total };
  }
  const rows = await rowsOf(db, page(sql`, count(*) over ()::int as "${sql.raw(TOTAL)}"`));
  const total = rows.length ? Number(rows[0][TOTAL]) : start > 0 ? await countRows(db, report) : 0;
  return { list: rows.map(({ [TOTAL]: _total, ...row }) => derive(row)), total };
}

/**
 * Every row in key order, a batch per statement: each batch starts after the last row of the one before, so a
 * statement reads only its own rows through an index rather than skipping all those already sent. The next batch is
 * asked for as soon as a full one arrives, so the database reads it while the caller writes this one out.
 */
export async function* rowBatches(db: Executor, report: ReportQuery, batch = EXPORT_BATCH): AsyncGenerator<ReportRow[]> {
  const read = (after?: ReportRow) => {
    const past = after
      ? sql`where (${ordered(report.key)}) > (${sql.join(
          report.key.map((name) => sql`${after[name]}`),
          sql`, `,
        )})`
      : sql``;
    const rows = rowsOf(db, sql`select * from (${report.select}) r ${past} order by ${ordered(report.key)} limit ${batch}`);
    // A caller that stops early leaves the batch read ahead unawaited: its failure must not go unhandled.
    rows.catch(() => undefined);
    return rows;
  };
  let next = read();
  for (;;) {
    const rows = await next;
    const full = rows.length === batch;
    if (full) next = read(rows[rows.length - 1]);
    yield report.derive ? rows.map(report.derive) : rows;
    if (!full) return;
  }
}

/** Every row in key order, one at a time (the batches of `rowBatches`). */
export async function* allRows(db: Executor, report: ReportQuery, batch = EXPORT_BATCH): AsyncGenerator<ReportRow> {
  for await (const rows of rowBatches(db, report, batch)) yield* rows;
}
