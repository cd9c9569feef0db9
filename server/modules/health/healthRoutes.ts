// Liveness and readiness for load balancers, and the state of each dependency for people (docs/server.md, Health).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureWithin } from '../../db/client';
import { replyUnavailable } from '../../plugins/errors';

const dependency = z.object({ ok: z.boolean(), error: z.string().optional() });
const healthReport = z.object({
  /** ok: all up; degraded: Redis down (live updates stay on this node), every call still works; unavailable: no database. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: dependency.extend({ kind: z.string() }),
  redis: dependency.optional(),
});
const liveness = z.object({ status: z.literal('ok') });
const PUBLIC = { access: { public: true } } as const;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness: only the database decides, as no call works without it and every call works without Redis.
  app.get(
    '/health',
    { config: PUBLIC, schema: { tags: ['health'], response: { 200: healthReport, 503: healthReport } } },
    async (_request, reply) => {
      const limitMs = app.database.timeouts.healthMs;
      const pingRedis = app.realtime.pingRedis;
      const [databaseFailure, redisFailure] = await Promise.all([
        app.database.whyUnreachable(limitMs),
        pingRedis ? failureWithin(limitMs, pingRedis()) : null,
      ]);
      const database = { kind: app.database.kind, ok: !databaseFailure, ...(databaseFailure && { error: databaseFailure }) };
      const redis = pingRedis && { ok: !redisFailure, ...(redisFailure && { error: redisFailure }) };
      const status = databaseFailure ? 'unavailable' : redisFailure ? 'degraded' : 'ok';
      const body = { status, database, ...(redis && { redis }) } as const;
      return databaseFailure ? replyUnavailable(reply, body) : body;
    },
  );

  // Liveness: this process answers requests; no dependency is asked, so an outage elsewhere never restarts it.
  app.get('/health/live', { config: PUBLIC, schema: { tags: ['health'], response: { 200: liveness } } }, async () => ({
    status: 'ok' as const,
  }));
};

export default healthRoutes;
