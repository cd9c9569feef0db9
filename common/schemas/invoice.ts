// Invoices (docs/billing.md "Invoices"): a customer billed by invoice, the invoices and credit notes as staff and the
// customer read them, what staff receive against one, and an issue run.
import { z } from 'zod';
import { AGING_BUCKETS, INVOICE_KINDS, INVOICE_RECEIPT_METHODS, INVOICE_TERMS } from '../invoices';
import { calendarDate } from './fields';
import { BILLED_ITEMS } from './payment';

export * from '../invoices';

/** PUT /customers/{id}/invoicing: by card (as today) or by invoice with terms. */
export const invoicingInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card') }),
  z.object({
    method: z.literal('invoice'),
    termsDays: z.union(
      INVOICE_TERMS.map((days) => z.literal(days)),
      { error: 'validation.invoice.terms' },
    ),
  }),
]);
export type InvoicingInput = z.infer<typeof invoicingInput>;
export const invoicingRecord = z.object({ method: z.enum(['card', 'invoice']), termsDays: z.number().nullable() });

/** POST /invoices/issue: invoice now what is due (through a day, by default as the monthly run would). */
export const invoiceIssueInput = z.object({ through: calendarDate().optional() }).default({});

/** POST /invoices/{id}/receipts: a check or cash received. */
export const invoiceReceiptInput = z.object({
  amountCents: z
    .number({ error: 'validation.invoice.amount' })
    .int('validation.invoice.amount')
    .min(1, 'validation.invoice.amount')
    .max(100_000_000, 'validation.invoice.amount'),
  method: z.enum(INVOICE_RECEIPT_METHODS, { error: 'validation.invoice.method' }),
  reference: z.string().trim().max(80, 'validation.invoice.reference').default(''),
  receivedOn: calendarDate(),
});
export type InvoiceReceiptInput = z.input<typeof invoiceReceiptInput>;

/** The staff dialog's form: the amount in dollars, sent as cents. */
export const invoiceReceiptForm = invoiceReceiptInput.omit({ amountCents: true }).extend({
  amount: z.coerce
    .number({ error: 'validation.invoice.amount_dollars' })
    .positive('validation.invoice.amount_dollars')
    .max(1_000_000, 'validation.invoice.amount_dollars'),
});
export type InvoiceReceiptForm = z.infer<typeof invoiceReceiptForm>;

export const invoiceLineRecord = z.object({
  paymentId: z.string(),
  date: z.string(),
  item: z.enum(BILLED_ITEMS),
  address: z.string(),
  amountCents: z.number(),
  taxCents: z.number(),
});

/**
 * Whom an invoice is addressed to: the company (a commercial customer) and the person, the address its bills go to
 * (the billing address when the customer has one, else the service address) and its purchase order number.
 */
export const billToRecord = z.object({
  companyName: z.string().nullable(),
  name: z.string(),
  lines: z.array(z.string()),
  poNumber: z.string().nullable(),
});
export type BillTo = z.infer<typeof billToRecord>;

/** What staff and the invoice's own customer read: no commission, vendor or gateway detail is on an invoice. */
export const invoiceRecord = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.enum(INVOICE_KINDS),
  customerId: z.string(),
  customerName: z.string(),
  billTo: billToRecord,
  creditsInvoiceId: z.string().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  termsDays: z.number(),
  periodFrom: z.string(),
  periodTo: z.string(),
  subtotalCents: z.number(),
  taxCents: z.number(),
  totalCents: z.number(),
  receivedCents: z.number(),
  balanceCents: z.number(),
  status: z.enum(['open', 'paid', 'credited']),
  lines: z.array(invoiceLineRecord),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const invoiceListQuery = z.object({ customerId: z.string().max(64).optional() });

/** GET /invoices/statement: staff name the customer; a customer reads its own. `asOf` is the day aged to (today). */
export const statementQuery = z.object({ customerId: z.string().max(64).optional(), asOf: calendarDate().optional() });

/**
 * A customer's statement, what staff and the customer alike read: each open invoice with what it still owes and how
 * late it is, the totals per aging bucket, and the balance. Nothing on it is staff's only (no reference, no note).
 */
export const customerStatement = z.object({
  customerId: z.string(),
  customerName: z.string(),
  billTo: billToRecord,
  /** The customer's language, which its PDF speaks. */
  language: z.enum(['en', 'es']),
  asOf: z.string(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.number(),
      issuedOn: z.string(),
      dueOn: z.string(),
      totalCents: z.number(),
      receivedCents: z.number(),
      balanceCents: z.number(),
      daysPastDue: z.number(),
      bucket: z.enum(AGING_BUCKETS),
    }),
  ),
  buckets: z.object({
    current: z.number(),
    days1to30: z.number(),
    days31to60: z.number(),
    days61to90: z.number(),
    over90: z.number(),
  }),
  balanceCents: z.number(),
});
export type CustomerStatement = z.infer<typeof customerStatement>;
