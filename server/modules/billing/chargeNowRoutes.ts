// POST /payments/{id}/charge: staff charge a payment still owed now, through chargePayment's exactly-once path.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { chargeNowInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { STAFF } from './access';
import { billingClock, isClosed } from './closed';
import { readPaymentDetail } from './detail';
import { chargeOnce, triedJustNow } from './chargeNow';

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
