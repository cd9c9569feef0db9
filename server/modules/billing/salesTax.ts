// Sales tax by place (docs/billing.md "Sales tax by place"): the tax a property's visit carries on its day (the table in
// force that day, staff's override in force that day, the state's taxable services), and the property's view of it.
// Rate tables are loaded in rateTables.ts; the rules are pure in salesTaxRules.ts.
import { and, asc, desc, eq, inArray, like, lte, or } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import type { BILLED_ITEMS } from '../../../common/schemas/payment';
import type { PropertySalesTax, TaxOverrideInput, TaxSource } from '../../../common/schemas/salesTax';
import type { Db } from '../../db/client';
import { readProperty } from '../customers/reads';
import { markets, properties, propertyTaxOverrides, taxRatePlaces, taxRateTables } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { percentOf } from './amount';
import {
  cityKey,
  combinedPercent,
  itemTaxable,
  type Jurisdiction,
  jurisdictionsAt,
  jurisdictionsNamed,
  type RatePlace,
  zip5,
} from './salesTaxRules';

type Executor = Db | Tx;
type BilledItem = (typeof BILLED_ITEMS)[number];
async function tableInForce(executor: Executor, state: string, date: string) {
  const [table] = await executor
    .select({ _id: taxRateTables._id, effectiveFrom: taxRateTables.effectiveFrom })
    .from(taxRateTables)
    .where(
      and(eq(taxRateTables.state, state.trim().toUpperCase()), lte(taxRateTables.effectiveFrom, date), eq(taxRateTables.loading, false)),
    )
    .orderBy(desc(taxRateTables.effectiveFrom))
    .limit(1);
  return table;
}

const placeColumns = {
  zipcode: taxRatePlaces.zipcode,
  city: taxRatePlaces.city,
  code: taxRatePlaces.code,
  name: taxRatePlaces.name,
  type: taxRatePlaces.type,
  ratePercent: taxRatePlaces.ratePercent,
};

/** A city as a LIKE pattern's literal start. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The table's state row and the rows at a property's place (its zip code, or its city's areas) or named by code. */
async function placesOf(
  executor: Executor,
  tableId: string,
  where: { zipcode: string; city: string } | { codes: string[] },
): Promise<RatePlace[]> {
  let local;
  if ('codes' in where) local = inArray(taxRatePlaces.code, where.codes.length ? where.codes : ['']);
  else {
    const city = cityKey(where.city);
    const areas = city
      ? and(eq(taxRatePlaces.zipcode, ''), or(eq(taxRatePlaces.city, city), like(taxRatePlaces.city, `${likeLiteral(city)} (%`)))
      : undefined;
    local = areas ? or(eq(taxRatePlaces.zipcode, where.zipcode), areas) : eq(taxRatePlaces.zipcode, where.zipcode);
  }
  const rows = await executor
    .select(placeColumns)
    .from(taxRatePlaces)
    .where(and(eq(taxRatePlaces.tableId, tableId), local))
    .orderBy(asc(taxRatePlaces.type), asc(taxRatePlaces.code));
  const state = await executor
    .select(placeColumns)
    .from(taxRatePlaces)
    .where(and(eq(taxRatePlaces.tableId, tableId), eq(taxRatePlaces.type, 'state')));
  return [...state, ...rows];
}

async function overrideInForce(executor: Executor, propertyId: string, date: string) {
  const [override] = await executor
    .select()
    .from(propertyTaxOverrides)
    .where(and(eq(propertyTaxOverrides.propertyId, propertyId), lte(propertyTaxOverrides.effectiveFrom, date)))
    .orderBy(desc(propertyTaxOverrides.effectiveFrom))
    .limit(1);
  return override?.codes.length ? override : undefined;
}

export interface PlaceTax {
  source: Exclude<TaxSource, 'not-taxable'>;
  taxPercent: number;
  jurisdictions: Jurisdiction[];
  rateTable: { _id: string; effectiveFrom: string } | undefined;
  inTable: boolean;
}

export interface TaxedProperty {
  _id: string;
  state: string;
  zipcode: string;
  city: string;
  marketPercent: number;
}

