// An upload keeps no card number: every cell (an unmapped column's too), header and sheet name is masked to its last
// four digits as it is stored, and a row holding one says so beside its column (docs/security.md "Card numbers").
import { holdsMaskedCardNumber, maskCardNumbers } from '../../../../common/cardNumbers';
import type { Message } from '../../../../common/i18n/catalog';
import type { RowOutcome } from '../../../../common/schemas/dataImport';
import type { SpreadsheetTable } from './table';

export const CARD_NUMBER_MASKED: Message = 'validation.data_import.card_number_masked';

export function withoutCardNumbers(table: SpreadsheetTable): SpreadsheetTable {
  return {
    ...table,
    headers: table.headers.map(maskCardNumbers),
    rows: table.rows.map((cells) => cells.map(maskCardNumbers)),
    ...(table.sheet && { sheet: maskCardNumbers(table.sheet) }),
    ...(table.sheets && { sheets: table.sheets.map(maskCardNumbers) }),
  };
}

/** The first column whose cell in this row held a card number, to name beside the row's warning; null when none did. */
export function maskedCardColumn(headers: readonly string[], cells: readonly string[]): string | null {
  const index = cells.findIndex((cell) => holdsMaskedCardNumber(cell));
  return index === -1 ? null : (headers[index] ?? `#${index + 1}`);
}

/** A row going in says, among its warnings, that a cell of it held a card number, now masked (the preview and the run both ask). */
export function cardWarningsOf(headers: readonly string[], cells: readonly string[], row: { outcome: RowOutcome }) {
  const column = row.outcome === 'error' ? null : maskedCardColumn(headers, cells);
  return column ? [{ field: column, message: CARD_NUMBER_MASKED }] : [];
}
