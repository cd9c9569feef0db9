// PUT /customers/{id}/properties/{propertyId}/services and .../services/toggle/timeCap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servicesUpdate, timeCapToggle } from '../../../common/schemas/service';
import { servicesRepository } from './repository';

const params = z.object({ id: z.string().min(1), propertyId: z.string().min(1) });
const config = { access: { permission: 'customer_list' } } as const;
const tags = ['services'];

const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = servicesRepository(app.database.db);

  app.get('/customers/:id/properties/:propertyId/services', { config, schema: { tags, params } }, async (request) => ({
    status: 200,
    data: await repository.listFor(request.params.propertyId),
  }));

  app.put('/customers/:id/properties/:propertyId/services', { config, schema: { tags, params, body: servicesUpdate } }, async (request) => {
    const user = app.currentUser(request);
    const data = await repository.save(request.params.id, request.params.propertyId, request.body.services, user._id);
    return { status: 200, message: 'Services saved.', data };
  });

  app.put('/customers/:id/properties/:propertyId/services/toggle/timeCap', { config, schema: { tags, params, body: timeCapToggle } }, async (request) => {
    const user = app.currentUser(request);
    const data = await repository.toggleTimeCap(request.params.id, request.params.propertyId, request.body.serviceId, request.body.hours, user._id);
    return { status: 200, message: 'Time cap updated.', data };
  });
};

export default servicesRoutes;
