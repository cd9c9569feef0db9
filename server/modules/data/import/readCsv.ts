// A CSV upload read into its header and rows: UTF-8 (a byte-order mark is dropped), quoted commas and line breaks kept
// in their cell, and every way a file can be wrong answered with a message the user can act on.
import { parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '../../../../common/schemas/dataImport';
import { unstorableReason } from '../../../../common/schemas/fields';
import { refuseFile, type SpreadsheetTable, tableOf } from './table';
import { MAX_CELL_CHARACTERS } from './unpackLimits';

export function readCsv(bytes: Buffer): SpreadsheetTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuseFile('server.data_import.file_not_utf8');
  }
  if (unstorableReason(text)) return refuseFile('server.data_import.file_not_utf8');
  let records: string[][];
  try {
    // Blank lines are kept, so that a record's place is the row a spreadsheet shows it on (tableOf leaves them out).
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false, to_line: MAX_IMPORT_ROWS + 2 });
  } catch {
    return refuseFile('server.data_import.file_not_csv');
  }
  if (records.some((record) => record.some((cell) => cell.length > MAX_CELL_CHARACTERS))) refuseFile('server.data_import.cell_too_long');
  return tableOf(records);
}
