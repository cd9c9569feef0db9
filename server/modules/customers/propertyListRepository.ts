// Properties with their customer and market: the back office's list and free-text search.
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListPosition, propertyListFilter } from '../../../common/schemas/property';
import type { Db } from '../../db/client';
import { customers, markets, properties, services } from '../../db/schema';
import { containsPattern, listOrder, listTotal, type SortOrder, unaccented } from '../../lib/paginate';

export const PROPERTY_SORT_FIELDS = [
  'address',
  'zipcode',
  'status',
  'customerName',
  'market',
  'lotSize',
  'updatedAt',
  'createdAt',
] as const;
type SortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** Never null, so that record-to-record navigation can compare a row's sort key with its neighbours'. */
const SORT_COLUMNS: Record<SortField | 'id', SQL | AnyPgColumn> = {
  id: properties._id,
  address: properties.address,
  zipcode: properties.zipcode,
  status: properties.status,
  customerName: properties.customerSortName,
  market: sql`coalesce(${markets.name}, '')`,
  lotSize: sql`coalesce(${properties.lotSize}, 0)`,
  updatedAt: properties.updatedAt,
  createdAt: properties.createdAt,
};

/** Free text matches the customer's name, e-mail and phone digits, and the property's address and zip code. */
function matchesText(text: string) {
  // The column is kept lower-cased and unaccented (migrations 0003 and 0036), so the text is folded the same way.
  const pattern = unaccented(containsPattern(text.toLowerCase()));
  // Only text that looks like a phone number searches phones, so '107 Main St' does not match every 107 in a number.
  const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return or(like(properties.searchText, pattern), digits.length >= 3 ? like(properties.searchText, `%${digits}%`) : undefined);
}

type Filter = z.infer<typeof propertyListFilter>;
type Sort = [SortField | 'id', SortOrder];

function whereOf(filter: Filter) {
  return and(
    filter.q ? matchesText(filter.q) : undefined,
    filter.marketId ? eq(properties.marketId, filter.marketId) : undefined,
    filter.status ? eq(properties.status, filter.status) : undefined,
    filter.source ? eq(customers.source, filter.source) : undefined,
    filter.customerId ? eq(properties.customerId, filter.customerId) : undefined,
    filter.locationApproximate === undefined ? undefined : eq(properties.locationApproximate, filter.locationApproximate),
    filter.serviceType || filter.frequency !== undefined
      ? sql`exists (select 1 from ${services} where ${services.propertyId} = ${properties._id} and ${services.status} <> 'cancel'${
          filter.serviceType ? sql` and ${services.type} = ${filter.serviceType}` : sql``
        }${filter.frequency !== undefined ? sql` and ${services.frequency} = ${filter.frequency}` : sql``})`
      : undefined,
    eq(properties.isArchived, filter.isArchived ?? false),
  );
}

function orderOf(sort: Sort) {
  return listOrder(properties._id, SORT_COLUMNS, sort);
}

/** The list's order backwards, for the row before a property and for the last row. */
function reversedOrderOf([field, order]: Sort) {
  const column = SORT_COLUMNS[field];
  return [order === 'ASC' ? desc(column) : asc(column), desc(properties._id)];
}

/** Rows that come before the one whose sort key is `key` (ties broken by _id, always ascending). */
function comesBefore([field, order]: Sort, key: string, id: string) {
  const column = SORT_COLUMNS[field];
  const earlier = order === 'ASC' ? sql`${column} < ${key}` : sql`${column} > ${key}`;
  return or(earlier, and(sql`${column} = ${key}`, sql`${properties._id} < ${id}`));
}

function comesAfter([field, order]: Sort, key: string, id: string) {
  const column = SORT_COLUMNS[field];
  const later = order === 'ASC' ? sql`${column} > ${key}` : sql`${column} < ${key}`;
  return or(later, and(sql`${column} = ${key}`, sql`${properties._id} > ${id}`));
}

