// GET /payments/{id}: one payment's row with its own history; GET /payments/{id}/receipt: a paid one's receipt as a PDF.
// A customer reads only its own (404 for any other), through its customer-facing schema.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { customerPaymentDetail, paymentDetail } from '../../../common/schemas/paymentRecord';
import { readSettings } from '../../lib/settings';
import { READERS } from './access';
import { billingClock } from './closed';
import { readPaymentDetail, readCustomerPaymentDetail } from './detail';
import { readReceipt } from './receipt';
import { receiptPdf } from './receiptPdf';
import { receiptReference } from '../../../common/schemas/receipt';

const PDF_BYTES = z.string().describe('application/pdf: the payment receipt');

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

  app.get(
    '/payments/:id/receipt',
    {
      config: READERS,
      schema: {
        tags: ['payments'],
        params: byId,
        response: { 200: { description: 'The receipt as a PDF', content: { 'application/pdf': { schema: PDF_BYTES } } } },
      },
    },
    async (request, reply) => {
      const receipt = await readReceipt(db, request.params.id, app.currentUser(request));
      const { business } = await readSettings(db, ['business']);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receiptReference(receipt.paymentId)}.pdf"`)
        .send((await receiptPdf(receipt, business)) as unknown as string);
    },
  );
};

export default detailRoutes;
