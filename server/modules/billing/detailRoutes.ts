// GET /payments/{id}: one payment's row with its own history; a customer reads only its own (404 for any other), through
// its customer-facing schema.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { customerPaymentDetail, paymentDetail } from '../../../common/schemas/paymentRecord';
import { READERS } from './access';
import { billingClock } from './closed';
import { readPaymentDetail, readCustomerPaymentDetail } from './detail';

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
