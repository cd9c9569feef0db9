// One page of a list: its order (any sort field or `id`, ties broken by id), its range, its total, and safe search text.
import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './history';

export type SortOrder = 'ASC' | 'DESC';

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
export function listOrder<Field extends string>(idColumn: AnyPgColumn, sortColumns: Record<Field, AnyPgColumn | SQL>, [field, order]: [Field | 'id', SortOrder]) {
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
  { query, idColumn, sortColumns, page: { sort, range: [start, end] }, countQuery = query }: PaginateOptions<Query, Field>,
): Promise<{ rows: Query['_']['result']; total: number }> {
  // Built before the order and range are added, since the builder changes in place.
  const listed = countQuery.getSQL();
  const size = end - start + 1;
  const rows: Query['_']['result'] = await query
    .orderBy(...listOrder(idColumn, sortColumns, sort))
    .offset(start)
    .limit(size);
  if (rows.length > 0 && rows.length < size) return { rows, total: start + rows.length };
  if (rows.length === 0 && start === 0) return { rows, total: 0 };
  const [{ total }] = await executor.select({ total: count() }).from(sql`(${listed}) as listed`);
  return { rows, total };
}

/** `%`, `_` and `\` in search text are the characters themselves, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching values that contain `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The search box: any of the columns contains the text, case-insensitively. */
export function searchAny(text: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
