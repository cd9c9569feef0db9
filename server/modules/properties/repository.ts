// Properties with their customer and market: the back office's list and free-text search.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { propertyListFilter } from '../../../common/schemas/property';
import type { Db } from '../../db/client';
import { customers, markets, properties } from '../../db/schema';

export const PROPERTY_SORT_FIELDS = ['address', 'zipcode', 'status', 'customerName', 'market', 'lotSize', 'updatedAt'] as const;
type SortField = (typeof PROPERTY_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<SortField, SQL | AnyPgColumn> = {
  address: properties.address,
  zipcode: properties.zipcode,
  status: properties.status,
  customerName: sql`${customers.lastName} || ' ' || ${customers.firstName}`,
  market: markets.name,
  lotSize: properties.lotSize,
  updatedAt: properties.updatedAt,
};

/** Free text matches the customer's name, e-mail and phone digits, and the property's address and zip code. */
function matchesText(text: string) {
  const pattern = `%${text.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    ilike(properties.address, pattern),
    ilike(properties.zipcode, pattern),
    digits.length >= 3 ? ilike(customers.mobile, `%${digits}%`) : undefined,
  );
}

export function propertiesRepository(db: Db) {
  return {
    async list(query: { sort: [SortField, 'ASC' | 'DESC']; range: [number, number]; filter: z.infer<typeof propertyListFilter> }) {
      const { sort: [field, order], range: [start, end], filter } = query;
      const where = and(
        filter.q ? matchesText(filter.q) : undefined,
        filter.marketId ? eq(properties.marketId, filter.marketId) : undefined,
        filter.status ? eq(properties.status, filter.status) : undefined,
        filter.source ? eq(customers.source, filter.source) : undefined,
        filter.customerId ? eq(properties.customerId, filter.customerId) : undefined,
        eq(properties.isArchived, filter.isArchived ?? false),
      );
      const sortColumn = SORT_COLUMNS[field];
      const rows = await db
        .select({ property: properties, customer: customers, market: { _id: markets._id, name: markets.name } })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(where)
        .orderBy(order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(properties._id))
        .offset(start)
        .limit(end - start + 1);
      const [{ total }] = await db
        .select({ total: count() })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .where(where);
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
