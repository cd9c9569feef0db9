// Reading a rate file, pure (docs/billing.md "Sales tax by place"): the Texas Comptroller's taxrates.txt as published
// (tab-separated area rows of name, code and rate triples) or LawnDesk's own CSV (one row per jurisdiction and zip
// code). The first fault refuses the whole file, with its line and its reason.
import { parse } from 'csv-parse/sync';
import { RATE_FILE_COLUMNS, RATE_FILE_MAX_ROWS, TAX_JURISDICTION_TYPES, type TaxJurisdictionType } from '../../../common/salesTax';
import {
  checkedPlaces,
  CODE_PATTERN,
  cityKey,
  fault,
  type Jurisdiction,
  percentOfRate,
  rateOf,
  type RateFileResult,
  type RatePlace,
} from './salesTaxRules';

/** The Comptroller's file has no header naming LawnDesk's columns and separates its cells by tabs. */
const isComptrollerFile = (text: string) => {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .find((line) => line.trim()) ?? '';
  return first.includes('\t');
};

/** Reads a rate file in either layout. */
export function readRateFile(text: string): RateFileResult {
  return isComptrollerFile(text) ? readComptrollerFile(text) : readCsvFile(text);
}

/** Each code once with one rate and kind: a second sighting with another is a fault naming the first line. */
function codeBook() {
  const byCode = new Map<string, { jurisdiction: Jurisdiction; line: number }>();
  return (jurisdiction: Jurisdiction, line: number): RateFileResult | undefined => {
    const earlier = byCode.get(jurisdiction.code);
    if (!earlier) byCode.set(jurisdiction.code, { jurisdiction, line });
    else if (earlier.jurisdiction.ratePercent !== jurisdiction.ratePercent || earlier.jurisdiction.type !== jurisdiction.type)
      return fault(line, 'code_conflict', { code: jurisdiction.code, other: earlier.line });
  };
}

/** The Comptroller's local codes say the kind in their first digit: 2 a city, 3 a transit authority, 4 a county, 5 an SPD. */
const TYPE_BY_CODE_DIGIT: Record<string, TaxJurisdictionType> = { '2': 'city', '3': 'transit', '4': 'county', '5': 'spd' };
/** A code of another shape takes its kind from its triple's place in the row: city, county, SPD, transit. */
const TYPE_BY_POSITION: TaxJurisdictionType[] = ['city', 'county', 'spd', 'transit'];
/** The state's rate when the file's control record does not give it. */
const TEXAS = { code: 'TX', name: 'Texas', type: 'state' as const, zipcode: '', city: '' };
const TEXAS_RATE = 0.0625;
/** A triple that names no jurisdiction: the Comptroller writes "n/a" (or nothing) and a rate of 0. */
const isBlank = (cell: string) => cell === '' || cell.toLowerCase() === 'n/a';

/**
 * The Comptroller's taxrates.txt: an optional control record first (its state rate read from it), then one row per area
 * (a city, or a county's unincorporated part), each a run of name, local code and rate triples, the area's own first,
 * optionally ending with the area's total rate (checked). Each jurisdiction becomes a place of the area's city with no
 * zip code: a property in that city takes them (jurisdictionsAt).
 */
