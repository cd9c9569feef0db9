// GET /outbox: messages recorded while no mail server is configured, for trying the flows in development (outbox_list).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_LENGTH, text } from '../../../common/schemas/fields';
import { outboxMessage } from '../../../common/schemas/outbox';
import { outbox } from '../../db/schema';
import { paginate, searchAny } from '../../lib/paginate';
import { listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';

const outboxListQuery = listQuery(
  ['createdAt', 'to', 'channel', 'subject'],
  z.object({ q: searchFilter, to: text(MAX_LENGTH.address).optional(), channel: z.enum(['email', 'sms']).optional() }),
  'createdAt',
);

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/outbox',
    {
      config: { access: { permission: 'outbox_list' } },
      schema: { tags: ['outbox'], querystring: outboxListQuery, response: { 200: z.array(outboxMessage) } },
    },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(
        searchAny(filter.q, [outbox.text]),
        filter.to ? eq(outbox.to, filter.to) : undefined,
        filter.channel ? eq(outbox.channel, filter.channel) : undefined,
      );
      const { rows, ...counted } = await paginate(db, {
        query: db.select().from(outbox).where(where).$dynamic(),
        idColumn: outbox._id,
        sortColumns: outbox,
        page,
      });
      return replyWithRange(reply, 'outbox', rows, page.range[0], counted);
    },
  );
};

export default outboxRoutes;
