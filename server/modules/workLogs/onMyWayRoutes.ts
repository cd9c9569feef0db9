// On my way: the crew (or staff) tells a stop's customer the crew is on its way now, once a visit (customerMoments.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { onMyWayAnswer, onMyWayInput } from '../../../common/schemas/workLog';
import { workLogs } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readableBy, STAFF_AND_CREW } from './access';
import { tellOnMyWay } from './customerMoments';
import { recordActionPosition } from './positions';

const onMyWayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/work-logs/:id/on-my-way',
    {
      config: { ...STAFF_AND_CREW, idempotent: true },
      schema: { tags: ['work-logs'], params: byId, body: onMyWayInput, response: { 200: envelope(onMyWayAnswer) } },
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
      // The press that told the customer is the one whose place is kept: a second press is not a second departure.
      if (sentNow) await recordActionPosition(db, visit, 'on-my-way', request.body, user._id, new Date());
      const [told] = await db.select({ onMyWayAt: workLogs.onMyWayAt }).from(workLogs).where(eq(workLogs._id, visit._id));
      return { status: 200, data: { onMyWayAt: (told.onMyWayAt ?? new Date()).toISOString(), sentNow } };
    },
  );
};

export default onMyWayRoutes;
