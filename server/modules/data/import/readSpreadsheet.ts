// An upload told apart by its first bytes, not its name: a workbook (a ZIP archive, or Office's compound file for an
// old .xls or a workbook with a password) or else CSV text.
import { readCsv } from './readCsv';
import { readWorkbook } from './readWorkbook';
import type { SpreadsheetTable } from './table';
import { isCompoundFile, isZip } from './zipDirectory';

export async function readSpreadsheet(fileName: string, bytes: Buffer, sheet?: string): Promise<SpreadsheetTable> {
  if (isZip(bytes) || isCompoundFile(bytes) || /\.xlsx$/i.test(fileName)) return readWorkbook(bytes, sheet);
  return readCsv(bytes);
}
