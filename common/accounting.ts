// QuickBooks Online, without zod: what a LawnDesk record is there (docs/accounting.md). The schemas are in
// schemas/accounting.ts.

/**
 * What a record is in QuickBooks, in the order a pass sends them: the items and customers a receipt or an invoice
 * names go before it, an invoice before the payments applied to it and its credit memo (a credit note), a credit memo
 * before the zero Payment applying it (`creditapply`), a void after what it voids. An invoiced customer's invoice, and
 * each payment received against it, are not receipts. A quote's deposit (`deposit`) goes when it is paid, before the
 * receipts that use it, and its refund (`depositrefund`) after them. An `employee` is a link the admin made to a
 * QuickBooks Employee (never sent); a `timeactivity` is one time-sheet entry of an approved week, naming it, and a
 * `paidtimeoff` one paid time off record of an approved week, a TimeActivity naming the payroll item chosen for it.
 */
export const ACCOUNTING_RECORD_KINDS = [
  'employee',
  'item',
  'customer',
  'deposit',
  'salesreceipt',
  'invoice',
  'payment',
  'creditmemo',
  'creditapply',
  'refundreceipt',
  'depositrefund',
  'fee',
  'timeactivity',
  'paidtimeoff',
  'void',
] as const;

/** Intuit keeps at most 21 characters of a DocNumber. */
export const DOC_NUMBER_MAX = 21;
/** A prefix short enough that the prefix and a ten-digit number fit in a DocNumber. */
export const DOC_NUMBER_PREFIX_MAX = 11;
export const DOC_NUMBER_START_MAX = 999_999_999;

/**
 * The number an invoice or a credit note carries in QuickBooks: the prefix, then LawnDesk's number moved so that
 * LawnDesk's number 1 is `start` (a company whose QuickBooks already holds invoices 1 to 1000 starts at 1001).
 */
export function docNumberOf(settings: { docNumberPrefix: string; docNumberStart: number }, number: number): string {
  return `${settings.docNumberPrefix}${settings.docNumberStart - 1 + number}`;
}
