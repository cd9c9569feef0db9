// A child table's rows read as one JSON column of the parent's select (a visit's photos beside the visit): one statement
// where a read per child table took one each, each value mapped as Drizzle maps its column.
import { type Column, type SQL, sql } from 'drizzle-orm';

type Columns = Record<string, Column>;
type ValueOf<C extends Column> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;
export type JsonRow<C extends Columns> = { [K in keyof C]: ValueOf<C[K]> };

/** `columns` of the rows `from` (its `from … where …`) selects, ordered by `orderBy`, as an array (empty for none). */
export function jsonRows<C extends Columns>(columns: C, from: SQL, orderBy: SQL): SQL<JsonRow<C>[]> {
  const entries = Object.entries(columns);
  const pairs = entries.map(([key, column]) => {
    if (!/^\w+$/.test(key)) throw new Error(`${key} is no JSON key jsonRows writes`);
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  const object = sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  return sql`(select coalesce(json_agg(${object} order by ${orderBy}), '[]'::json) ${from})`.mapWith((value: unknown) => {
    const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
    return rows.map((row) =>
      Object.fromEntries(entries.map(([key, column]) => [key, row[key] == null ? null : column.mapFromDriverValue(row[key])])),
    );
  }) as SQL<JsonRow<C>[]>;
}
