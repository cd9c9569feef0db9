// How customers and properties leave the API: nested names, ISO dates, the lock as one object.
import type { customers, markets, properties, services } from '../../db/schema';

type CustomerRow = typeof customers.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type MarketRow = Pick<typeof markets.$inferSelect, '_id' | 'name' | 'taxPercent'>;

export function toCustomerRecord(row: CustomerRow) {
  const { firstName, lastName, lockedReason, lockedAt, lockedById, createdAt, updatedAt, ...rest } = row;
  const { emailInvalid, emailInvalidAt, mobileInvalid, mobileInvalidAt, ...contact } = rest;
  return {
    ...contact,
    name: { first: firstName, last: lastName },
    emailInvalid: emailInvalidAt ? { reason: emailInvalid ?? '', at: emailInvalidAt.toISOString() } : null,
    mobileInvalid: mobileInvalidAt ? { reason: mobileInvalid ?? '', at: mobileInvalidAt.toISOString() } : null,
    locked: lockedAt ? { reason: lockedReason ?? '', at: lockedAt.toISOString(), byId: lockedById } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function toPropertyRecord(row: PropertyRow, market: MarketRow | null) {
  const { marketId: _marketId, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    market: market?._id ? { _id: market._id, name: market.name, taxPercent: market.taxPercent } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function toServiceRecord(row: ServiceRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
