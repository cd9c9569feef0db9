// The events the bus gave up on, for the admin (System Settings): each with its error and the subscribers still
// waiting for it, and "try again", which delivers it once more now (docs/architecture.md "Domain events").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRetryAnswer, givenUpEvent } from '../../common/schemas/domainEvent';
import { envelope } from '../../common/schemas/envelope';
import { notFound } from '../lib/httpErrors';

const config = { access: { types: ['admin'] } } as const;
const tags = ['settings'];
const eventId = z.object({ id: z.coerce.number().int().positive() });

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/domain-events/given-up', { config, schema: { tags, response: { 200: envelope(z.array(givenUpEvent)) } } }, async () => {
    const rows = await app.events.givenUp();
    const data = rows.map((row) => ({
      _id: row._id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      attempts: row.attempts,
      lastError: row.lastError,
      waiting: app.events.subscribers
        .filter((subscriber) => !subscriber.within && subscriber.event === row.name && !row.deliveredTo.includes(subscriber.name))
        .map((subscriber) => subscriber.name),
    }));
    return { status: 200, data };
  });

  app.post(
    '/domain-events/:id/retry',
    { config, schema: { tags, params: eventId, response: { 200: envelope(eventRetryAnswer) } } },
    async (request) => {
      const tried = await app.events.retry(request.params.id);
      if (!tried) throw notFound();
      return { status: 200, data: tried };
    },
  );
};

export default eventRoutes;
