// GET /work-logs/{id}: one visit with its property's header, the customer's contact (staff only) and the visit's own history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../../common/schemas/fields';
import { workLogDetail } from '../../../common/schemas/workLogRecord';
import { READERS } from './access';
import { readDetail } from './detail';

const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/work-logs/:id',
    { config: READERS, schema: { tags: ['work-logs'], params: byId, response: { 200: workLogDetail } } },
    async (request) => readDetail(app.database.db, app.currentUser(request), request.params.id),
  );
};

export default detailRoutes;
