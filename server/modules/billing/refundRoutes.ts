// POST /payments/{id}/refund: gives back all or part of what the gateway charged, the one change a closed payment takes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { type RefundInput, refundInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { configuredGateway, GatewayError } from './gateway';
import type { GatewayResult } from './gateway/port';
import { STAFF } from './access';
import { type Change, changePayment, requireStatus } from './change';
import { dollars } from './notices';
import type { Payment } from './create';

const gatewayRefused = (reason: string) => new HttpProblem(409, withParams('server.payments.gateway_refused', { reason }));

/**
 * The refund is asked inside the payment's locked transaction: the key names the refunded total before it, so a retry
 * after a lost answer gets the gateway's first result, and a second refund (made after this one committed) a new key.
 */
export async function refundThroughGateway(
  executor: Executor,
  transactionId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<void> {
  let result: GatewayResult;
  try {
    result = await (await configuredGateway(executor)).refund({ transactionId, amountCents, idempotencyKey });
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayRefused(error.message);
    throw error;
  }
  if (!result.approved) throw gatewayRefused(result.message);
}

async function refund(executor: Executor, payment: Payment, { amountCents, reason }: RefundInput): Promise<Change> {
  requireStatus(payment, ['success', 'refund-success'], 'server.payments.cannot_refund');
  if (!payment.gatewayTransactionId) throw new HttpProblem(409, 'server.payments.received_by_hand_refund_by_hand');
  // Through the card only what the card paid: the part a quote's deposit paid is not the card's transaction.
  const left = payment.amountCents - payment.depositCents - payment.refundedCents;
  if (left <= 0) throw new HttpProblem(409, 'server.payments.nothing_left_to_refund');
  const amount = amountCents ?? left;
  if (amount > left) {
    const message = withParams('server.payments.refund_at_most', { amount: dollars(left) });
    throw new HttpProblem(400, message, { amountCents: message });
  }
  await refundThroughGateway(executor, payment.gatewayTransactionId, amount, `${payment._id}:refund:${payment.refundedCents}`);
  return { values: { status: 'refund-success', refundedCents: payment.refundedCents + amount }, action: 'refunded', note: reason };
}

const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:id/refund',
    { config: STAFF, schema: { tags: ['payments'], params: byId, body: refundInput, response: { 200: envelope(paymentDetail) } } },
    async (request) =>
      changePayment(app, request.params.id, app.currentUser(request)._id, (payment, { tx }) => refund(tx, payment, request.body), {
        whenClosed: true,
      }),
  );
};

export default refundRoutes;
