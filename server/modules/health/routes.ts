// Liveness and database state, for load balancers and for people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: { public: true } }, schema: { tags: ['health'] } }, async (_request, reply) => {
    const ok = await app.database.ping();
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', database: { kind: app.database.kind, ok } };
  });
};

export default healthRoutes;
