// Properties with their customer and market: the back office's list and free-text search.
import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListPosition, propertyListFilter } from '../../../common/schemas/property';
import type { Db } from '../../db/client';
import { customers, markets, properties, services } from '../../db/schema';

export const PROPERTY_SORT_FIELDS = ['address', 'zipcode', 'status', 'customerName', 'market', 'lotSize', 'updatedAt'] as const;
type SortField = (typeof PROPERTY_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<SortField, SQL | AnyPgColumn> = {
  address: properties.address,
  zipcode: properties.zipcode,
  status: properties.status,
  customerName: properties.customerSortName,
  market: markets.name,
  lotSize: properties.lotSize,
  updatedAt: properties.updatedAt,
};

/** Free text matches the customer's name, e-mail and phone digits, and the property's address and zip code. */
function matchesText(text: string) {
  const pattern = `%${text.toLowerCase().replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  // Only text that looks like a phone number searches phones, so '107 Main St' does not match every 107 in a number.
  const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return or(like(properties.searchText, pattern), digits.length >= 3 ? like(properties.searchText, `%${digits}%`) : undefined);
}

type Filter = z.infer<typeof propertyListFilter>;
type Sort = [SortField, 'ASC' | 'DESC'];

function whereOf(filter: Filter) {
  return and(
    filter.q ? matchesText(filter.q) : undefined,
    filter.marketId ? eq(properties.marketId, filter.marketId) : undefined,
    filter.status ? eq(properties.status, filter.status) : undefined,
    filter.source ? eq(customers.source, filter.source) : undefined,
    filter.customerId ? eq(properties.customerId, filter.customerId) : undefined,
    filter.serviceType || filter.frequency !== undefined
      ? sql`exists (select 1 from ${services} where ${services.propertyId} = ${properties._id} and ${services.status} <> 'cancel'${
          filter.serviceType ? sql` and ${services.type} = ${filter.serviceType}` : sql``
        }${filter.frequency !== undefined ? sql` and ${services.frequency} = ${filter.frequency}` : sql``})`
      : undefined,
    eq(properties.isArchived, filter.isArchived ?? false),
  );
}

function orderOf([field, order]: Sort) {
  const column = SORT_COLUMNS[field];
  return [order === 'ASC' ? asc(column) : desc(column), asc(properties._id)];
}

export function propertiesRepository(db: Db) {
  /** Row numbers of the whole filtered list in its order; navigation reads neighbours from it. */
  const ranked = (sort: Sort, filter: Filter) =>
    db
      .select({ _id: properties._id, n: sql<number>`row_number() over (order by ${sql.join(orderOf(sort), sql`, `)})`.mapWith(Number).as('n') })
      .from(properties)
      .innerJoin(customers, eq(customers._id, properties.customerId))
      .leftJoin(markets, eq(markets._id, properties.marketId))
      .where(whereOf(filter))
      .as('ranked');

  return {
    /** Where a property stands in the list the user was browsing, with the first, previous, next and last ids. */
    async position(query: { sort: Sort; filter: Filter }, propertyId: string): Promise<ListPosition | null> {
      const list = ranked(query.sort, query.filter);
      const [current] = await db.select({ n: list.n }).from(list).where(eq(list._id, propertyId));
      const [{ total }] = await db.select({ total: count() }).from(list);
      if (!current) return null;
      const wanted = [1, current.n - 1, current.n + 1, total];
      const rows = await db.select({ _id: list._id, n: list.n }).from(list).where(inArray(list.n, wanted));
      const at = (n: number) => rows.find((row) => row.n === n)?._id ?? null;
      return { index: current.n - 1, total, first: at(1), prev: at(current.n - 1), next: at(current.n + 1), last: at(total) };
    },

    async idAt(query: { sort: Sort; filter: Filter }, index: number) {
      const [row] = await db.select({ _id: properties._id }).from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(whereOf(query.filter)).orderBy(...orderOf(query.sort)).offset(index).limit(1);
      return row?._id ?? null;
    },

    async list(query: { sort: Sort; range: [number, number]; filter: Filter }) {
      const { sort, range: [start, end], filter } = query;
      const where = whereOf(filter);
      const rows = await db
        .select({ property: properties, customer: customers, market: { _id: markets._id, name: markets.name } })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(where)
        .orderBy(...orderOf(sort))
        .offset(start)
        .limit(end - start + 1);
      const counted = db.select({ total: count() }).from(properties);
      const [{ total }] = await (filter.source ? counted.innerJoin(customers, eq(customers._id, properties.customerId)) : counted).where(where);
      return {
        total,
        rows: rows.map(({ property, customer, market }) => ({
          _id: property._id,
          address: property.address,
          city: property.city,
          zipcode: property.zipcode,
          status: property.status,
          isArchived: property.isArchived,
          lotSize: property.lotSize,
          lotSizeCategory: property.lotSizeCategory,
          latitude: property.latitude,
          longitude: property.longitude,
          market: market?._id ? { _id: market._id, name: market.name } : null,
          customer: {
            _id: customer._id,
            name: { first: customer.firstName, last: customer.lastName },
            email: customer.email,
            mobile: customer.mobile,
            source: customer.source,
          },
          updatedAt: property.updatedAt.toISOString(),
        })),
      };
    },
  };
}
