// QuickBooks Online, without zod: what a LawnDesk record is there (docs/accounting.md). The schemas are in
// schemas/accounting.ts.

/**
 * What a record is in QuickBooks, in the order a pass sends them: the items and customers a receipt or an invoice
 * names go before it, an invoice before the payments applied to it and its credit memo (a credit note), a credit memo
 * before the zero Payment applying it (`creditapply`), a void after what it voids. An invoiced customer's invoice, and
 * each payment received against it, are not receipts. A quote's deposit (`deposit`) goes when it is paid, before the
 * receipts that use it, and its refund (`depositrefund`) after them.
 */
export const ACCOUNTING_RECORD_KINDS = [
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
  'void',
] as const;
