// POST /payments/{id}/charge: staff charge a payment still owed now, through chargePayment's exactly-once path.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { STAFF } from './access';
import { chargePayment } from './charge';
import { billingClock, isClosed } from './closed';
import { readPaymentDetail } from './detail';

const chargeNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post('/payments/:id/charge', { config: STAFF, schema: { tags: ['payments'], params: byId, response: { 200: envelope(paymentDetail) } } }, async (request) => {
    const { id } = request.params;
    const [payment] = await db.select({ date: payments.date }).from(payments).where(eq(payments._id, id));
    if (!payment) throw notFound('payment');
    const clock = await billingClock(db);
    if (isClosed(payment.date, clock)) throw new HttpProblem(409, 'server.payments.closed');
    // A decline is an answer, not an error: the detail shows the payment failed and why.
    const result = await chargePayment(app, id, { force: true, today: clock.today, userId: app.currentUser(request)._id });
    if (!result.charged) throw result.reason === 'not-found' ? notFound('payment') : new HttpProblem(409, 'server.payments.cannot_charge_now');
    return { status: 200, data: await readPaymentDetail(db, id, clock) };
  });
};

export default chargeNowRoutes;
