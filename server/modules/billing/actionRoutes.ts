// Staff actions that change what is owed without the gateway: charge later (and back), collect by hand, record money
// received outside the gateway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { CHARGEABLE, chargeLaterInput, manualInput, receivedInput } from '../../../common/schemas/payment';
import { paymentDetail } from '../../../common/schemas/paymentRecord';
import { HttpProblem } from '../../lib/httpErrors';
import { STAFF } from './access';
import { changePayment, requireStatus } from './change';
import { chargeLaterNotice } from './chargeLaterNotices';
import { releasePaidHold } from './holds';

const tags = ['payments'];
const response = { 200: envelope(paymentDetail) };
/** Owed and not already to be collected by hand. */
const COLLECTABLE_BY_HAND = CHARGEABLE.filter((status) => status !== 'manual');

const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: Parameters<typeof app.currentUser>[0]) => app.currentUser(request)._id;

  app.put(
    '/payments/:id/charge-later',
    { config: STAFF, schema: { tags, params: byId, body: chargeLaterInput, response } },
    async (request) => {
      const { date, note } = request.body;
      return changePayment(app, request.params.id, userOf(request), async (payment, { clock }) => {
        requireStatus(payment, CHARGEABLE, 'server.payments.cannot_charge_later');
        if (date < clock.today)
          throw new HttpProblem(400, 'server.payments.charge_later_date_past', { date: 'server.payments.charge_later_date_past' });
        const type = payment.status === 'charge-later' ? 'charge-later-update' : 'charge-later-schedule';
        return {
          values: { status: 'charge-later', chargeLaterDate: date },
          action: 'status-changed',
          note,
          staffNotice: (detail) => chargeLaterNotice(type, detail, date),
        };
      });
    },
  );

  app.delete('/payments/:id/charge-later', { config: STAFF, schema: { tags, params: byId, response } }, async (request) =>
    changePayment(app, request.params.id, userOf(request), async (payment) => {
      requireStatus(payment, ['charge-later'], 'server.payments.not_charge_later');
      const planned = payment.chargeLaterDate ?? payment.date;
      return {
        values: { status: 'pending', chargeLaterDate: null },
        action: 'status-changed',
        staffNotice: (detail) => chargeLaterNotice('charge-later-revert', detail, planned),
      };
    }),
  );

  app.put('/payments/:id/manual', { config: STAFF, schema: { tags, params: byId, body: manualInput, response } }, async (request) =>
    changePayment(app, request.params.id, userOf(request), async (payment) => {
      requireStatus(payment, COLLECTABLE_BY_HAND, 'server.payments.cannot_collect_manually');
      return {
        values: { status: 'manual', chargeLaterDate: null, nextAttemptOn: null },
        action: 'status-changed',
        note: request.body.note,
      };
    }),
  );

  app.post('/payments/:id/received', { config: STAFF, schema: { tags, params: byId, body: receivedInput, response } }, async (request) => {
    const { method, reference, note } = request.body;
    return changePayment(app, request.params.id, userOf(request), async (payment) => {
      requireStatus(payment, CHARGEABLE, 'server.payments.cannot_record_received');
      return {
        values: {
          status: 'success',
          manualMethod: method,
          manualReference: reference ?? null,
          chargedAt: new Date(),
          chargeLaterDate: null,
          nextAttemptOn: null,
        },
        action: 'payment-success',
        note,
        andThen: async (tx) => {
          await releasePaidHold(app, tx, payment.propertyId, userOf(request));
        },
      };
    });
  });
};

export default actionRoutes;
