// POST and PUT /work-logs/route: a crew's day put in route order by the optimiser or by the office, and the
// re-optimisation of the stops left when a stop is skipped or work moves into or out of a crew's day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { crewRoute, routeGenerateInput, routeOrderInput } from '../../../common/schemas/route';
import { HttpProblem } from '../../lib/httpErrors';
import { READERS } from './access';
import {
  estimate,
  lockDay,
  optimisedOrder,
  optimisedOrderOffThread,
  orderableCrew,
  readDay,
  routeDay,
  sameWork,
  savePositions,
} from './drivingRoute';

const tags = ['work-logs'];
const response = { 200: envelope(crewRoute) };

const routeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post('/work-logs/route', { config: READERS, schema: { tags, body: routeGenerateInput, response } }, async (request) => {
    const user = app.currentUser(request);
    const { crewId, date } = request.body;
    const crew = await orderableCrew(db, user, crewId);
    const day = await routeDay(db, crew, date);
    // The optimiser runs before the day is locked, so crews' actions on it are not held up by its search; the order is
    // kept if the day is as it was read, else found again under the lock (a stop started or moved meanwhile). Its search
    // runs on the solver pool, so the node's other requests go on meanwhile.
    const read = await readDay(db, { crewId, date });
    const planned = await optimisedOrderOffThread(read, crew, day);
    const data = await db.transaction(async (tx) => {
      const stops = await lockDay(tx, { crewId, date });
      const order = sameWork(read, stops) ? planned : optimisedOrder(stops, crew, day);
      await savePositions(tx, stops, order, user._id);
      return estimate(stops, order, crew, day);
    });
    return { status: 200, data };
  });

  app.put('/work-logs/route', { config: READERS, schema: { tags, body: routeOrderInput, response } }, async (request) => {
    const user = app.currentUser(request);
    const { crewId, date, ids } = request.body;
    const data = await db.transaction(async (tx) => {
      const crew = await orderableCrew(tx, user, crewId);
      const stops = await lockDay(tx, { crewId, date });
      const dayIds = new Set(stops.map((stop) => stop.workLog._id));
      if (new Set(ids).size !== ids.length || ids.length !== dayIds.size || ids.some((id) => !dayIds.has(id))) {
        throw new HttpProblem(400, 'server.work_logs.route_ids_of_the_day', { ids: 'server.work_logs.route_ids_of_the_day' });
      }
      await savePositions(tx, stops, ids, user._id);
      return estimate(stops, ids, crew, await routeDay(tx, crew, date));
    });
    return { status: 200, data };
  });
};

export default routeRoutes;
