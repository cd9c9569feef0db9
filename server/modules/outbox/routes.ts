// GET /outbox: messages recorded while no mail server is configured, for trying the flows in development (outbox_list).
import { and, asc, count, desc, ilike, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_LENGTH, text } from '../../../common/schemas/fields';
import { outboxMessage } from '../../../common/schemas/outbox';
import { outbox } from '../../db/schema';
import { listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';

const outboxListQuery = listQuery(
  ['createdAt', 'to', 'channel', 'subject'],
  z.object({ q: searchFilter, to: text(MAX_LENGTH.address).optional(), channel: z.enum(['email', 'sms']).optional() }),
  'createdAt',
);

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/outbox', { config: { access: { permission: 'outbox_list' } }, schema: { tags: ['outbox'], querystring: outboxListQuery, response: { 200: z.array(outboxMessage) } } }, async (request, reply) => {
    const { sort: [field, order], range: [start, end], filter } = request.query;
    const where = and(
      filter.q ? ilike(outbox.text, `%${filter.q}%`) : undefined,
      filter.to ? eq(outbox.to, filter.to) : undefined,
      filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    );
    const rows = await db.select().from(outbox).where(where)
      .orderBy(order === 'ASC' ? asc(outbox[field]) : desc(outbox[field]), desc(outbox._id))
      .offset(start).limit(end - start + 1);
    const [{ total }] = await db.select({ total: count() }).from(outbox).where(where);
    return replyWithRange(reply, 'outbox', rows, start, total);
  });
};

export default outboxRoutes;