function readComptrollerFile(text: string): RateFileResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const places: RatePlace[] = [];
  const seen = new Set<string>();
  const book = codeBook();
  let stateRate: number | undefined;
  let areas = 0;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (!raw.trim()) continue;
    const cells = raw.split('\t').map((cell) => cell.trim());
    while (cells.length && cells.at(-1) === '') cells.pop();
    const isAreaRow = cells.length >= 3 && rateOf(cells[2]) !== undefined;
    if (!isAreaRow && areas === 0 && !places.length && stateRate === undefined) {
      // The control record (or a heading): the state's rate is the one cell between .06 and .07 in it.
      stateRate = cells.map((cell) => rateOf(cell)).find((rate) => rate !== undefined && rate > 0.06 && rate < 0.07) ?? TEXAS_RATE;
      continue;
    }
    if (places.length + cells.length / 3 > RATE_FILE_MAX_ROWS) return fault(line, 'too_many_rows', { max: RATE_FILE_MAX_ROWS });
    const totalText = cells.length % 3 === 1 && rateOf(cells.at(-1)!) !== undefined ? cells.pop() : undefined;
    if (cells.length < 3 || cells.length % 3 !== 0) return fault(line, 'not_triples', { cells: cells.length + (totalText ? 1 : 0) });
    const area = cityKey(cells[0]);
    if (!area || area.length > 80) return fault(line, 'bad_name');
    let sum = 0;
    for (let at = 0; at < cells.length; at += 3) {
      const [name, code, rateText] = cells.slice(at, at + 3);
      const rate = rateOf(rateText);
      if (rate === undefined) return fault(line, 'bad_rate', { value: rateText.slice(0, 20) });
      if (isBlank(code) || rate === 0) continue;
      if (!CODE_PATTERN.test(code)) return fault(line, 'bad_code');
      if (!name || name.length > 120) return fault(line, 'bad_name');
      const type = TYPE_BY_CODE_DIGIT[code.length === 7 ? code[0] : ''] ?? TYPE_BY_POSITION[at / 3] ?? 'spd';
      const jurisdiction = { code, name, type, ratePercent: percentOfRate(rate) };
      const conflict = book(jurisdiction, line);
      if (conflict) return conflict;
      sum += rate;
      const key = `${area}\n${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      places.push({ ...jurisdiction, zipcode: '', city: area });
    }
    areas += 1;
    const state = stateRate ?? TEXAS_RATE;
    if (totalText !== undefined) {
      const total = rateOf(totalText);
      if (total === undefined || Math.abs(total - state - sum) > 0.0000005)
        return fault(line, 'total_differs', { total: totalText.slice(0, 20), sum: `${percentOfRate(state + sum)}%` });
    }
  }
  if (!areas) return fault(Math.max(1, lines.length), 'no_areas');
  return checkedPlaces([{ ...TEXAS, ratePercent: percentOfRate(stateRate ?? TEXAS_RATE) }, ...places]);
}

/** Line breaks inside a record's text (a quoted cell over several lines), not the blank lines before it nor its end. */
const newlinesWithin = (raw: string) =>
  (
    raw
      .replace(/^[\r\n]+/, '')
      .replace(/\r?\n$|\r$/, '')
      .match(/\r\n|\n|\r/g) ?? []
  ).length;

/**
 * LawnDesk's CSV: a header naming `zip, city, local_code, jurisdiction, type, rate` in any order, other columns ignored;
 * one row per jurisdiction and place, and one row for the state.
 */
function readCsvFile(text: string): RateFileResult {
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
  const book = codeBook();
  const seen = new Set<string>();
  let stateRows = 0;
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const cell = (column: (typeof RATE_FILE_COLUMNS)[number]) => record[at[column]] ?? '';
    const type = cell('type').toLowerCase() as TaxJurisdictionType;
    if (!TAX_JURISDICTION_TYPES.includes(type)) return fault(line, 'unknown_type', { value: cell('type').slice(0, 40) });
    const code = cell('local_code');
    if (!CODE_PATTERN.test(code)) return fault(line, 'bad_code');
    const name = cell('jurisdiction');
    if (!name || name.length > 120) return fault(line, 'bad_name');
    const rateText = cell('rate');
    const rate = rateOf(rateText);
    if (rate === undefined) return fault(line, 'bad_rate', { value: rateText.slice(0, 20) });
    const zipcode = cell('zip');
    const city = cityKey(cell('city'));
    if (type === 'state') {
      if (zipcode || city) return fault(line, 'state_has_place');
      stateRows += 1;
      if (stateRows > 1) return fault(line, 'second_state_row');
    } else if (!/^\d{5}$/.test(zipcode)) return fault(line, 'bad_zip', { value: zipcode.slice(0, 20) });
    if (city.length > 80) return fault(line, 'bad_city');
    const jurisdiction = { code, name, type, ratePercent: percentOfRate(rate) };
    const conflict = book(jurisdiction, line);
    if (conflict) return conflict;
    const key = `${zipcode}\n${city}\n${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({ ...jurisdiction, zipcode, city });
  }
  if (stateRows === 0) return fault(records.at(-1)!.info.lines, 'no_state_row');
  return checkedPlaces(places);
}
