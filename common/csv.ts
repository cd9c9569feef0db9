// CSV text as RFC 4180 asks, shared by the server's exports and the browser's list exports: fields quoted when they
// must be, and text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) neutralised.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet would read as a formula gets a leading apostrophe, which shows it as typed. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field holding a quote, a comma or a line break is quoted, its quotes doubled; any other is written as it is. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * What a downloaded CSV file opens with: UTF-8's byte-order mark, without which Excel reads the file in the machine's
 * code page ("PeÃ±a" for "Peña"). Spreadsheets and csv-parse (`bom: true`) read past it; LawnDesk's own import does.
 */
export const CSV_BOM = '\uFEFF';

/** One line of fields, ended by a line feed. */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\n`;
