// A workbook cell as the text a CSV of the same sheet would hold, so both kinds of file meet the same normalisers:
// numbers without float noise, dates as yyyy-mm-dd, a formula by its cached result, rich text as its plain text.

/** What exceljs reads into a cell's value (its own types, narrowed to what a sheet of customers can hold). */
export type CellValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | { richText: { text: string }[] }
  | { formula?: string; sharedFormula?: string; result?: unknown }
  | { error: string }
  | { text: unknown; hyperlink: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of the 1900 date system as Excel counts (its 29 February 1900 included), and of the 1904 one. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A number format that shows a date or a time: letters outside quotes and [colour] or [$-locale] brackets. */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhs]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

export function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((date1904 ? EPOCH_1904 : EPOCH_1900) + serial * DAY_MS));
}

/**
 * The number as Excel's General format shows it, and so as a CSV saved from Excel holds it: whole numbers exactly (a
 * phone number, a zip code), others to 11 significant digits, which drops float noise (78701.0000001 is 78701,
 * 0.1 + 0.2 is 0.3).
 */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const exact = Number(value.toPrecision(15));
  return String(Number.isInteger(exact) ? exact : Number(value.toPrecision(11)));
}

/** A date cell holds the wall-clock time in UTC fields: the day alone at midnight, else day and time. */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${iso.slice(11, iso.endsWith(':00.000Z') ? 16 : 19)}`;
}

export function cellText(value: CellValue | unknown, numFmt: string | undefined, date1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return isDateFormat(numFmt) ? dateText(serialToDate(value, date1904)) : numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text?: string }) => run.text ?? '').join('');
  // A formula counts by the value it showed when the workbook was saved; without one (never calculated) it is blank.
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result, numFmt, date1904) : '';
  if ('error' in value) return String(value.error);
  if ('text' in value) return cellText(value.text, numFmt, date1904);
  return '';
}
