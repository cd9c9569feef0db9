// Which staff actions each payment offers, by its status (docs/billing.md): the server has the last word.
import { BILLING_GROUPS, CHARGEABLE, type PaymentStatus } from '../../../common/schemas/payment';
import type { PaymentRow } from '../../../common/schemas/paymentRecord';

export const PAYMENT_ACTIONS = [
  'charge',
  'refund',
  'charge-later',
  'revert-charge-later',
  'manual',
  'received',
  'no-charge',
  'charge-again',
] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

type ActionSubject = Pick<
  PaymentRow,
  'status' | 'closed' | 'workLogId' | 'amountCents' | 'refundedCents' | 'depositCents' | 'manualMethod'
> &
  Partial<Pick<PaymentRow, 'invoiceNumber'>>;

/** What the card paid and was not given back: the part a quote's deposit paid is refunded with the deposit, not here. */
export const refundableCents = (payment: Pick<PaymentRow, 'amountCents' | 'refundedCents' | 'depositCents'>) =>
  payment.amountCents - payment.depositCents - payment.refundedCents;

/**
 * The actions of one payment, in the order the row shows them (docs/billing.md, "The payments API"). A closed payment
 * (before the transfer date) only refunds; money received by hand is given back by hand, never through the gateway. A
 * payment on an invoice has none: the invoice is paid, received against and credited as a whole.
 */
export function actionsFor(payment: ActionSubject): PaymentAction[] {
  const { status } = payment;
  if (payment.invoiceNumber != null) return [];
  const canRefund = (status === 'success' || status === 'refund-success') && !payment.manualMethod && refundableCents(payment) > 0;
  if (payment.closed) return canRefund ? ['refund'] : [];
  const owed = CHARGEABLE.includes(status);
  const actions: PaymentAction[] = [];
  if (owed && status !== 'manual') actions.push('charge');
  if (canRefund) actions.push('refund');
  if (owed) actions.push('charge-later');
  if (status === 'charge-later') actions.push('revert-charge-later');
  if (owed && status !== 'manual') actions.push('manual');
  if (owed) actions.push('received');
  if (payment.workLogId && owed) actions.push('no-charge');
  if (payment.workLogId && status === 'no-charge') actions.push('charge-again');
  return actions;
}

/** The chip's colour: the billing group a status belongs to (a failure reads as an error before it reads as pending). */
export function statusColor(status: PaymentStatus): 'success' | 'error' | 'warning' | 'info' | 'default' {
  if ((BILLING_GROUPS.failed as readonly PaymentStatus[]).includes(status) || status === 'failed-stop') return 'error';
  if ((BILLING_GROUPS.success as readonly PaymentStatus[]).includes(status)) return 'success';
  if ((BILLING_GROUPS.pending as readonly PaymentStatus[]).includes(status)) return 'warning';
  if (status === 'charge-later') return 'info';
  return 'default';
}
