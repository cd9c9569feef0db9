// Sales tax by place, pure (docs/billing.md "Sales tax by place"): reading a rate file (refused whole, with the line and
// the reason, at its first fault), the jurisdictions that hold a property, and a charge's tax split between them.
import { parse } from 'csv-parse/sync';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { RATE_FILE_COLUMNS, RATE_FILE_MAX_ROWS, TAX_JURISDICTION_TYPES, type TaxJurisdictionType } from '../../../common/salesTax';
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

const RATE_PATTERN = /^(0|0?\.\d{1,7})$/;
/** No one jurisdiction taxes more than this (Texas' state rate is .0625, a local one at most .02). */
const MAX_RATE = 0.1;
/** No place's combined rate is above this. */
const MAX_COMBINED_PERCENT = 20;

/** Line breaks inside a record's text (a quoted cell over several lines), not the blank lines before it nor its end. */
const newlinesWithin = (raw: string) =>
  (
    raw
      .replace(/^[\r\n]+/, '')
      .replace(/\r?\n$|\r$/, '')
      .match(/\r\n|\n|\r/g) ?? []
  ).length;

const fault = (line: number, reason: string, params: Record<string, string | number> = {}): RateFileResult => ({
  ok: false,
  line,
  message: withParams(`validation.sales_tax.rate_file.${reason}` as never, { line, ...params }),
});

/** Percent from the Comptroller's decimal fraction, to four decimals (.010000 is 1, .0825 is 8.25). */
export const percentOfRate = (rate: number) => Math.round(rate * 1_000_000) / 10_000;

/**
 * Reads a rate file (docs/billing.md: a header naming `zip, city, local_code, jurisdiction, type, rate` in any order,
 * other columns ignored; one row per jurisdiction and place). The first fault refuses the whole file.
 */
export function readRateFile(text: string): RateFileResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    const parsed = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      raw: true,
    }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
    // csv-parse counts the line a record ends on; a person looks for the line it starts on.
    records = parsed.map(({ record, raw, info }) => ({ record, info: { lines: info.lines - newlinesWithin(raw) } }));
  } catch (error) {
    return fault((error as { lines?: number }).lines ?? 1, 'not_csv');
  }
  if (!records.length) return fault(1, 'empty');
  if (records.length - 1 > RATE_FILE_MAX_ROWS) return fault(RATE_FILE_MAX_ROWS + 2, 'too_many_rows', { max: RATE_FILE_MAX_ROWS });
  const header = records[0].record.map((cell) => cell.toLowerCase().replace(/\s+/g, '_'));
  const at: Record<string, number> = {};
  for (const column of RATE_FILE_COLUMNS) {
    const index = header.indexOf(column);
    if (index < 0) return fault(records[0].info.lines, 'missing_column', { column });
    at[column] = index;
  }
  const places: RatePlace[] = [];
  const byCode = new Map<string, { jurisdiction: Jurisdiction; line: number }>();
  const seen = new Set<string>();
  let stateRows = 0;
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const cell = (column: (typeof RATE_FILE_COLUMNS)[number]) => record[at[column]] ?? '';
    const type = cell('type').toLowerCase() as TaxJurisdictionType;
    if (!TAX_JURISDICTION_TYPES.includes(type)) return fault(line, 'unknown_type', { value: cell('type').slice(0, 40) });
    const code = cell('local_code');
    if (!/^[A-Za-z0-9-]{1,20}$/.test(code)) return fault(line, 'bad_code');
    const name = cell('jurisdiction');
    if (!name || name.length > 120) return fault(line, 'bad_name');
    const rateText = cell('rate');
    const rate = Number(rateText);
    if (!RATE_PATTERN.test(rateText) || !(rate >= 0 && rate <= MAX_RATE)) return fault(line, 'bad_rate', { value: rateText.slice(0, 20) });
    const zipcode = cell('zip');
    const city = cityKey(cell('city'));
    if (type === 'state') {
      if (zipcode || city) return fault(line, 'state_has_place');
      stateRows += 1;
      if (stateRows > 1) return fault(line, 'second_state_row');
    } else if (!/^\d{5}$/.test(zipcode)) return fault(line, 'bad_zip', { value: zipcode.slice(0, 20) });
    if (city.length > 80) return fault(line, 'bad_city');
    const jurisdiction = { code, name, type, ratePercent: percentOfRate(rate) };
    const earlier = byCode.get(code);
    if (earlier && (earlier.jurisdiction.ratePercent !== jurisdiction.ratePercent || earlier.jurisdiction.type !== type))
      return fault(line, 'code_conflict', { code, other: earlier.line });
    if (!earlier) byCode.set(code, { jurisdiction, line });
    const key = `${zipcode}\n${city}\n${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ ...jurisdiction, zipcode, city });
  }
  if (stateRows === 0) return fault(records.at(-1)!.info.lines, 'no_state_row');
  const combined = combinedByPlace(places);
  for (const [place, percent] of combined)
    if (percent > MAX_COMBINED_PERCENT) return fault(1, 'combined_too_high', { place, max: `${MAX_COMBINED_PERCENT}%` });
  return { ok: true, places };
}

/** Each zip code's highest combined rate, with the state's, to catch a file whose columns were swapped. */
function combinedByPlace(places: RatePlace[]): Map<string, number> {
  const state = places.find((place) => place.type === 'state')?.ratePercent ?? 0;
  const byZip = new Map<string, number>();
  for (const place of places) if (place.type !== 'state') byZip.set(place.zipcode, (byZip.get(place.zipcode) ?? state) + place.ratePercent);
  return byZip;
}

/**
 * The jurisdictions holding a property: the state's, then those of its zip code (the whole zip, or cut to its city).
 * Null when the table has no row for its zip code: the table does not know the place.
 */
export function jurisdictionsAt(places: readonly RatePlace[], property: { zipcode: string; city: string }): Jurisdiction[] | null {
  const zip = zip5(property.zipcode);
  const city = cityKey(property.city);
  const local = places.filter((place) => place.type !== 'state' && place.zipcode === zip);
  if (!local.length) return null;
  return uniqueByCode([
    ...places.filter((place) => place.type === 'state'),
    ...local.filter((place) => place.city === '' || place.city === city),
  ]);
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
