// An upload told apart by its first bytes, not its name: LawnDesk's own export (a ZIP archive with its manifest), a
// workbook (a ZIP archive, or Office's compound file for an old .xls or a workbook with a password) or else CSV text.
import { readCsv } from './readCsv';
import { isLawnDeskExport, isLawnDeskExportPart, readLawnDeskExport } from './readLawnDeskExport';
import { readWorkbook } from './readWorkbook';
import { refuseFile, type SpreadsheetTable } from './table';
import { isCompoundFile, isZip } from './zipDirectory';

export async function readSpreadsheet(fileName: string, bytes: Buffer, sheet?: string): Promise<SpreadsheetTable> {
  if (isZip(bytes) && isLawnDeskExport(bytes)) return readLawnDeskExport(bytes);
  if (isZip(bytes) || isCompoundFile(bytes) || /\.xlsx$/i.test(fileName)) return readWorkbook(bytes, sheet);
  const table = await readCsv(bytes);
  return isLawnDeskExportPart(table.headers) ? refuseFile('server.data_import.export_part') : table;
}
