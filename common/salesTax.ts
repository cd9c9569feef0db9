// Sales tax by place, without zod: the jurisdictions' kinds and where a payment's rate came from (docs/billing.md
// "Sales tax by place"). The schemas are in schemas/salesTax.ts.

/** The Texas Comptroller's kinds of taxing jurisdiction: the state, then the local ones. */
export const TAX_JURISDICTION_TYPES = ['state', 'county', 'city', 'transit', 'spd'] as const;
export type TaxJurisdictionType = (typeof TAX_JURISDICTION_TYPES)[number];

/**
 * Where a payment's tax rate came from: the property's market (no rate table covers its place), the rate table, staff's
 * override of the property's jurisdictions, or none at all (the state does not tax the service).
 */
export const TAX_SOURCES = ['market', 'rate-table', 'override', 'not-taxable'] as const;
export type TaxSource = (typeof TAX_SOURCES)[number];

/** The columns a rate file must have, in any order (docs/billing.md). */
export const RATE_FILE_COLUMNS = ['zip', 'city', 'local_code', 'jurisdiction', 'type', 'rate'] as const;

/** The most rows one rate file may hold: Texas has about 2,600 zip codes and 1,700 local jurisdictions. */
export const RATE_FILE_MAX_ROWS = 50_000;
/** The most characters of one rate file. */
export const RATE_FILE_MAX_CHARS = 5_000_000;
