// On my way: the crew (or staff) tells a stop's customer the crew is on its way now, once a visit (customerMoments.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { onMyWayAnswer } from '../../../common/schemas/workLog';
import { workLogs } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readableBy, STAFF_AND_CREW } from './access';
import { tellOnMyWay } from './customerMoments';

const onMyWayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/work-logs/:id/on-my-way',
    {
      config: { ...STAFF_AND_CREW, idempotent: true },
      schema: { tags: ['work-logs'], params: byId, response: { 200: envelope(onMyWayAnswer) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      // Another crew's stop is not found: a crew does not learn of stops that are not its own.
      const [visit] = await db
        .select()
        .from(workLogs)
        .where(and(eq(workLogs._id, request.params.id), readableBy(user)));
      if (!visit) throw notFound('work_log');
      if (!visit.onMyWayAt && visit.status !== 'pending' && visit.status !== 'started')
        throw new HttpProblem(409, 'server.work_logs.on_my_way_not_left');
      const sentNow = await tellOnMyWay(app, visit);
      const [told] = await db.select({ onMyWayAt: workLogs.onMyWayAt }).from(workLogs).where(eq(workLogs._id, visit._id));
      return { status: 200, data: { onMyWayAt: (told.onMyWayAt ?? new Date()).toISOString(), sentNow } };
    },
  );
};

export default onMyWayRoutes;
