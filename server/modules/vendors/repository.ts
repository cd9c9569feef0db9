// Vendors in the database: the list with its market name, single reads and writes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VendorInput, VendorPrices, VendorStatus } from '../../../common/schemas/vendor';
import type { Db } from '../../db/client';
import { markets, vendorZipcodes, vendors } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { type ListPage, paginate, searchAny } from '../../lib/paginate';
import { replan } from '../scheduling';

export const VENDOR_SORT_FIELDS = ['companyName', 'commission', 'status', 'createdAt', 'updatedAt'] as const;

export interface VendorListQuery extends ListPage<(typeof VENDOR_SORT_FIELDS)[number]> {
  filter: { q?: string; id?: string[]; status?: VendorStatus; marketId?: string };
}

const withMarket = { vendor: vendors, marketName: markets.name };
type Joined = { vendor: typeof vendors.$inferSelect; marketName: string | null };

export const toVendorRecord = ({ vendor, marketName }: Joined) => ({
  ...vendor,
  marketName,
  createdAt: vendor.createdAt.toISOString(),
  updatedAt: vendor.updatedAt.toISOString(),
});

const ACTIVATE_WITHOUT_PRICE = 'server.vendors.set_price_before_making_vendor_active';

/**
 * Saves a vendor's values. Only an active vendor's zip code days plan work logs: when a vendor starts or stops being
 * active, the future pending work logs of its zip codes go to it, or to another vendor's crew or none, in the same
 * transaction.
 */
async function saveVendor(
  tx: Tx,
  vendorId: string,
  values: Partial<typeof vendors.$inferInsert> & { status: VendorStatus },
  userId: string,
) {
  // Read under the row's lock, so two saves at once cannot both see the old status and skip the re-plan.
  const [held] = await tx.select({ status: vendors.status }).from(vendors).where(eq(vendors._id, vendorId)).for('update');
  if (!held) return;
  await tx.update(vendors).set(values).where(eq(vendors._id, vendorId));
  if ((held.status === 'active') === (values.status === 'active')) return;
  const served = await tx
    .selectDistinct({ zipcode: vendorZipcodes.zipcode })
    .from(vendorZipcodes)
    .where(eq(vendorZipcodes.vendorId, vendorId));
  if (served.length) await replan(tx, { zipcodes: served.map((row) => row.zipcode) }, userId);
}

export function vendorsRepository(db: Db) {
  async function get(id: string) {
    const [row] = await db.select(withMarket).from(vendors).leftJoin(markets, eq(markets._id, vendors.marketId)).where(eq(vendors._id, id));
    return row ? toVendorRecord(row) : undefined;
  }
  return {
    get,
    async list({ filter, ...page }: VendorListQuery) {
      const where = and(
        searchAny(filter.q, [vendors.companyName, vendors.contactName]),
        filter.id ? inArray(vendors._id, filter.id) : undefined,
        filter.status ? eq(vendors.status, filter.status) : undefined,
        filter.marketId ? eq(vendors.marketId, filter.marketId) : undefined,
      );
      const query = db.select(withMarket).from(vendors).leftJoin(markets, eq(markets._id, vendors.marketId)).where(where).$dynamic();
      const { rows, ...counted } = await paginate(db, { query, idColumn: vendors._id, sortColumns: vendors, page });
      return { rows: rows.map(toVendorRecord), ...counted };
    },
    async options() {
      return db.select({ _id: vendors._id, companyName: vendors.companyName }).from(vendors).orderBy(asc(vendors.companyName));
    },
    async create({ status: _ignored, ...input }: VendorInput) {
      const [row] = await db
        .insert(vendors)
        .values({ ...input, status: 'pending_for_price' })
        .returning({ _id: vendors._id });
      return (await get(row._id))!;
    },
    async update(id: string, input: VendorInput, userId: string) {
      const current = await get(id);
      if (!current) return undefined;
      if (input.status === 'active' && !current.prices)
        throw new HttpProblem(400, ACTIVATE_WITHOUT_PRICE, { status: ACTIVATE_WITHOUT_PRICE });
      const status = input.status ?? current.status;
      await db.transaction((tx) => saveVendor(tx, id, { ...input, status }, userId));
      return get(id);
    },
    /** Setting the price ends pending_for_price; an inactive vendor stays inactive. */
    async setPrices(id: string, prices: VendorPrices, userId: string) {
      const current = await get(id);
      if (!current) return undefined;
      const status = current.status === 'pending_for_price' ? 'active' : current.status;
      await db.transaction((tx) => saveVendor(tx, id, { prices, status }, userId));
      return get(id);
    },
    async remove(id: string) {
      const found = await get(id);
      if (found) await db.delete(vendors).where(eq(vendors._id, id));
      return found;
    },
  };
}
