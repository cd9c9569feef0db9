// The property view's calls: read, edit in place, status change, archive and restore, Convert Property, and the card
// its visits are charged to (which the customer also chooses for its own properties in the portal).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertPropertyInput, propertyUpdate } from '../../../common/schemas/customer';
import { propertyDetailRecord } from '../../../common/schemas/customerRecord';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { propertyAutoCharge, propertyAutoChargeInput } from '../../../common/schemas/property';
import { STAFF_TYPES } from '../../../common/permissions';
import { setPropertyAutoCharge } from './autoCharge';
import { propertyDetail } from './propertyDetail';

const config = { access: { permission: 'customer_list' } } as const;
const tags = ['properties'];
const response = { 200: envelope(propertyDetailRecord) };
const answer = async <T>(detail: Promise<T>) => ({ status: 200, data: await detail });

const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = propertyDetail(app.database.db, app.notifier);

  app.get('/customers/properties/:id', { config, schema: { tags, params: byId, response } }, async (request) =>
    answer(detail.get(request.params.id)),
  );

  app.put('/customers/properties/:id', { config, schema: { tags, params: byId, body: propertyUpdate, response } }, async (request) => {
    const user = app.currentUser(request);
    return answer(detail.update(request.params.id, request.body, user._id));
  });

  for (const [action, isArchived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(`/customers/properties/:id/${action}`, { config, schema: { tags, params: byId, response } }, async (request) => {
      const user = app.currentUser(request);
      return answer(detail.setArchived(request.params.id, isArchived, user._id));
    });
  }

  app.put(
    '/customers/properties/:id/convert',
    { config: { access: { permission: 'convert_customer' } }, schema: { tags, params: byId, body: convertPropertyInput, response } },
    async (request) => {
      const user = app.currentUser(request);
      return answer(detail.convert(request.params.id, request.body, user._id));
    },
  );

  app.put(
    '/customers/properties/:id/auto-charge',
    {
      config: { access: { types: [...STAFF_TYPES, 'customer'], staffPermission: 'customer_list' } },
      schema: { tags, params: byId, body: propertyAutoChargeInput, response: { 200: envelope(propertyAutoCharge) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const caller = { userId: user._id, customerId: user.type === 'customer' ? (user.customerId ?? '') : undefined };
      const data = await app.database.db.transaction((tx) => setPropertyAutoCharge(tx, request.params.id, request.body, caller));
      return { status: 200, message: 'server.cards.property_card_chosen', data };
    },
  );
};

export default propertyRoutes;
