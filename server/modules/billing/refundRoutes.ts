// POST /payments/{id}/refund: gives back all or part of what the gateway charged, the one change a closed payment takes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { type RefundInput, refundInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { refundThroughGateway } from './gatewayRefund';
import { STAFF } from './access';
import { type Change, changePayment, requireStatus } from './change';
import { dollars } from './notices';
import type { Payment } from './create';

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
