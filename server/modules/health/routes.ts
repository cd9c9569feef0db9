// Liveness and the state of each dependency, for load balancers and for people; answers within its own short limit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureWithin } from '../../db/client';
import { replyUnavailable } from '../../plugins/errors';

const dependency = z.object({ ok: z.boolean(), error: z.string().optional() });
const healthReport = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: dependency.extend({ kind: z.string() }),
  redis: dependency.optional(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: { public: true } }, schema: { tags: ['health'], response: { 200: healthReport } } }, async (_request, reply) => {
    const limitMs = app.database.timeouts.healthMs;
    const pingRedis = app.realtime.pingRedis;
    const [databaseFailure, redisFailure] = await Promise.all([
      app.database.whyUnreachable(limitMs),
      pingRedis ? failureWithin(limitMs, pingRedis()) : null,
    ]);
    const database = { kind: app.database.kind, ok: !databaseFailure, ...(databaseFailure && { error: databaseFailure }) };
    const redis = pingRedis && { ok: !redisFailure, ...(redisFailure && { error: redisFailure }) };
    const ok = !databaseFailure && !redisFailure;
    const body = { status: ok ? ('ok' as const) : ('unavailable' as const), database, ...(redis && { redis }) };
    return ok ? body : replyUnavailable(reply, body);
  });
};

export default healthRoutes;