/** The rate of a property's place on a day: staff's override, else the table's jurisdictions, else its market's percent. */
export async function placeTaxOn(executor: Executor, property: TaxedProperty, date: string): Promise<PlaceTax> {
  const market = { source: 'market' as const, taxPercent: property.marketPercent, jurisdictions: [] };
  const table = await tableInForce(executor, property.state, date);
  if (!table) return { ...market, rateTable: undefined, inTable: false };
  const override = await overrideInForce(executor, property._id, date);
  if (override) {
    const jurisdictions = jurisdictionsNamed(await placesOf(executor, table._id, { codes: override.codes }), override.codes);
    return { source: 'override', taxPercent: combinedPercent(jurisdictions), jurisdictions, rateTable: table, inTable: true };
  }
  const jurisdictions = jurisdictionsAt(
    await placesOf(executor, table._id, { zipcode: zip5(property.zipcode), city: property.city }),
    property,
  );
  if (!jurisdictions) return { ...market, rateTable: table, inTable: false };
  return { source: 'rate-table', taxPercent: combinedPercent(jurisdictions), jurisdictions, rateTable: table, inTable: true };
}

/** The property's place and its market's percent (joined on the property's market), as a charge reads them. */
export const TAXED_PROPERTY_COLUMNS = {
  _id: properties._id,
  state: properties.state,
  zipcode: properties.zipcode,
  city: properties.city,
  marketPercent: markets.taxPercent,
};

/** The property's place and its market's percent, as a charge reads them. */
export async function taxedProperty(executor: Executor, propertyId: string): Promise<TaxedProperty | undefined> {
  const [row] = await executor
    .select(TAXED_PROPERTY_COLUMNS)
    .from(properties)
    .leftJoin(markets, eq(markets._id, properties.marketId))
    .where(eq(properties._id, propertyId));
  return row && { ...row, marketPercent: row.marketPercent ?? 0 };
}

export interface ChargeTax {
  source: TaxSource;
  taxPercent: number;
  jurisdictions: Jurisdiction[];
}

/** The tax a charge of `item` at the property on `date` carries: none when its state does not tax the item. */
export async function chargeTaxOn(executor: Executor, propertyId: string, date: string, item: BilledItem): Promise<ChargeTax> {
  return chargeTaxAt(executor, await taxedProperty(executor, propertyId), date, item);
}

/** `chargeTaxOn` for a property already read (`taxedProperty`'s columns). */
export async function chargeTaxAt(
  executor: Executor,
  property: TaxedProperty | undefined,
  date: string,
  item: BilledItem,
): Promise<ChargeTax> {
  if (!property) return { source: 'market', taxPercent: 0, jurisdictions: [] };
  const { salesTax } = await readSettings(executor, ['salesTax']);
  if (!itemTaxable(salesTax.states, property.state, item)) return { source: 'not-taxable', taxPercent: 0, jurisdictions: [] };
  const { source, taxPercent, jurisdictions } = await placeTaxOn(executor, property, date);
  return { source, taxPercent, jurisdictions };
}

/** GET /properties/{id}/sales-tax. */
export async function propertySalesTax(db: Db, propertyId: string, date: string): Promise<PropertySalesTax> {
  const property = await taxedProperty(db, propertyId);
  if (!property) throw notFound('property');
  const [place, overrides, { salesTax }] = await Promise.all([
    placeTaxOn(db, property, date),
    db
      .select()
      .from(propertyTaxOverrides)
      .where(eq(propertyTaxOverrides.propertyId, propertyId))
      .orderBy(desc(propertyTaxOverrides.effectiveFrom))
      .limit(50),
    readSettings(db, ['salesTax']),
  ]);
  const choices = place.rateTable
    ? await db
        .selectDistinct({
          code: taxRatePlaces.code,
          name: taxRatePlaces.name,
          type: taxRatePlaces.type,
          ratePercent: taxRatePlaces.ratePercent,
        })
        .from(taxRatePlaces)
        .where(eq(taxRatePlaces.tableId, place.rateTable._id))
        .orderBy(asc(taxRatePlaces.name), asc(taxRatePlaces.code))
        .limit(5000)
    : [];
  return {
    date,
    state: property.state,
    zipcode: property.zipcode,
    city: property.city,
    source: place.source,
    ratePercent: place.taxPercent,
    jurisdictions: place.jurisdictions,
    rateTable: place.rateTable ? { id: place.rateTable._id, effectiveFrom: place.rateTable.effectiveFrom } : null,
    inTable: place.inTable,
    marketPercent: property.marketPercent,
    taxableItems: (['mow', 'bnb', 'call-log'] as const).filter((item) => itemTaxable(salesTax.states, property.state, item)),
    overrides: overrides.map((override) => ({
      id: override._id,
      effectiveFrom: override.effectiveFrom,
      codes: override.codes,
      note: override.note,
      createdAt: override.createdAt.toISOString(),
    })),
    choices,
  };
}

