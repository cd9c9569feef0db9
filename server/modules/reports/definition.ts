// What a report is on the server: a SQL select of its rows (grouped in the database) and the columns that key and
// order them, plus the filter fragments the reports share.
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilter, ReportKey, ReportRow } from '../../../common/schemas/report';

export interface ReportScope {
  /** A vendor's own id: the report is cut to it whatever the filter names. */
  vendorId?: string;
  /** The business's time zone, for reports that read the day of an instant. */
  timeZone: string;
}

export interface ReportQuery {
  /** Every column of the report's shape, plus the key columns. */
  select: SQL;
  /** Output columns, never null, that order the rows and tell any two apart: the keyset the CSV export pages on. */
  key: readonly string[];
  /** A cheaper count of the rows than counting the select (a row-level report counts its table alone). */
  count?: SQL;
  /** Each row as the report answers it, from the row its select read (ratios worked out from the sums read). */
  derive?: (row: ReportRow) => ReportRow;
}

export type ReportBuilder = (filter: ReportFilter, scope: ReportScope) => ReportQuery;
export type ReportBuilders<K extends ReportKey> = Record<K, ReportBuilder>;

/** `and` of the fragments given, true when none is. */
export function allOf(conditions: readonly (SQL | false | '' | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** The vendor a report is cut to: the vendor's own, else the filter's. */
export const vendorOf = (filter: ReportFilter, scope: ReportScope) => scope.vendorId ?? filter.vendorId;

/** Conditions on a day column from the filter's dates (both ends included). */
export function dateRange(column: SQL, filter: ReportFilter): (SQL | undefined)[] {
  return [
    filter.dateFrom ? sql`${column} >= ${filter.dateFrom}` : undefined,
    filter.dateTo ? sql`${column} <= ${filter.dateTo}` : undefined,
  ];
}

/** The first day of the period holding a day column, as yyyy-MM-dd. */
export const periodStart = (column: SQL, period: ReportFilter['period']) => sql`to_char(date_trunc(${period}, ${column}), 'YYYY-MM-DD')`;