export function propertiesRepository(db: Db) {
  // Counting and stepping join the customer and the market only when the filter or the sort reads them.
  const joinsFor = ({ sort, filter }: { sort: Sort; filter: Filter }) =>
    sql.join(
      [
        filter.source ? sql`join ${customers} on ${customers._id} = ${properties.customerId}` : sql``,
        sort[0] === 'market' ? sql`left join ${markets} on ${markets._id} = ${properties.marketId}` : sql``,
      ],
      sql` `,
    );
  const idWhere = async (list: { sort: Sort; filter: Filter }, where: SQL | undefined, order: SQL[]) => {
    const { rows } = await db.execute<{ _id: string }>(
      sql`select ${properties._id} from ${properties} ${joinsFor(list)} where ${where ?? sql`true`} order by ${sql.join(order, sql`, `)} limit 1`,
    );
    return rows[0]?._id ?? null;
  };
  const countWhere = async (list: { sort: Sort; filter: Filter }, where: SQL | undefined) => {
    const { rows } = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from ${properties} ${joinsFor(list)} where ${where ?? sql`true`}`,
    );
    return Number(rows[0].total);
  };
  const sortKeyOf = async (list: { sort: Sort; filter: Filter }, where: SQL | undefined) => {
    // As text, so a timestamp keeps its microseconds when it comes back as a parameter.
    const { rows } = await db.execute<{ key: string }>(
      sql`select (${SORT_COLUMNS[list.sort[0]]})::text as key from ${properties} ${joinsFor(list)} where ${where ?? sql`true`}`,
    );
    return rows[0]?.key;
  };

  return {
    /**
     * Where a property stands in the list the user was browsing, with the first, previous, next and last ids. Each
     * neighbour is one index lookup from the property's own sort key, rather than numbering the whole list.
     */
    async position({ sort, filter }: { sort: Sort; filter: Filter }, propertyId: string): Promise<ListPosition | null> {
      const where = whereOf(filter);
      const list = { sort, filter };
      const key = await sortKeyOf(list, and(where, eq(properties._id, propertyId)));
      if (key === undefined) return null;
      const [index, total, first, prev, next, last] = await Promise.all([
        countWhere(list, and(where, comesBefore(sort, key, propertyId))),
        countWhere(list, where),
        idWhere(list, where, orderOf(sort)),
        idWhere(list, and(where, comesBefore(sort, key, propertyId)), reversedOrderOf(sort)),
        idWhere(list, and(where, comesAfter(sort, key, propertyId)), orderOf(sort)),
        idWhere(list, where, reversedOrderOf(sort)),
      ]);
      return { index, total, first, prev, next, last };
    },

    async idAt(query: { sort: Sort; filter: Filter }, index: number) {
      const [row] = await db
        .select({ _id: properties._id })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(whereOf(query.filter))
        .orderBy(...orderOf(query.sort))
        .offset(index)
        .limit(1);
      return row?._id ?? null;
    },

    async list(query: { sort: Sort; range: [number, number]; filter: Filter }) {
      const {
        sort,
        range: [start, end],
        filter,
      } = query;
      const where = sql`${whereOf(filter) ?? sql`true`}`;
      const size = end - start + 1;
      // The page's ids first, walking the sort's index without the joins it does not need (page 500 then reads 5,000
      // index entries, not 5,000 joined rows); only the page's own rows join their customer and market.
      const pageIds = sql`select ${properties._id} from ${properties} ${joinsFor(query)} where ${where} order by ${sql.join(orderOf(sort), sql`, `)} offset ${start} limit ${size}`;
      const rows = await db
        .select({ property: properties, customer: customers, market: { _id: markets._id, name: markets.name } })
        .from(properties)
        .innerJoin(customers, eq(customers._id, properties.customerId))
        .leftJoin(markets, eq(markets._id, properties.marketId))
        .where(sql`${properties._id} in (${pageIds})`)
        .orderBy(...orderOf(sort));
      const listed = sql`select ${properties._id} from ${properties} ${joinsFor({ sort: ['id', 'ASC'], filter })} where ${where}`;
      return {
        ...(await listTotal(db, listed, { start, size, rowsRead: rows.length })),
        rows: rows.map(({ property, customer, market }) => ({
          _id: property._id,
          address: property.address,
          city: property.city,
          state: property.state,
          zipcode: property.zipcode,
          status: property.status,
          isArchived: property.isArchived,
          lotSize: property.lotSize,
          lotSizeCategory: property.lotSizeCategory,
          latitude: property.latitude,
          longitude: property.longitude,
          locationApproximate: property.locationApproximate,
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
