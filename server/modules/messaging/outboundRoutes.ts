// GET /messaging/outbound: a burst's progress for the office (the Rain days page polls it while messages wait).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { outboundStatus as outboundStatusSchema } from '../../../common/schemas/outbound';
import { outboundStatus } from './outbound';

const outboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messaging/outbound',
    {
      // The staff who apply rain days: the page they look at after one shows this.
      config: { access: { permission: 'assignment_list' } },
      schema: { tags: ['messages'], response: { 200: envelope(outboundStatusSchema) } },
    },
    async () => ({ status: 200, data: await outboundStatus(app.database.db) }),
  );
};

export default outboundRoutes;
