// Sales tax by place, pure (docs/billing.md "Sales tax by place"): reading a rate file (refused whole, with the line and
// the reason, at its first fault), the jurisdictions that hold a property, and a charge's tax split between them.
import { type Message, withParams } from '../../../common/i18n/catalog';
import type { TaxJurisdictionType } from '../../../common/salesTax';
import { percentOf } from './amount';

export interface Jurisdiction {
  code: string;
  name: string;
  type: TaxJurisdictionType;
  /** Percent, to four decimals: the Comptroller's .0825 is 8.25. */
  ratePercent: number;
}

/** One row of a rate file: a jurisdiction at a zip code (cut to a city when `city` is set); the state's row has no zip. */
export interface RatePlace extends Jurisdiction {
  zipcode: string;
  city: string;
}

export type RateFileResult = { ok: true; places: RatePlace[] } | { ok: false; line: number; message: Message };

/** A city as the file and a property may spell it: lower case, no accents, no dots, single spaces. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A property's zip code's first five digits. */
export const zip5 = (zipcode: string) => zipcode.trim().slice(0, 5);

/** A rate as the Comptroller writes it: a decimal fraction (.010000 is 1 %). */
export const RATE_PATTERN = /^(0|0?\.\d{1,7})$/;
/** No one jurisdiction taxes more than this (Texas' state rate is .0625, a local one at most .02). */
export const MAX_RATE = 0.1;
/** No place's combined rate is above this. */
const MAX_COMBINED_PERCENT = 20;
/** A jurisdiction's local code: the Comptroller's are seven digits. */
export const CODE_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

/** A refusal of the whole file at a line, its reason a `validation.sales_tax.rate_file.*` key. */
export const fault = (line: number, reason: string, params: Record<string, string | number> = {}): RateFileResult => ({
  ok: false,
  line,
  message: withParams(`validation.sales_tax.rate_file.${reason}` as never, { line, ...params }),
});

/** Percent from the Comptroller's decimal fraction, to four decimals (.010000 is 1, .0825 is 8.25). */
export const percentOfRate = (rate: number) => Math.round(rate * 1_000_000) / 10_000;

/** A rate cell read, or undefined when it is not a decimal fraction from 0 to MAX_RATE. */
export function rateOf(text: string): number | undefined {
  const rate = Number(text);
  return RATE_PATTERN.test(text) && rate >= 0 && rate <= MAX_RATE ? rate : undefined;
}

/** The places read, or the fault of a place whose rates add up to more than any place's can (columns swapped). */
export function checkedPlaces(places: RatePlace[]): RateFileResult {
  const state = places.find((place) => place.type === 'state')?.ratePercent ?? 0;
  const byPlace = new Map<string, number>();
  for (const place of places) {
    if (place.type === 'state') continue;
    const key = place.zipcode || place.city;
    byPlace.set(key, (byPlace.get(key) ?? state) + place.ratePercent);
  }
  for (const [place, percent] of byPlace)
    if (percent > MAX_COMBINED_PERCENT) return fault(1, 'combined_too_high', { place, max: `${MAX_COMBINED_PERCENT}%` });
  return { ok: true, places };
}

/** An area's city without the county the Comptroller names after it ("pflugerville (williamson co)" is "pflugerville"). */
export const areaCity = (city: string) => city.replace(/\s*\(.*\)\s*$/, '');

/**
 * The jurisdictions holding a property: the state's, then those of its zip code (the whole zip, or cut to its city), or
 * where the table has no row for the zip code, those of the Comptroller's area named as its city. Null when the table
 * does not know the place, or names it as areas of different jurisdictions (a city over two counties that tax apart).
 */
export function jurisdictionsAt(places: readonly RatePlace[], property: { zipcode: string; city: string }): Jurisdiction[] | null {
  const zip = zip5(property.zipcode);
  const city = cityKey(property.city);
  const state = places.filter((place) => place.type === 'state');
  const local = places.filter((place) => place.type !== 'state' && place.zipcode === zip);
  if (local.length) return uniqueByCode([...state, ...local.filter((place) => place.city === '' || place.city === city)]);
  const areas = new Map<string, string[]>();
  for (const place of places)
    if (place.type !== 'state' && place.zipcode === '' && city && areaCity(place.city) === city)
      areas.set(place.city, [...(areas.get(place.city) ?? []), place.code]);
  const codeSets = new Set([...areas.values()].map((codes) => [...codes].sort().join(' ')));
  if (codeSets.size !== 1) return null;
  return uniqueByCode([...state, ...places.filter((place) => place.type !== 'state' && place.zipcode === '' && areas.has(place.city))]);
}

/** The state's jurisdiction and the ones staff named (codes the table does not hold are left out). */
export function jurisdictionsNamed(places: readonly RatePlace[], codes: readonly string[]): Jurisdiction[] {
  return uniqueByCode(places.filter((place) => place.type === 'state' || codes.includes(place.code)));
}

function uniqueByCode(places: readonly Jurisdiction[]): Jurisdiction[] {
  const byCode = new Map<string, Jurisdiction>();
  for (const { code, name, type, ratePercent } of places) if (!byCode.has(code)) byCode.set(code, { code, name, type, ratePercent });
  return [...byCode.values()];
}

/** The combined percent, to four decimals. */
export const combinedPercent = (jurisdictions: readonly Jurisdiction[]) =>
  Math.round(jurisdictions.reduce((sum, jurisdiction) => sum + jurisdiction.ratePercent * 10_000, 0)) / 10_000;

export interface TaxLine extends Jurisdiction {
  taxableCents: number;
  taxCents: number;
}

/**
 * A charge's tax per jurisdiction: the whole is the combined rate on the amount (as the customer is charged), and it is
 * shared by each jurisdiction's own rate, the cents rounding left over going to the largest remainders (ties: the order
 * given, the state first), so the lines always add up to the tax charged.
 */
export function taxLines(taxableCents: number, jurisdictions: readonly Jurisdiction[]): TaxLine[] {
  const total = percentOf(taxableCents, combinedPercent(jurisdictions));
  const exact = jurisdictions.map((jurisdiction) => (taxableCents * Math.round(jurisdiction.ratePercent * 10_000)) / 1_000_000);
  const lines = jurisdictions.map((jurisdiction, index) => ({ ...jurisdiction, taxableCents, taxCents: Math.floor(exact[index]) }));
  let left = total - lines.reduce((sum, line) => sum + line.taxCents, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  // The rounded whole is at least the sum of the floors and at most one cent a line above it.
  for (let at = 0; left > 0 && at < lines.length; at += 1, left -= 1) lines[order[at].index].taxCents += 1;
  return lines;
}

/** Whether a state taxes a billed item: a state the setting does not list taxes every item. */
export function itemTaxable(states: readonly { state: string; taxableItems: readonly string[] }[], state: string, item: string): boolean {
  const rule = states.find((entry) => entry.state.toUpperCase() === state.trim().toUpperCase());
  return rule ? rule.taxableItems.includes(item) : true;
}
