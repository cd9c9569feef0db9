// POST /payments/{id}/charge: staff charge a payment still owed now, through chargePayment's exactly-once path.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { chargeNowInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { STAFF } from './access';
import { chargePayment } from './charge';
import { billingClock, isClosed } from './closed';
import { readPaymentDetail } from './detail';

/**
 * Starts the try a caller asked for, after the `seenAttempts` it saw, or leaves it to the try started meanwhile (the
 * caller reads that one's result); a try still running answers 409. A decline is an answer, not an error.
 */
export async function chargeOnce(
  app: FastifyInstance,
  id: string,
  asked: { seenAttempts: number; today: string; userId: string },
  refusal: Message,
) {
  const result = await chargePayment(app, id, {
    force: true,
    today: asked.today,
    userId: asked.userId,
    expectedAttempts: asked.seenAttempts,
  });
  if (result.charged || result.reason === 'superseded') return;
  if (result.reason === 'in-progress') throw new HttpProblem(409, 'server.payments.charge_in_progress');
  throw result.reason === 'not-found' ? notFound('payment') : new HttpProblem(409, refusal);
}

const chargeNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/payments/:id/charge',
    { config: STAFF, schema: { tags: ['payments'], params: byId, body: chargeNowInput, response: { 200: envelope(paymentDetail) } } },
    async (request) => {
      const { id } = request.params;
      const [payment] = await db.select({ date: payments.date, attempts: payments.attempts }).from(payments).where(eq(payments._id, id));
      if (!payment) throw notFound('payment');
      const clock = await billingClock(db);
      if (isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
      const seenAttempts = request.body?.attempts ?? payment.attempts;
      await chargeOnce(
        app,
        id,
        { seenAttempts, today: clock.today, userId: app.currentUser(request)._id },
        'server.payments.cannot_charge_now',
      );
      return { status: 200, data: await readPaymentDetail(db, id, clock) };
    },
  );
};

export default chargeNowRoutes;
