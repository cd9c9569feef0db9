// Payments: one charge for one billable completed visit or billable call log, its statuses, the billing groups the
// lists filter by, and the inputs of the staff actions on one payment (docs/billing.md).
import { z } from 'zod';
import { calendarDate, MAX_LENGTH, optionalText, recordId, requiredText } from './fields';

export const PAYMENT_STATUSES = [
  'success',
  'free',
  'failed-stop',
  'failed',
  'pending',
  'hold',
  'charge-later',
  'refund-success',
  'manual',
  'in-progress',
  'no-charge',
  'non-billable',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's billing status groups (section 9); `failed` is in two of them. */
export const BILLING_GROUPS = {
  pending: ['pending', 'manual', 'failed', 'hold', 'failed-stop'],
  failed: ['failed'],
  success: ['in-progress', 'free', 'success', 'refund-success'],
} as const satisfies Record<string, readonly PaymentStatus[]>;
export type BillingGroup = keyof typeof BILLING_GROUPS;
export const BILLING_GROUP_NAMES = Object.keys(BILLING_GROUPS) as BillingGroup[];

/**
 * What a decline means for the next try (docs/billing.md "Declines by class"): `soft` (insufficient funds, the issuer
 * unavailable, a timeout) is tried again on the retry schedule; `hard` (stolen or lost card, invalid account, do not
 * honour) is never retried; `expired` is not retried either: the customer must add a new card.
 */
export const DECLINE_CLASSES = ['soft', 'hard', 'expired'] as const;
export type DeclineClass = (typeof DECLINE_CLASSES)[number];

/** Statuses the gateway is never asked to charge. */
export const NEVER_CHARGED: readonly PaymentStatus[] = ['manual', 'free', 'no-charge', 'non-billable'];
/** Statuses "charge now" accepts: money still owed and not being charged. */
export const CHARGEABLE: readonly PaymentStatus[] = ['pending', 'failed', 'failed-stop', 'hold', 'charge-later', 'manual'];

/** What a payment bills: a visit of a service (mow, bnb), a treatment program's round, or a billable call log. */
export const BILLED_ITEMS = ['mow', 'bnb', 'treatment', 'call-log'] as const;
export type BilledItem = (typeof BILLED_ITEMS)[number];

/** How money recorded by hand was received. */
export const MANUAL_METHODS = ['cash', 'check', 'card-terminal', 'other'] as const;

/** The call-log price of spec section 9, in cents. */
export const CALL_LOG_PRICE_CENTS = 2000;

/** Money is whole cents everywhere in billing: entered and shown as dollars, stored and computed as integers. */
const cents = (message: string) => z.number({ error: message }).int(message).min(1, message).max(100_000_00, message);

/** PUT /payments/{id}/charge-later: charge on a later day (today or after, in the business's time zone). */
export const chargeLaterInput = z.object({
  date: calendarDate('validation.payment.charge_later_date_required'),
  note: optionalText(MAX_LENGTH.note),
});
export type ChargeLaterInput = z.infer<typeof chargeLaterInput>;

/**
 * POST /payments/{id}/charge and the portal's pay: `attempts` is the payment's tries as the caller saw them, so clicks
 * sent together start one try and the others answer it (read when the call arrives if left out).
 */
// Fastify hands a validator `null` for a call without a body.
export const chargeNowInput = z.object({ attempts: z.number().int().min(0).max(1000).optional() }).nullish();
export type ChargeNowInput = z.infer<typeof chargeNowInput>;

/** POST /payments/{id}/refund: all of what was charged when `amountCents` is left out, else that part of it. */
export const refundInput = z.object({
  amountCents: cents('validation.payment.refund_amount_invalid').optional(),
  reason: requiredText('validation.payment.refund_reason_required', MAX_LENGTH.note),
});
export type RefundInput = z.infer<typeof refundInput>;

/** POST /payments/{id}/received: money taken outside the gateway (cash, a check); the payment becomes success. */
export const receivedInput = z.object({
  method: z.enum(MANUAL_METHODS, { error: 'validation.payment.method_required' }),
  reference: optionalText(MAX_LENGTH.code),
  note: optionalText(MAX_LENGTH.note),
});
export type ReceivedInput = z.infer<typeof receivedInput>;

/** PUT /payments/{id}/manual: collect this one by hand (status manual: the gateway is never asked). */
export const manualInput = z.object({ note: optionalText(MAX_LENGTH.note) });

/** PUT /work-logs/{id}/no-charge: the visit is not billed (or billed again when `noCharge` is false). */
export const noChargeInput = z.object({
  noCharge: z.boolean({ error: 'validation.payment.no_charge_choice_required' }),
  reason: optionalText(MAX_LENGTH.note),
});
export type NoChargeInput = z.infer<typeof noChargeInput>;

/** PUT /customers/{id}/charges-hold: stop (or resume) charging all of a customer's payments. */
export const chargesHoldInput = z.object({
  hold: z.boolean({ error: 'validation.payment.hold_choice_required' }),
  reason: optionalText(MAX_LENGTH.note),
});
export type ChargesHoldInput = z.infer<typeof chargesHoldInput>;

/** Filters of GET /payments (simple-rest `filter`). */
export const paymentFilter = z.object({
  q: z.string().max(MAX_LENGTH.search).optional(),
  status: z.union([z.enum(PAYMENT_STATUSES), z.array(z.enum(PAYMENT_STATUSES)).max(PAYMENT_STATUSES.length)]).optional(),
  group: z.enum(BILLING_GROUP_NAMES as [BillingGroup, ...BillingGroup[]]).optional(),
  propertyId: recordId().optional(),
  customerId: recordId().optional(),
  workLogId: recordId().optional(),
  vendorId: recordId().optional(),
  item: z.enum(BILLED_ITEMS).optional(),
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
});
export type PaymentFilter = z.infer<typeof paymentFilter>;

/** GET /reports/charge-later-customers: payments to be charged later, on `date` (default: all) and one property. */
export const chargeLaterReportQuery = z.object({
  date: calendarDate().optional(),
  propertyId: recordId().optional(),
});

/** GET /vendor-statements: one vendor's completed visits, amounts and commission between two days. */
export const vendorStatementQuery = z
  .object({
    vendorId: recordId('validation.common.choose_vendor').optional(),
    from: calendarDate('validation.common.start_date_required'),
    to: calendarDate('validation.payment.end_date_required'),
  })
  .refine((query) => query.to >= query.from, { path: ['to'], message: 'validation.discount.end_date_cannot_be_before_start_date' });
export type VendorStatementQuery = z.infer<typeof vendorStatementQuery>;
