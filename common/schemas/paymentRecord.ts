// Payments as the API answers them: a list row, one payment with its history, the list's totals, the charge-later
// report and a vendor's statement. Amounts are whole cents.
import { z } from 'zod';
import { historyEntry } from './activityRecord';
import { isoDateTime } from './customerRecord';
import { BILLED_ITEMS, MANUAL_METHODS, PAYMENT_STATUSES } from './payment';

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
  commissionPercent: z.number(),
  commissionCents: z.number(),
  refundedCents: z.number(),
  attempts: z.number(),
  nextAttemptOn: z.string().nullable(),
  chargeLaterDate: z.string().nullable(),
  cardId: z.string().nullable(),
  /** The gateway's decline code and message of the last failed try. */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
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
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentDetail = paymentRow.extend({ history: z.array(historyEntry) });
export type PaymentDetail = z.infer<typeof paymentDetail>;

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
