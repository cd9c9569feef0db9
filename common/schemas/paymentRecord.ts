// Payments as the API answers them: a list row, one payment with its history, the list's totals, the charge-later
// report and a vendor's statement. Amounts are whole cents.
import { z } from 'zod';
import { declineReason } from '../declines';
import { customerHistory, customerHistoryEntry, historyEntry } from './activityRecord';
import { isoDateTime } from './customerRecord';
import { BILLED_ITEMS, DECLINE_CLASSES, MANUAL_METHODS, PAYMENT_STATUSES } from './payment';

export const paymentRecord = z.object({
  _id: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  workLogId: z.string().nullable(),
  callLogId: z.string().nullable(),
  item: z.enum(BILLED_ITEMS),
  vendorId: z.string().nullable(),
  /** The day of the visit or call: what the transfer date and the reports count by. */
  date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  priceCents: z.number(),
  discountId: z.string().nullable(),
  discountCode: z.string().nullable(),
  discountCents: z.number(),
  taxPercent: z.number(),
  taxCents: z.number(),
  amountCents: z.number(),
  /** The business's share: staff's only (a customer reads customerPaymentRow). */
  commissionPercent: z.number(),
  commissionCents: z.number(),
  refundedCents: z.number(),
  /** What a quote's paid deposit paid of the amount; the card (or the pay link) pays the rest. */
  depositCents: z.number(),
  attempts: z.number(),
  nextAttemptOn: z.string().nullable(),
  chargeLaterDate: z.string().nullable(),
  cardId: z.string().nullable(),
  /** The gateway's decline code and message of the last failed try. */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  declineClass: z.enum(DECLINE_CLASSES).nullable(),
  firstDeclinedOn: z.string().nullable(),
  manualMethod: z.enum(MANUAL_METHODS).nullable(),
  manualReference: z.string().nullable(),
  chargedAt: isoDateTime.nullable(),
  /** Before the transfer date, once it has passed: only a refund may change it. */
  closed: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const paymentRow = paymentRecord.extend({
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  customerName: z.string(),
  vendorName: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** The invoice the payment is billed on: it is paid, received and credited there, never on its own. */
  invoiceNumber: z.number().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentDetail = paymentRow.extend({ history: z.array(historyEntry) });
export type PaymentDetail = z.infer<typeof paymentDetail>;

/**
 * A payment as its customer reads it, fields listed positively: what they pay, when, by which card, and its state.
 * Never the business's commission, the vendor, the gateway's transaction id and codes, nor staff's references.
 */
const CUSTOMER_PAYMENT_FIELDS = {
  _id: true,
  customerId: true,
  propertyId: true,
  workLogId: true,
  item: true,
  date: true,
  status: true,
  priceCents: true,
  discountCode: true,
  discountCents: true,
  taxPercent: true,
  taxCents: true,
  amountCents: true,
  refundedCents: true,
  depositCents: true,
  attempts: true,
  nextAttemptOn: true,
  chargeLaterDate: true,
  failureMessage: true,
  declineClass: true,
  manualMethod: true,
  chargedAt: true,
  closed: true,
  createdAt: true,
  updatedAt: true,
  address: true,
  city: true,
  zipcode: true,
  customerName: true,
  cardLast4: true,
  invoiceNumber: true,
} as const;
export const customerPaymentRow = paymentRow.pick(CUSTOMER_PAYMENT_FIELDS);
export type CustomerPaymentRow = z.infer<typeof customerPaymentRow>;

/**
 * What GET /payments answers: staff's rows, or a customer's without staff's fields. One object (not a union) so the
 * list keeps its compiled serializer: a union is written by zod, about 50 % slower over 1,000 rows.
 */
export const paymentListRow = customerPaymentRow.extend(paymentRow.omit(CUSTOMER_PAYMENT_FIELDS).partial().shape);

/** The changes of a payment's history its customer reads: its state, its amounts and its dates. */
export const CUSTOMER_PAYMENT_CHANGES = [
  'status',
  'date',
  'priceCents',
  'discountCents',
  'taxCents',
  'amountCents',
  'refundedCents',
  'chargedAt',
  'nextAttemptOn',
  'chargeLaterDate',
  'failureMessage',
] as const;

export const customerPaymentDetail = customerPaymentRow.extend({ history: z.array(customerHistoryEntry(CUSTOMER_PAYMENT_CHANGES)) });
export type CustomerPaymentDetail = z.infer<typeof customerPaymentDetail>;

/** The customer never reads the decline code: a known one reaches them as the catalog's words (declineReason). */
const withDeclineReason = <T extends PaymentRow>(row: T): T =>
  row.failureMessage === null ? row : { ...row, failureMessage: declineReason(row.failureCode, row.failureMessage) };

export const customerPaymentOf = (row: PaymentRow): CustomerPaymentRow => customerPaymentRow.parse(withDeclineReason(row));

export const customerPaymentDetailOf = (detail: PaymentDetail): CustomerPaymentDetail =>
  customerPaymentDetail.parse({ ...withDeclineReason(detail), history: customerHistory(detail.history, CUSTOMER_PAYMENT_CHANGES) });

/** GET /payments/totals: the filtered list's count and sums, and the count and amount of each status. */
export const paymentTotals = z.object({
  count: z.number(),
  amountCents: z.number(),
  refundedCents: z.number(),
  byStatus: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number(), amountCents: z.number() })),
});
export type PaymentTotals = z.infer<typeof paymentTotals>;

export const chargeLaterRow = z.object({
  paymentId: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  customerName: z.string(),
  address: z.string(),
  chargeLaterDate: z.string(),
  date: z.string(),
  item: z.enum(BILLED_ITEMS),
  amountCents: z.number(),
});
export type ChargeLaterRow = z.infer<typeof chargeLaterRow>;

export const vendorStatement = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.array(
    z.object({
      paymentId: z.string(),
      workLogId: z.string().nullable(),
      date: z.string(),
      address: z.string(),
      item: z.enum(BILLED_ITEMS),
      crewName: z.string().nullable(),
      status: z.enum(PAYMENT_STATUSES),
      amountCents: z.number(),
      commissionCents: z.number(),
      /** What the vendor earns: the amount before tax, less the commission and what was refunded. */
      vendorCents: z.number(),
    }),
  ),
  totals: z.object({ visits: z.number(), amountCents: z.number(), commissionCents: z.number(), vendorCents: z.number() }),
});
export type VendorStatement = z.infer<typeof vendorStatement>;

/** PUT /work-logs/{id}/no-charge: the visit's flag and its payment (if made) as it now stands. */
export const noChargeResult = z.object({
  workLogId: z.string(),
  noCharge: z.boolean(),
  paymentId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type NoChargeResult = z.infer<typeof noChargeResult>;

/** PUT /customers/{id}/charges-hold: the customer's flag and how many payments moved to or from `hold`. */
export const chargesHoldResult = z.object({ customerId: z.string(), chargesOnHold: z.boolean(), paymentsChanged: z.number() });
export type ChargesHoldResult = z.infer<typeof chargesHoldResult>;