/** Staff name the property's local jurisdictions from a day on (a day named twice: the later word stands), in history. */
export async function addTaxOverride(db: Db, propertyId: string, input: Required<TaxOverrideInput>, userId: string) {
  const property = await taxedProperty(db, propertyId);
  if (!property) throw notFound('property');
  const codes = [...new Set(input.codes)];
  if (codes.length) {
    const table = await tableInForce(db, property.state, input.effectiveFrom);
    if (!table) {
      const message = withParams('server.sales_tax.no_rate_table', { state: property.state });
      throw new HttpProblem(400, message, { effectiveFrom: message });
    }
    const known = new Set((await placesOf(db, table._id, { codes })).map((place) => place.code));
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length) {
      const message = withParams('server.sales_tax.unknown_codes', { codes: unknown.join(', ') });
      throw new HttpProblem(400, message, { codes: message });
    }
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(propertyTaxOverrides)
      .where(and(eq(propertyTaxOverrides.propertyId, propertyId), eq(propertyTaxOverrides.effectiveFrom, input.effectiveFrom)));
    const values = { propertyId, effectiveFrom: input.effectiveFrom, codes, note: input.note, createdById: userId };
    await tx
      .insert(propertyTaxOverrides)
      .values(values)
      .onConflictDoUpdate({
        target: [propertyTaxOverrides.propertyId, propertyTaxOverrides.effectiveFrom],
        set: { codes, note: input.note, createdById: userId },
      });
    const { customerId } = (await readProperty(tx, propertyId, 'customerId'))!;
    await recordHistory(tx, {
      entity: 'property',
      entityId: propertyId,
      action: 'updated',
      customerId,
      propertyId,
      userId,
      changes: changedFields(before ? { taxJurisdictions: before.codes.join(', '), taxFrom: before.effectiveFrom } : null, {
        taxJurisdictions: codes.join(', '),
        taxFrom: input.effectiveFrom,
      }),
    });
  });
}

/** A place asked about before it is a property (a lead's address): its state is a new property's default. */
export interface QuotedPlace {
  state?: string;
  zipcode: string;
  city: string | null;
  marketId: string | null;
}

const NEW_PROPERTY_STATE = 'TX';

/**
 * The tax each of a quote's lines would be charged at the place on `date`, rounded per line as each visit's charge is
 * (a line's price is one visit's): a property's place as its charges read it, or a lead's by its zip code and market.
 */
export async function quoteLineTaxes(
  executor: Executor,
  place: { propertyId: string } | QuotedPlace,
  date: string,
  lines: readonly { item: BilledItem; cents: number }[],
): Promise<{ taxPercent: number; lineTaxCents: number[]; placeKnown: boolean }> {
  let property: TaxedProperty | undefined;
  if ('propertyId' in place) property = await taxedProperty(executor, place.propertyId);
  else {
    const [market] = place.marketId
      ? await executor.select({ taxPercent: markets.taxPercent }).from(markets).where(eq(markets._id, place.marketId))
      : [];
    property = {
      _id: '',
      state: place.state ?? NEW_PROPERTY_STATE,
      zipcode: place.zipcode,
      city: place.city ?? '',
      marketPercent: market?.taxPercent ?? 0,
    };
  }
  if (!property) return { taxPercent: 0, lineTaxCents: lines.map(() => 0), placeKnown: false };
  const { salesTax } = await readSettings(executor, ['salesTax']);
  const { taxPercent, rateTable, inTable } = await placeTaxOn(executor, property, date);
  const state = property.state;
  const lineTaxCents = lines.map(({ item, cents }) => (itemTaxable(salesTax.states, state, item) ? percentOf(cents, taxPercent) : 0));
  // Known: none is loaded and the market's percent is the rate, or the place, city named, is in the rate table in force
  // (a zip code alone may span several cities' rates).
  return { taxPercent, lineTaxCents, placeKnown: !rateTable || (inTable && Boolean(property.city)) };
}
