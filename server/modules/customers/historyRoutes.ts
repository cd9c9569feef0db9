// GET /histories/list?entity&entityId: what changed, who changed it and when, newest first.
import { and, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_ENTITIES } from '../../../common/schemas/activity';
import { historyEntry } from '../../../common/schemas/activityRecord';
import { envelope, page, pageInput } from '../../../common/schemas/envelope';
import { recordId } from '../../../common/schemas/fields';
import { histories, users } from '../../db/schema';
import { withNames } from '../../lib/historyNames';

const query = z
  .object({
    entity: z.enum(HISTORY_ENTITIES),
    entityId: recordId(),
  })
  .extend(pageInput(50, 200).shape);

const historiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/histories/list',
    {
      config: { access: { permission: 'customer_list' } },
      schema: { tags: ['histories'], querystring: query, response: { 200: envelope(page(historyEntry)) } },
    },
    async (request) => {
      const { entity, entityId, start, length } = request.query;
      // A property's history includes what happened to its services, call logs, reminders and notes; its work logs'
      // changes (a re-plan may write dozens at once) show on each work log instead.
      const owner =
        entity === 'property' ? eq(histories.propertyId, entityId) : entity === 'customer' ? eq(histories.customerId, entityId) : undefined;
      const scope = owner && and(owner, ne(histories.entity, 'work-log'));
      const entities = entity === 'work-log' ? ['work-log', 'crew-note'] : [entity];
      const where = or(and(inArray(histories.entity, entities), eq(histories.entityId, entityId)), scope);
      const rows = await db
        .select({ history: histories, firstName: users.firstName, lastName: users.lastName })
        .from(histories)
        .leftJoin(users, eq(users._id, histories.userId))
        .where(where)
        .orderBy(desc(histories.createdAt), desc(histories._id))
        .offset(start)
        .limit(length);
      const [{ total }] = await db.select({ total: count() }).from(histories).where(where);
      const list = await withNames(
        db,
        rows.map(({ history, firstName, lastName }) => ({
          ...history,
          user: history.userId ? { _id: history.userId, name: `${firstName} ${lastName}` } : null,
          createdAt: history.createdAt.toISOString(),
        })),
      );
      return { status: 200, data: { list, total } };
    },
  );
};

export default historiesRoutes;
