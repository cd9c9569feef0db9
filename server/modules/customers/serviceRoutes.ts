// PUT /customers/{id}/properties/{propertyId}/services and .../services/toggle/timeCap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRecord } from '../../../common/schemas/customerRecord';
import { envelope } from '../../../common/schemas/envelope';
import { recordId } from '../../../common/schemas/fields';
import { servicesUpdate, timeCapStepMessage, timeCapToggle } from '../../../common/schemas/service';
import { timeCapOptions } from '../../../common/schemas/settings';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { servicesRepository } from './serviceRepository';

const params = z.object({ id: recordId(), propertyId: recordId() });
const config = { access: { permission: 'customer_list' } } as const;
const tags = ['services'];
const response = { 200: envelope(z.array(serviceRecord)) };
/** A time cap switched on without a value starts at one hour, or at the first configured step when one hour is not a choice. */
const SWITCH_ON_HOURS = 1;

const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = servicesRepository(app.database.db);

  app.get('/customers/:id/properties/:propertyId/services', { config, schema: { tags, params, response } }, async (request) => ({
    status: 200,
    data: await repository.listFor(request.params.propertyId),
  }));

  app.put(
    '/customers/:id/properties/:propertyId/services',
    { config, schema: { tags, params, body: servicesUpdate, response } },
    async (request) => {
      const user = app.currentUser(request);
      const data = await repository.save(request.params.id, request.params.propertyId, request.body.services, user._id);
      return { status: 200, message: 'server.services.services_saved', data };
    },
  );

  app.put(
    '/customers/:id/properties/:propertyId/services/toggle/timeCap',
    { config, schema: { tags, params, body: timeCapToggle, response } },
    async (request) => {
      const user = app.currentUser(request);
      const { hours, serviceId } = request.body;
      const { timeCap } = await readSettings(app.database.db, ['timeCap']);
      const options = timeCapOptions(timeCap);
      if (hours != null && !options.includes(hours)) {
        const message = timeCapStepMessage(timeCap.maxHours);
        throw new HttpProblem(400, message, { hours: message });
      }
      const switchOnHours = options.includes(SWITCH_ON_HOURS) ? SWITCH_ON_HOURS : options[0];
      const data = await repository.toggleTimeCap(request.params.id, request.params.propertyId, serviceId, hours, switchOnHours, user._id);
      return { status: 200, message: 'server.services.time_cap_updated', data };
    },
  );
};

export default serviceRoutes;
