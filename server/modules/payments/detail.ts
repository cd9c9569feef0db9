// GET /payments/{id}: one payment's row with its own history; a customer reads only its own (404 for any other).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { type PaymentDetail, paymentDetail } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { type Executor, readHistory } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../users/tokens';
import { READERS, readableBy } from './access';
import { type BillingClock, billingClock } from './closed';
import { selectRows, toRow } from './rows';

export async function readPaymentDetail(executor: Executor, id: string, clock: BillingClock, user?: AuthUser): Promise<PaymentDetail> {
  const [row] = await selectRows(executor).where(and(eq(payments._id, id), user && readableBy(user)));
  if (!row) throw notFound('payment');
  return { ...toRow(row, clock), history: await readHistory(executor, 'payment', id) };
}

const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/payments/:id', { config: READERS, schema: { tags: ['payments'], params: byId, response: { 200: envelope(paymentDetail) } } }, async (request) => ({
    status: 200,
    data: await readPaymentDetail(db, request.params.id, await billingClock(db), app.currentUser(request)),
  }));
};

export default detailRoutes;
