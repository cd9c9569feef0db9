// Invoices, without zod: their kinds, how staff receive money against them, the terms offered and the aging buckets
// (docs/billing.md "Invoices"). The schemas are in schemas/invoice.ts.

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export const INVOICE_RECEIPT_METHODS = ['check', 'cash'] as const;
/** How money reached an invoice: staff record checks and cash; a card is the customer's, on the pay page. */
export const INVOICE_RECEIVED_METHODS = [...INVOICE_RECEIPT_METHODS, 'card'] as const;
export const INVOICE_TERMS = [15, 30] as const;
/** Whether invoiced customers get one invoice a month of their visits, or one per visit (System Settings). */
export const INVOICE_PERIODS = ['month', 'visit'] as const;
/** Days past due: current (not yet due), 1–30, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
