// Markets in the database: list with sort, range and filter, and the single-record writes.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { MarketInput } from '../../../common/schemas/market';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';

export type MarketRow = typeof markets.$inferSelect;

export interface MarketListQuery {
  sort: ['name' | 'taxPercent' | 'createdAt' | 'updatedAt', 'ASC' | 'DESC'];
  range: [number, number];
  filter: { q?: string; id?: string[]; zipCode?: string };
}

export function marketsRepository(db: Db) {
  return {
    async list({ sort, range, filter }: MarketListQuery) {
      const where = and(
        filter.q ? ilike(markets.name, `%${filter.q}%`) : undefined,
        filter.id ? inArray(markets._id, filter.id) : undefined,
        filter.zipCode ? sql`${filter.zipCode} = any(${markets.zipCodes})` : undefined,
      );
      const [field, order] = sort;
      const [start, end] = range;
      const rows = await db
        .select()
        .from(markets)
        .where(where)
        .orderBy(order === 'ASC' ? asc(markets[field]) : desc(markets[field]), asc(markets._id))
        .offset(start)
        .limit(end - start + 1);
      const [{ total }] = await db.select({ total: count() }).from(markets).where(where);
      return { rows, total };
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
