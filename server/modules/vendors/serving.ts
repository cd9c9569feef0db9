// Which vendor serves a zip code, as the planner chooses it: an active vendor with the zip code in its territory, the
// primary one first, then the oldest. A quote reads it for its lead and prices its lines from its prices.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { VendorPrices } from '../../../common/schemas/vendor';
import { vendorZipcodes, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';

export interface ServingVendor {
  _id: string;
  companyName: string;
  prices: VendorPrices | null;
}

export async function vendorForZip(executor: Executor, zipcode: string): Promise<ServingVendor | null> {
  const [vendor] = await executor
    .select({ _id: vendors._id, companyName: vendors.companyName, prices: vendors.prices })
    .from(vendorZipcodes)
    .innerJoin(vendors, eq(vendors._id, vendorZipcodes.vendorId))
    .where(and(eq(vendors.status, 'active'), eq(vendorZipcodes.zipcode, zipcode.slice(0, 5))))
    .orderBy(desc(vendors.isPrimary), asc(vendors.createdAt), asc(vendors._id))
    .limit(1);
  return vendor ?? null;
}
