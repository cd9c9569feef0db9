// GET and PUT /properties/:id/lawn: the lawn's area the Programs tab shows and enrolments start from, typed in or
// measured by drawing its outline on the map (treatments_manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { lawnInput, lawnRecord } from '../../../common/schemas/treatment';
import { lawnRepository } from './lawnRepository';

const config = { access: { permission: 'treatments_manage' } } as const;
const tags = ['treatments'];

const lawnRoutes: FastifyPluginAsyncZod = async (app) => {
  const lawns = lawnRepository(app.database.db);

  app.get(
    '/properties/:id/lawn',
    { config, schema: { tags, params: byId, response: { 200: envelope(lawnRecord.nullable()) } } },
    async (request) => ({
      status: 200,
      data: await lawns.read(request.params.id),
    }),
  );

  app.put(
    '/properties/:id/lawn',
    { config, schema: { tags, params: byId, body: lawnInput, response: { 200: envelope(lawnRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.treatments.lawn_saved',
      data: await lawns.save(request.params.id, request.body, app.currentUser(request)._id),
    }),
  );
};

export default lawnRoutes;
