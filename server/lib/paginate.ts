// One page of a list: its order (any sort field or `id`, ties broken by id), its range, its total, and safe search text.
import { asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './history';

export type SortOrder = 'ASC' | 'DESC';

/**
 * Lists count their rows exactly up to this many; past it the total is the planner's estimate, since an exact count
 * visits every row (docs/performance.md, Counts at scale). Config `listExactCountLimit` changes it per app.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** Each app's limit, keyed by its database handle so that apps sharing a process (tests) keep their own. */
const exactCountLimits = new WeakMap<Executor, number>();

export function setExactCountLimit(executor: Executor, limit: number): void {
  exactCountLimits.set(executor, limit);
}

/** A list's row count, and whether it is the planner's estimate rather than exact. */
export interface ListTotal {
  total: number;
  totalIsEstimate: boolean;
}

/** What `listQuery` parsed: react-admin's sort (a field or `id`) and row range. */
export interface ListPage<Field extends string> {
  sort: [Field | 'id', SortOrder];
  range: [number, number];
}

export interface PaginateOptions<Query extends PgSelect, Field extends string> {
  /** The list's select with its joins and where; ordered and cut here. */
  query: Query;
  /** The listed table's `_id`: what `id` sorts by and what breaks ties, so that pages never overlap. */
  idColumn: AnyPgColumn;
  sortColumns: Record<Field, AnyPgColumn | SQL>;
  page: ListPage<Field>;
  /**
   * The same rows without the joins the where does not need, to count them: a count through inner joins visits every
   * joined row (a crew's day of 1,500 rows spent 88 of its 100 ms there).
   */
  countQuery?: PgSelect;
}

/** ORDER BY for a list: the chosen column, then the id so rows with equal keys keep one order from page to page. */
export function listOrder<Field extends string>(
  idColumn: AnyPgColumn,
  sortColumns: Record<Field, AnyPgColumn | SQL>,
  [field, order]: [Field | 'id', SortOrder],
) {
  const direction = order === 'ASC' ? asc : desc;
  if (field === 'id') return [direction(idColumn)];
  return [direction(sortColumns[field as Field]), asc(idColumn)];
}

/**
 * The rows of one page and how many the whole list holds. The count is a second query, asked only when the page does
 * not already tell it: a page that is not full (and not past the end) ends the list, so most calls make one query.
 */
export async function paginate<Query extends PgSelect, Field extends string>(
  executor: Executor,
  {
    query,
    idColumn,
    sortColumns,
    page: {
      sort,
      range: [start, end],
    },
    countQuery = query,
  }: PaginateOptions<Query, Field>,
): Promise<{ rows: Query['_']['result'] } & ListTotal> {
  // Built before the order and range are added, since the builder changes in place.
  const listed = countQuery.getSQL();
  const size = end - start + 1;
  const rows: Query['_']['result'] = await query
    .orderBy(...listOrder(idColumn, sortColumns, sort))
    .offset(start)
    .limit(size);
  return { rows, ...(await listTotal(executor, listed, { start, size, rowsRead: rows.length })) };
}

/**
 * How many rows `listed` holds, given that the page of `size` rows from `start` brought `rowsRead`. Exact while the
 * list is small: a page that is not full ends it, and otherwise a count stopped at the limit settles it. Past the
 * limit an exact count would visit every row, so the total is the planner's estimate instead, never below what the
 * pages show exists: react-admin then offers the next page while the current one is full.
 */
export async function listTotal(
  executor: Executor,
  listed: SQL,
  { start, size, rowsRead }: { start: number; size: number; rowsRead: number },
): Promise<ListTotal> {
  if (rowsRead > 0 && rowsRead < size) return { total: start + rowsRead, totalIsEstimate: false };
  if (rowsRead === 0 && start === 0) return { total: 0, totalIsEstimate: false };
  const limit = exactCountLimits.get(executor) ?? EXACT_COUNT_LIMIT;
  const seen = start + rowsRead;
  if (rowsRead === 0 || seen <= limit) {
    const {
      rows: [{ total }],
    } = await executor.execute<{ total: number }>(sql`select count(*)::int as total from (${listed} limit ${limit + 1}) as listed`);
    if (total <= limit) return { total, totalIsEstimate: false };
  }
  const estimate = await plannedRows(executor, listed);
  // An empty page past the end caps the list at its start; a full page promises at least one row more.
  const total = rowsRead === 0 ? Math.min(Math.max(estimate, limit + 1), start) : Math.max(estimate, limit + 1, seen + 1);
  return { total, totalIsEstimate: true };
}

/**
 * The planner's row estimate for a query, from EXPLAIN without running it: from the table's statistics (pg_class
 * reltuples scaled to its current size) and, for a filtered list, the filter's selectivity. A fraction of a millisecond.
 */
async function plannedRows(executor: Executor, listed: SQL): Promise<number> {
  const {
    rows: [explained],
  } = await executor.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${listed}`);
  const plan = explained['QUERY PLAN'];
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(Plan['Plan Rows']);
}

/** `%`, `_` and `\` in search text are the characters themselves, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching values that contain `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Text as the `unaccent` extension (migration 0036) folds it: "Peña" → "Pena". */
export const unaccented = (text: string | SQL) => sql`unaccent(${text})`;

/** The search box: any of the columns contains the text, ignoring case and accents ("pena" finds "PEÑA"). */
export function searchAny(text: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = unaccented(containsPattern(text));
  return or(...columns.map((column) => sql`unaccent(${column}) ilike ${pattern}`));
}
