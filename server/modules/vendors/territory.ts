// A vendor's territory: the zip codes of the market staff assigned it, and the zip code and week day pairs another vendor serves.
import type { Message } from '../../../common/i18n/catalog';
import { and, asc, eq, exists, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  VENDOR_WITHOUT_MARKET,
  type VendorZipcode,
  ZIPCODE_OUTSIDE_MARKET,
  type ZipcodeConflict,
  zipcodeTakenMessage,
} from '../../../common/schemas/vendor';
import { markets, vendorZipcodes, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';

type ZipcodeDay = Pick<VendorZipcode, 'zipcode' | 'weekDay'>;

/** An empty set for a vendor without a market: it may add no zip code of its own. */
export async function marketZipcodes(executor: Executor, marketId: string | null): Promise<Set<string>> {
  if (!marketId) return new Set();
  const [market] = await executor.select({ zipCodes: markets.zipCodes }).from(markets).where(eq(markets._id, marketId));
  return new Set(market?.zipCodes ?? []);
}

/** Rows of other vendors on the same zip code and week day as one of `rows`. */
export async function conflictsWith(executor: Executor, vendorId: string, rows: readonly ZipcodeDay[]): Promise<ZipcodeConflict[]> {
  if (!rows.length) return [];
  return executor
    .select({ zipcode: vendorZipcodes.zipcode, weekDay: vendorZipcodes.weekDay, vendorId: vendors._id, vendorName: vendors.companyName })
    .from(vendorZipcodes)
    .innerJoin(vendors, eq(vendors._id, vendorZipcodes.vendorId))
    .where(
      and(
        ne(vendorZipcodes.vendorId, vendorId),
        or(...rows.map((row) => and(eq(vendorZipcodes.zipcode, row.zipcode), eq(vendorZipcodes.weekDay, row.weekDay)))),
      ),
    )
    .orderBy(asc(vendorZipcodes.zipcode), asc(vendorZipcodes.weekDay), asc(vendors.companyName));
}

/** Every zip code and week day served by more than one vendor, one row per vendor, for staff to resolve. */
export async function allConflicts(executor: Executor): Promise<ZipcodeConflict[]> {
  const other = alias(vendorZipcodes, 'other');
  const sharedDay = executor
    .select({ one: sql`1` })
    .from(other)
    .where(
      and(
        eq(other.zipcode, vendorZipcodes.zipcode),
        eq(other.weekDay, vendorZipcodes.weekDay),
        ne(other.vendorId, vendorZipcodes.vendorId),
      ),
    );
  return executor
    .select({ zipcode: vendorZipcodes.zipcode, weekDay: vendorZipcodes.weekDay, vendorId: vendors._id, vendorName: vendors.companyName })
    .from(vendorZipcodes)
    .innerJoin(vendors, eq(vendors._id, vendorZipcodes.vendorId))
    .where(exists(sharedDay))
    .orderBy(asc(vendorZipcodes.zipcode), asc(vendorZipcodes.weekDay), asc(vendors.companyName));
}

const dayKey = (row: ZipcodeDay) => `${row.zipcode}:${row.weekDay}`;

function refuse(status: number, errors: Record<string, Message>): never {
  const [first] = Object.values(errors);
  throw new HttpProblem(status, first, { zipcodes: first, ...errors });
}

/**
 * A vendor user's save: each zip code it adds lies in its market, and each zip code and week day it adds is no other
 * vendor's. What it already holds (staff may have assigned it more) stays, so the vendor can still change its crews.
 */
export async function assertWithinTerritory(
  executor: Executor,
  vendor: { _id: string; marketId: string | null },
  rows: readonly ZipcodeDay[],
  held: readonly ZipcodeDay[],
) {
  const heldZipcodes = new Set(held.map((row) => row.zipcode));
  const market = await marketZipcodes(executor, vendor.marketId);
  const outside: Record<string, Message> = {};
  rows.forEach((row, index) => {
    if (!heldZipcodes.has(row.zipcode) && !market.has(row.zipcode))
      outside[`zipcodes.${index}.zipcode`] = vendor.marketId ? ZIPCODE_OUTSIDE_MARKET : VENDOR_WITHOUT_MARKET;
  });
  if (Object.keys(outside).length) refuse(400, outside);

  const heldDays = new Set(held.map(dayKey));
  const added = rows.map((row, index) => ({ row, index })).filter(({ row }) => !heldDays.has(dayKey(row)));
  const taken = new Set(
    (
      await conflictsWith(
        executor,
        vendor._id,
        added.map(({ row }) => row),
      )
    ).map(dayKey),
  );
  const conflicts: Record<string, Message> = {};
  for (const { row, index } of added)
    if (taken.has(dayKey(row))) conflicts[`zipcodes.${index}.zipcode`] = zipcodeTakenMessage(row.zipcode, row.weekDay);
  if (Object.keys(conflicts).length) refuse(409, conflicts);
}
