// Markets in the database: list with sort, range and filter, and the single-record writes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MarketInput } from '../../../common/schemas/market';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';
import { type ListPage, paginate, searchAny } from '../../lib/paginate';

export type MarketRow = typeof markets.$inferSelect;

export interface MarketListQuery extends ListPage<'name' | 'taxPercent' | 'createdAt' | 'updatedAt'> {
  filter: { q?: string; id?: string[]; zipCode?: string };
}

export function marketsRepository(db: Db) {
  return {
    async list({ filter, ...page }: MarketListQuery) {
      const where = and(
        searchAny(filter.q, [markets.name]),
        filter.id ? inArray(markets._id, filter.id) : undefined,
        filter.zipCode ? sql`${filter.zipCode} = any(${markets.zipCodes})` : undefined,
      );
      return paginate(db, { query: db.select().from(markets).where(where).$dynamic(), idColumn: markets._id, sortColumns: markets, page });
    },
    async get(id: string) {
      const [row] = await db.select().from(markets).where(eq(markets._id, id));
      return row;
    },
    async create(input: MarketInput) {
      const [row] = await db.insert(markets).values(input).returning();
      return row;
    },
    async update(id: string, input: MarketInput) {
      const [row] = await db.update(markets).set(input).where(eq(markets._id, id)).returning();
      return row;
    },
    async remove(id: string) {
      const [row] = await db.delete(markets).where(eq(markets._id, id)).returning();
      return row;
    },
  };
}
