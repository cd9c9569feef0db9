// GET /payments/{id}: one payment's row with its own history; a customer reads only its own (404 for any other), through
// its customer-facing schema.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  type CustomerPaymentDetail,
  customerPaymentDetail,
  customerPaymentDetailOf,
  type PaymentDetail,
  paymentDetail,
} from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { type Executor, readHistory } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { READERS, readableBy } from './access';
import { type BillingClock, billingClock } from './closed';
import { selectRows, toRow } from './rows';

/** The payment as staff read it; with `user`, only if that user may read it. */
export async function readPaymentDetail(executor: Executor, id: string, clock: BillingClock, user?: AuthUser): Promise<PaymentDetail> {
  const [row] = await selectRows(executor).where(and(eq(payments._id, id), user && readableBy(user)));
  if (!row) throw notFound('payment');
  return { ...toRow(row, clock), history: await readHistory(executor, 'payment', id) };
}

/** The payment as its customer reads it (404 for another's). */
export async function readCustomerPaymentDetail(
  executor: Executor,
  id: string,
  clock: BillingClock,
  user: AuthUser,
): Promise<CustomerPaymentDetail> {
  return customerPaymentDetailOf(await readPaymentDetail(executor, id, clock, user));
}

const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const answer = z.union([paymentDetail, customerPaymentDetail]);
  app.get(
    '/payments/:id',
    { config: READERS, schema: { tags: ['payments'], params: byId, response: { 200: envelope(answer) } } },
    async (request) => {
      const user = app.currentUser(request);
      const read = user.type === 'customer' ? readCustomerPaymentDetail : readPaymentDetail;
      return { status: 200, data: await read(db, request.params.id, await billingClock(db), user) };
    },
  );
};

export default detailRoutes;
