// A payment's receipt as its customer receives it (GET /payments/{id}/receipt renders it as a PDF): fields listed
// positively, the customer-facing ones only (never the commission, the vendor, the gateway's ids or staff's notes).
import { z } from 'zod';
import { CARD_BRANDS } from './card';
import { billToRecord } from './invoice';
import { BILLED_ITEMS, MANUAL_METHODS, type PaymentStatus } from './payment';
import { TAX_JURISDICTION_TYPES } from '../salesTax';

/** How the money came: a card by its brand and last four digits only, a check by its number, or the manual method. */
export const receiptMethod = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    brand: z.enum(CARD_BRANDS).nullable(),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
  }),
  z.object({ kind: z.literal('check'), number: z.string().nullable() }),
  z.object({ kind: z.enum(MANUAL_METHODS.filter((method) => method !== 'check') as ['cash', 'card-terminal', 'other']) }),
]);
export type ReceiptMethod = z.infer<typeof receiptMethod>;

export const receiptTaxLine = z.object({
  name: z.string(),
  type: z.enum(TAX_JURISDICTION_TYPES),
  ratePercent: z.number(),
  taxCents: z.number(),
});

export const paymentReceipt = z.object({
  paymentId: z.string(),
  language: z.enum(['en', 'es']),
  billTo: billToRecord,
  /** The business's day the money was received (its time zone), YYYY-MM-DD. */
  paidOn: z.string(),
  /** What was paid for: the visit's (or call's) service, day and place. */
  item: z.enum(BILLED_ITEMS),
  serviceDate: z.string(),
  serviceAddress: z.string(),
  method: receiptMethod,
  priceCents: z.number(),
  discountCode: z.string().nullable(),
  discountCents: z.number(),
  taxLines: z.array(receiptTaxLine),
  taxCents: z.number(),
  amountCents: z.number(),
  /** What a quote's paid deposit paid of the amount: the method paid the rest. */
  depositCents: z.number(),
  refundedCents: z.number(),
  /** What the customer still owes on the day the receipt is made (balanceOn), this payment counted as paid. */
  balanceCents: z.number(),
  balanceOn: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;

/** The statuses whose money was received: they have a receipt (a refunded one too, with its refund shown). */
export const RECEIPTED: readonly PaymentStatus[] = ['success', 'refund-success'];

/** Whether a payment has a receipt: its money was received, and there was some. */
export const hasReceipt = (payment: { status: PaymentStatus; amountCents: number }) =>
  RECEIPTED.includes(payment.status) && payment.amountCents > 0;

/** A receipt's short reference: its payment's id's first characters, as staff find it again. */
export const receiptReference = (paymentId: string) => paymentId.replace(/-/g, '').slice(0, 8).toUpperCase();
