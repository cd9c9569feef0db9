// One staff action on one payment: locked, refused when its season is closed or it is billed on an invoice, changed with its history and any
// notification in one transaction, answered as the payment's detail.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HISTORY_ACTIONS } from '../../../common/schemas/activity';
import type { PaymentStatus } from '../../../common/schemas/payment';
import type { PaymentDetail } from '../../../common/schemas/paymentRecord';
import type { Message } from '../../../common/i18n/catalog';
import { payments } from '../../db/schema';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { NotificationDraft } from '../messaging';
import { type BillingClock, billingClock, isClosed } from './closed';
import { readPaymentDetail } from './detail';
import { isInvoiced } from './invoices';
import type { Payment } from './create';

export interface ChangeContext {
  tx: Tx;
  clock: BillingClock;
  userId: string;
}

/** What an action did: the fields it set, its history action, and a note for staff about the changed payment. */
export interface Change {
  values: Partial<typeof payments.$inferInsert>;
  action: (typeof HISTORY_ACTIONS)[number];
  /** Words the user gave (a reason, a note), kept in the history beside the changed fields. */
  note?: string | null;
  staffNotice?: (detail: PaymentDetail) => NotificationDraft;
  /** What else the change sets off, in its transaction (money received releases the property's hold). */
  andThen?: (tx: Tx) => Promise<unknown>;
}

export interface ChangeOptions {
  /** A refund is the one change a closed payment still takes. */
  whenClosed?: boolean;
}

/** 409 with `message` unless the payment is in one of `statuses`. */
export function requireStatus(payment: Payment, statuses: readonly PaymentStatus[], message: Message): void {
  if (!statuses.includes(payment.status)) throw new HttpProblem(409, message);
}

export async function changePayment(
  app: FastifyInstance,
  id: string,
  userId: string,
  decide: (payment: Payment, context: ChangeContext) => Promise<Change>,
  { whenClosed = false }: ChangeOptions = {},
): Promise<{ status: number; data: PaymentDetail }> {
  const data = await app.notifier.transaction(async (tx, notify) => {
    const [payment] = await tx.select().from(payments).where(eq(payments._id, id)).for('update');
    if (!payment) throw notFound('payment');
    const clock = await billingClock(tx);
    if (!whenClosed && isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
    if (await isInvoiced(tx, id)) throw new HttpProblem(409, 'server.payments.on_invoice');
    const { values, action, note, staffNotice, andThen } = await decide(payment, { tx, clock, userId });
    await tx.update(payments).set(values).where(eq(payments._id, id));
    await andThen?.(tx);
    const changes = { ...changedFields(payment, values), ...(note && { note: { from: null, to: note } }) };
    await recordHistory(tx, {
      entity: 'payment',
      entityId: id,
      action,
      customerId: payment.customerId,
      propertyId: payment.propertyId,
      userId,
      changes,
    });
    const detail = await readPaymentDetail(tx, id, clock);
    if (staffNotice) await notify.staff(staffNotice(detail), { except: userId });
    return detail;
  });
  return { status: 200, data };
}
