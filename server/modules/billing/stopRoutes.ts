// Staff stopping charges: a visit marked not billed (PUT /work-logs/{id}/no-charge) and a customer's charges held
// (PUT /customers/{id}/charges-hold), each with its payments moved, history and notices in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  type ChargesHoldInput,
  chargesHoldInput,
  type NoChargeInput,
  noChargeInput,
  type PaymentStatus,
} from '../../../common/schemas/payment';
import { chargesHoldResult, type ChargesHoldResult, noChargeResult, type NoChargeResult } from '../../../common/schemas/paymentRecord';
import { payments, workLogs } from '../../db/schema';
import { propertyAddress } from '../customers/reads';
import type { EventBus } from '../../lib/events';
import { changedFields, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { customerForWrite } from '../../lib/customerGuards';
import type { Notify } from '../messaging';
import { queueCharges } from './chargeQueue';
import { billingClock, isClosed } from './closed';
import { initialStatus, type Payment } from './create';
import { noChargeNotice } from './notices';

const config = { access: { permission: 'payment_list' } } as const;

/** Charged, or being charged: a later no-charge or hold leaves it as it is. */
const SETTLED: readonly PaymentStatus[] = ['success', 'refund-success', 'in-progress'];

async function moveTo(tx: Tx, payment: Payment, status: PaymentStatus, userId: string): Promise<Payment> {
  const [row] = await tx.update(payments).set({ status }).where(eq(payments._id, payment._id)).returning();
  await recordHistory(tx, {
    entity: 'payment',
    entityId: payment._id,
    action: 'status-changed',
    customerId: payment.customerId,
    propertyId: payment.propertyId,
    userId,
    changes: changedFields(payment, { status }),
  });
  return row;
}

async function setNoCharge(events: EventBus, tx: Tx, notify: Notify, userId: string, workLogId: string, input: NoChargeInput) {
  const [before] = await tx.select().from(workLogs).where(eq(workLogs._id, workLogId)).for('update');
  if (!before) throw notFound('work_log');
  const customer = await customerForWrite(tx, before.customerId);
  let [payment] = await tx.select().from(payments).where(eq(payments.workLogId, workLogId)).for('update');
  if (before.noCharge === input.noCharge) return { payment, owed: undefined };
  if (payment && isClosed(payment.date, await billingClock(tx))) throw new HttpProblem(409, 'server.payments.closed');

  // workLogs marks the visit, with its history, in this transaction.
  await events.emit(tx, 'workLog.noChargeSet', { workLogId, noCharge: input.noCharge, userId });
  if (payment && !SETTLED.includes(payment.status)) {
    if (input.noCharge) payment = await moveTo(tx, payment, 'no-charge', userId);
    else if (payment.status === 'no-charge')
      payment = await moveTo(tx, payment, initialStatus(false, customer.chargesOnHold, payment.amountCents), userId);
  }
  const address = (await propertyAddress(tx, before.propertyId))!;
  const workLog = {
    propertyId: before.propertyId,
    address,
    date: before.date,
    item: before.serviceType,
    amountCents: payment?.amountCents ?? 0,
  };
  await notify.staff(noChargeNotice(workLog, input.noCharge, input.reason ?? null), { except: userId });
  return { payment, owed: payment?.status === 'pending' ? payment : undefined };
}

async function setChargesHold(events: EventBus, tx: Tx, userId: string, customerId: string, input: ChargesHoldInput) {
  const before = await customerForWrite(tx, customerId);
  // customers keeps the hold, with its history, in this transaction.
  if (before.chargesOnHold !== input.hold) await events.emit(tx, input.hold ? 'charges.held' : 'charges.released', { customerId, userId });
  const from: PaymentStatus[] = input.hold ? ['pending', 'failed'] : ['hold'];
  const held = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), inArray(payments.status, from)))
    .for('update');
  // A closed season's payments stay as they are: a hold applies to what may still be charged.
  const clock = await billingClock(tx);
  const moved: Payment[] = [];
  for (const payment of held.filter((row) => !isClosed(row.date, clock)))
    moved.push(await moveTo(tx, payment, input.hold ? 'hold' : 'pending', userId));
  return moved;
}

const stopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/work-logs/:id/no-charge',
    { config, schema: { tags: ['payments'], params: byId, body: noChargeInput, response: { 200: envelope(noChargeResult) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { payment, owed } = await app.notifier.transaction((tx, notify) =>
        setNoCharge(app.events, tx, notify, userId, request.params.id, request.body),
      );
      if (owed) await queueCharges(app, [owed]);
      const data: NoChargeResult = {
        workLogId: request.params.id,
        noCharge: request.body.noCharge,
        paymentId: payment?._id ?? null,
        paymentStatus: payment?.status ?? null,
      };
      return { status: 200, data };
    },
  );

  app.put(
    '/customers/:id/charges-hold',
    { config, schema: { tags: ['payments'], params: byId, body: chargesHoldInput, response: { 200: envelope(chargesHoldResult) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const moved = await app.events.transaction((tx) => setChargesHold(app.events, tx, userId, request.params.id, request.body));
      await queueCharges(app, moved);
      const data: ChargesHoldResult = { customerId: request.params.id, chargesOnHold: request.body.hold, paymentsChanged: moved.length };
      return { status: 200, data };
    },
  );
};

export default stopRoutes;
