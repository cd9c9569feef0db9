// `column = any($1)`: a long list sent as one array parameter. Drizzle's `inArray` makes one parameter per value, and
// building a statement of thousands of them held the server's thread for 100 to 250 ms (an import's preview).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type ArrayType = 'text' | 'uuid';

/** The column (or expression, whose type must then be named) equals one of the values. */
export function anyOf(column: PgColumn, values: readonly string[]): SQL;
export function anyOf(expression: SQLWrapper, values: readonly string[], type: ArrayType): SQL;
export function anyOf(target: PgColumn | SQLWrapper, values: readonly string[], type?: ArrayType): SQL {
  const arrayType = type ?? ((target as PgColumn).getSQLType() === 'uuid' ? 'uuid' : 'text');
  return sql`${target} = any(${sql.param([...values])}::${sql.raw(arrayType)}[])`;
}
