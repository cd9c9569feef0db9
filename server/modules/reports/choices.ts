// What the report filters offer: the markets, vendors and crews by name (a vendor's own vendor and crews only).
import { asc, eq } from 'drizzle-orm';
import type { ReportChoices } from '../../../common/schemas/report';
import { crews, markets, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';

/** `ownVendorId` cuts the choices to one vendor's (markets are left out: a vendor's reports have no market filter). */
export async function readChoices(db: Executor, ownVendorId?: string): Promise<ReportChoices> {
  const own = ownVendorId !== undefined;
  const [marketRows, vendorRows, crewRows] = await Promise.all([
    own ? [] : db.select({ id: markets._id, name: markets.name }).from(markets).orderBy(asc(markets.name)),
    db
      .select({ id: vendors._id, name: vendors.companyName })
      .from(vendors)
      .where(own ? eq(vendors._id, ownVendorId) : undefined)
      .orderBy(asc(vendors.companyName)),
    db
      .select({ id: crews._id, name: crews.name, vendorId: crews.vendorId })
      .from(crews)
      .where(own ? eq(crews.vendorId, ownVendorId) : undefined)
      .orderBy(asc(crews.name)),
  ]);
  return { markets: marketRows, vendors: vendorRows, crews: crewRows };
}
