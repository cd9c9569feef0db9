// The property view's calls: read, edit in place, status change, archive and restore, and Convert Property.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertPropertyInput, propertyUpdate } from '../../../common/schemas/customer';
import { propertyDetailRecord } from '../../../common/schemas/customerRecord';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
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
};

export default propertyRoutes;
