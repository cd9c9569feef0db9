// POST /payments/{id}/charge: staff charge a payment still owed now, through chargePayment's exactly-once path.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { chargeNowInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import { histories, payments } from '../../db/schema';
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

/**
 * A call that does not say which tries it saw, made within this long after a try ended, is taken for a click on that
 * try (ten calls at once made ten gateway tries): it answers that try's result. With `attempts` it asks for another.
 */
export const UNSEEN_TRY_MS = 60_000;

/**
 * True when a try of the payment was declined within `UNSEEN_TRY_MS` (charge.ts records each in the history); a paid
 * payment is refused by chargePayment itself.
 */
async function triedJustNow(db: FastifyInstance['database']['db'], id: string): Promise<boolean> {
  const [recent] = await db
    .select({ _id: histories._id })
    .from(histories)
    .where(
      and(
        eq(histories.entityId, id),
        eq(histories.action, 'payment-failed'),
        gt(histories.createdAt, sql`now() - make_interval(secs => ${UNSEEN_TRY_MS / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

const chargeNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/payments/:id/charge',
    { config: STAFF, schema: { tags: ['payments'], params: byId, body: chargeNowInput, response: { 200: envelope(paymentDetail) } } },
    async (request) => {
      const { id } = request.params;
      const [payment] = await db
        .select({ date: payments.date, attempts: payments.attempts, status: payments.status })
        .from(payments)
        .where(eq(payments._id, id));
      if (!payment) throw notFound('payment');
      const clock = await billingClock(db);
      if (isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
      // The tries are read before the recent one is looked for: a try ending between the two is then left to it.
      // A try still running is not one the caller saw end: if it ends before this call claims, this call is superseded.
      const seenAttempts = request.body?.attempts ?? (payment.status === 'in-progress' ? payment.attempts - 1 : payment.attempts);
      if (request.body?.attempts === undefined && (await triedJustNow(db, id)))
        return { status: 200, data: await readPaymentDetail(db, id, clock) };
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
