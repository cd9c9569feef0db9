// What an upload is read into, a CSV or a workbook alike: its header and rows, checked against the import's limits.
import type { Message } from '../../../../common/i18n/catalog';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../../../common/schemas/dataImport';
import { HttpProblem } from '../../../lib/httpErrors';
import { headerRowIndex } from './headerRules';

export interface SpreadsheetTable {
  headers: string[];
  rows: string[][];
  /** A workbook's sheet the rows come from, and the sheets it holds (none for a CSV). */
  sheet?: string | null;
  sheets?: string[];
}

export const refuseFile = (message: Message): never => {
  throw new HttpProblem(400, message, { file: message });
};

/**
 * The header is found among the first lines (title rows above it are dropped, `headerRowIndex`); blank lines are left
 * out. At most MAX_IMPORT_ROWS + 1 are needed.
 */
export function tableOf(records: string[][]): SpreadsheetTable {
  const filled = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  const [headers, ...rows] = filled.slice(headerRowIndex(filled));
  if (!headers || !rows.length) return refuseFile('server.dataImport.file_has_no_rows');
  if (rows.length > MAX_IMPORT_ROWS) return refuseFile('server.dataImport.file_has_too_many_rows');
  if (headers.length > MAX_IMPORT_COLUMNS) return refuseFile('server.dataImport.file_has_too_many_columns');
  return { headers: headers.map((header, index) => header.trim() || `#${index + 1}`), rows };
}
