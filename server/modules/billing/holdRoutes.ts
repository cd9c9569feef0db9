// PUT /properties/{id}/visits-hold: staff hold or release a property's visits (holds.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { visitsHoldInput, visitsHoldResult } from '../../../common/schemas/hold';
import { readProperty } from '../customers/reads';
import { notFound } from '../../lib/httpErrors';
import { STAFF } from './access';
import { setVisitsHold, holdOf } from './holds';

const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/properties/:id/visits-hold',
    {
      config: STAFF,
      schema: { tags: ['payments'], params: byId, body: visitsHoldInput, response: { 200: envelope(visitsHoldResult) } },
    },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const { hold, reason } = request.body;
      const property = await app.events.transaction(async (tx) => {
        await setVisitsHold(app, tx, [request.params.id], { hold, reason, userId });
        return readProperty(tx, request.params.id);
      });
      if (!property) throw notFound('property');
      return { status: 200, message: hold ? 'server.holds.visits_held' : 'server.holds.visits_released', data: holdOf(property) };
    },
  );
};

export default holdRoutes;
