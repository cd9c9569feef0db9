// What an upload is read into, a CSV or a workbook alike: its header and rows, checked against the import's limits.
import type { Message } from '../../../../common/i18n/catalog';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../../../common/schemas/dataImport';
import { HttpProblem } from '../../../lib/httpErrors';
import { headerRowIndex } from './headerRules';

export interface SpreadsheetTable {
  headers: string[];
  rows: string[][];
  /**
   * Each row's number as a spreadsheet shows it (the file's first line is 1, title and blank rows counted), so the
   * preview, the report and the warnings name the row the user sees in Excel; 2, 3, … when left out.
   */
  rowNumbers?: number[];
  /** A workbook's sheet the rows come from, and the sheets it holds (none for a CSV). */
  sheet?: string | null;
  sheets?: string[];
}

export const refuseFile = (message: Message): never => {
  throw new HttpProblem(400, message, { file: message });
};

/**
 * The header is found among the first lines (title rows above it are dropped, `headerRowIndex`); blank lines are left
 * out but keep their place in the numbering: `numbers` gives each record's row number (its place, counted from 1, when
 * left out). At most MAX_IMPORT_ROWS + 1 are needed.
 */
export function tableOf(records: string[][], numbers: readonly number[] = records.map((_, index) => index + 1)): SpreadsheetTable {
  const filled = records.flatMap((record, index) => (record.some((cell) => cell.trim() !== '') ? [{ record, number: numbers[index] }] : []));
  const [header, ...lines] = filled.slice(headerRowIndex(filled.map(({ record }) => record)));
  if (!header || !lines.length) return refuseFile('server.data_import.file_has_no_rows');
  if (lines.length > MAX_IMPORT_ROWS) return refuseFile('server.data_import.file_has_too_many_rows');
  if (header.record.length > MAX_IMPORT_COLUMNS) return refuseFile('server.data_import.file_has_too_many_columns');
  return {
    headers: header.record.map((name, index) => name.trim() || `#${index + 1}`),
    rows: lines.map(({ record }) => record),
    rowNumbers: lines.map(({ number }) => number),
  };
}
