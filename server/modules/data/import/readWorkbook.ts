// An XLSX upload read into the same header and rows a CSV gives: one sheet (the first visible one with rows, or the one
// asked for), streamed row by row through exceljs's reader so the workbook is never built whole in memory, each cell the
// text a CSV would hold (cellText). A damaged or password-protected workbook gets a message, never an error page, and
// so does one that lies about its size: its unpacked bytes and cells are checked before exceljs reads it
// (unpackLimits), its rows, empty ones included, while it is read. Runs in the parse worker (readSpreadsheet).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../../../common/schemas/dataImport';
import { unstorableReason } from '../../../../common/schemas/fields';
import { HttpProblem } from '../../../lib/httpErrors';
import { cellText, type CellValue } from './cellText';
import { refuseFile, type SpreadsheetTable, tableOf } from './table';
import { MAX_CELL_CHARACTERS, MAX_UNPACKED_BYTES, unpackedProblem } from './unpackLimits';
import { isCompoundFile, isEncryptedOffice, zipEntries } from './zipDirectory';

/** A sheet's rows counted with the empty ones: a 44 KB workbook of a million empty rows kept exceljs busy for 13 s. */
export const MAX_SHEET_ROWS = 2 * MAX_IMPORT_ROWS;

/** What the stream reader knows of the workbook once its first sheet comes (not in exceljs's types). */
interface ReaderState {
  model?: { sheets?: { name: string; state?: string }[] };
  properties?: { model?: { date1904?: boolean } };
}

async function checkArchive(bytes: Buffer) {
  if (isEncryptedOffice(bytes)) return refuseFile('server.data_import.workbook_password');
  if (isCompoundFile(bytes)) return refuseFile('server.data_import.workbook_old_format');
  const entries = zipEntries(bytes);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml')) return refuseFile('server.data_import.workbook_unreadable');
  // What the directory claims first (nothing unpacked), then what unpacking really gives.
  if (entries.reduce((total, entry) => total + entry.size, 0) > MAX_UNPACKED_BYTES)
    return refuseFile('server.data_import.workbook_too_large');
  const problem = await unpackedProblem(bytes, entries);
  if (problem) refuseFile(problem);
}

function rowCells(row: ExcelJS.Row, date1904: boolean): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    const text = cellText(cell.value as CellValue, cell.numFmt, date1904);
    if (text === '') return;
    if (text.length > MAX_CELL_CHARACTERS) refuseFile('server.data_import.cell_too_long');
    if (column > MAX_IMPORT_COLUMNS) refuseFile('server.data_import.file_has_too_many_columns');
    if (unstorableReason(text)) refuseFile('server.data_import.workbook_unreadable');
    cells[column - 1] = text;
  });
  return Array.from(cells, (text) => text ?? '');
}

/**
 * exceljs's stream reader sometimes ends its walk through the archive before the last entry when the machine is busy
 * (its workbook.xml, written last, is then never read), so a read that fails other than by our own refusal is tried
 * again; a damaged workbook fails every time and gets its message, with the reader's error kept as the cause for the log.
 */
const READ_TRIES = 3;

export async function readWorkbook(bytes: Buffer, wantedSheet?: string): Promise<SpreadsheetTable> {
  await checkArchive(bytes);
  let cause: unknown;
  for (let attempt = 0; attempt < READ_TRIES; attempt += 1) {
    try {
      return await readSheets(bytes, wantedSheet);
    } catch (error) {
      if (error instanceof HttpProblem) throw error;
      cause = error;
    }
  }
  throw new HttpProblem(400, 'server.data_import.workbook_unreadable', { file: 'server.data_import.workbook_unreadable' }, cause);
}

async function readSheets(bytes: Buffer, wantedSheet?: string): Promise<SpreadsheetTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const state = reader as unknown as ReaderState;
  let records: string[][] = [];
  let numbers: number[] = [];
  let sheets: string[] | null = null;
  let chosen: string | null = null;
  for await (const worksheet of reader) {
    if (!sheets) {
      if (!state.model) throw new Error('a sheet came before the workbook it belongs to');
      sheets = (state.model.sheets ?? []).filter((sheet) => !sheet.state || sheet.state === 'visible').map((sheet) => sheet.name);
      if (wantedSheet !== undefined && !sheets.includes(wantedSheet))
        throw new HttpProblem(400, 'server.data_import.sheet_not_found', { sheet: 'server.data_import.sheet_not_found' });
    }
    const { name = '' } = worksheet as unknown as { name?: string };
    const wanted = wantedSheet === undefined ? chosen === null && sheets.includes(name) : name === wantedSheet;
    const date1904 = state.properties?.model?.date1904 === true;
    const found: string[][] = [];
    const foundNumbers: number[] = [];
    let rowsRead = 0;
    // Leaving a sheet's loop closes its stream: the sheets not wanted are opened and left at once.
    for await (const row of worksheet) {
      if (!wanted || found.length > MAX_IMPORT_ROWS + 1) break;
      if ((rowsRead += 1) > MAX_SHEET_ROWS) refuseFile('server.data_import.sheet_has_too_many_rows');
      const cells = rowCells(row, date1904);
      if (cells.some((cell) => cell.trim() !== '')) {
        found.push(cells);
        foundNumbers.push(row.number);
      }
    }
    // Unless one is asked for, the first visible sheet with a row under its header (an instructions sheet is passed).
    if (wanted && (wantedSheet !== undefined || found.length > 1)) [chosen, records, numbers] = [name, found, foundNumbers];
  }
  if (!sheets) throw new Error('the workbook has no sheet the reader could find');
  return { ...tableOf(records, numbers), sheet: chosen, sheets };
}
