// The customers domain's read entrance: what another domain reads of a customer or a property by id, through the
// door, instead of querying the customers and properties tables itself (build/tableReads.ts counts the reads that
// still do; server/tableReads.test.ts pins their ceiling). A join inside a larger query stays where it is.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customers, properties } from '../../db/schema';
import { anyOf } from '../../lib/anyOf';
import type { Executor } from '../../db/client';

export type CustomerRow = typeof customers.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;

/** The named columns of a table, as a select's fields; the row's type is the caller's `Pick` of the table's row. */
function columnsOf(table: typeof customers | typeof properties, names: readonly string[]): Record<string, PgColumn> {
  const columns = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(names.map((name) => [name, columns[name]]));
}

/** These columns of a property (every column when none are named), or undefined when there is no such property. */
export async function readProperty<K extends keyof PropertyRow>(
  db: Executor,
  propertyId: string,
  ...names: K[]
): Promise<Pick<PropertyRow, K> | undefined> {
  const query = names.length ? db.select(columnsOf(properties, names)).from(properties) : db.select().from(properties);
  const [row] = await query.where(eq(properties._id, propertyId));
  return row as Pick<PropertyRow, K> | undefined;
}

/** These columns of each of these properties that exists, in no particular order; none asked, none read. */
export async function readProperties<K extends keyof PropertyRow>(
  db: Executor,
  propertyIds: Iterable<string>,
  ...names: K[]
): Promise<Pick<PropertyRow, K>[]> {
  const ids = [...new Set(propertyIds)];
  if (!ids.length) return [];
  const query = names.length ? db.select(columnsOf(properties, names)).from(properties) : db.select().from(properties);
  return (await query.where(anyOf(properties._id, ids))) as Pick<PropertyRow, K>[];
}

/** A property's street address, or undefined when there is no such property. */
export async function propertyAddress(db: Executor, propertyId: string): Promise<string | undefined> {
  return (await readProperty(db, propertyId, 'address'))?.address;
}

/** These columns of a customer (every column when none are named), or undefined when there is no such customer. */
export async function readCustomer<K extends keyof CustomerRow>(
  db: Executor,
  customerId: string,
  ...names: K[]
): Promise<Pick<CustomerRow, K> | undefined> {
  const query = names.length ? db.select(columnsOf(customers, names)).from(customers) : db.select().from(customers);
  const [row] = await query.where(eq(customers._id, customerId));
  return row as Pick<CustomerRow, K> | undefined;
}

/**
 * Locks a customer's row for the rest of the transaction (`select … for update`), so that two writers of the customer's
 * money wait for each other; false when there is no such customer.
 */
export async function lockCustomer(tx: Executor, customerId: string): Promise<boolean> {
  const rows = await tx.select({ _id: customers._id }).from(customers).where(eq(customers._id, customerId)).for('update');
  return rows.length > 0;
}

/** The ids of a customer's properties that are not archived. */
export async function activePropertyIds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ _id: properties._id })
    .from(properties)
    .where(and(eq(properties.customerId, customerId), eq(properties.isArchived, false)));
  return rows.map((row) => row._id);
}

/** These columns of a customer's first property (the one added first), archived or not; undefined when it has none. */
export async function firstProperty<K extends keyof PropertyRow>(
  db: Executor,
  customerId: string,
  ...names: K[]
): Promise<Pick<PropertyRow, K> | undefined> {
  const query = names.length ? db.select(columnsOf(properties, names)).from(properties) : db.select().from(properties);
  const [row] = await query.where(eq(properties.customerId, customerId)).orderBy(asc(properties.createdAt)).limit(1);
  return row as Pick<PropertyRow, K> | undefined;
}

/** The customers whose mobile is this number (ten digits), every column. */
export async function customersByMobile(db: Executor, mobile: string): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.mobile, mobile));
}

/** A property's row, locked for the rest of the transaction (`select … for update`); undefined when there is none. */
export async function lockProperty(tx: Executor, propertyId: string): Promise<PropertyRow | undefined> {
  const [row] = await tx.select().from(properties).where(eq(properties._id, propertyId)).for('update');
  return row;
}

/** The ids of a market's properties, as a subquery for `inArray` (a market may hold thousands). */
export const propertyIdsOfMarket = (db: Executor, marketId: string) =>
  db.select({ _id: properties._id }).from(properties).where(eq(properties.marketId, marketId));

/** A property's lot size (sq ft, null when unknown) as an expression of a larger query, for the property `propertyId` names. */
export const lotSizeOf = (propertyId: SQL) => sql`(select lot.lot_size from properties lot where lot._id = ${propertyId})`;

/**
 * Each property's id and its address with its city ("1 Elm St, Austin"; null when either is missing), as a table a
 * larger query joins: a report names its rows in its own statement.
 */
export const propertyAddresses = sql`(select place._id, place.address || ', ' || place.city as address from properties place)`;
