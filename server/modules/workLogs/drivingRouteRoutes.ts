// POST and PUT /work-logs/route: a crew's day put in route order by the optimiser or by the office, locked or pinned
// where the operator keeps an order (docs/routing.md), and the re-optimisation of the stops left when a stop is
// skipped or work moves into or out of a crew's day.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { crewRoute, routeGenerateRequest, routeOrderInput } from '../../../common/schemas/route';
import { HttpProblem } from '../../lib/httpErrors';
import { READERS } from './access';
import { mergedOrder } from './crewOrder';
import { estimate, lockDay, optimisedOrder, optimisedOrderOffThread, orderableCrew, readDay, routeDay, sameWork } from './drivingRoute';
import { saveLocks, savePositions } from './routeWrites';

const tags = ['work-logs'];
const response = { 200: envelope(crewRoute) };
const ROUTE_IDS = 'server.work_logs.route_ids_of_the_day';
const ROUTE_PINS = 'server.work_logs.route_pins_of_the_day';

const routeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post('/work-logs/route', { config: READERS, schema: { tags, body: routeGenerateRequest, response } }, async (request) => {
    const user = app.currentUser(request);
    const { crewId, date, preview } = request.body;
    const crew = await orderableCrew(db, user, crewId);
    // The optimiser runs before the day is locked, so crews' actions on it are not held up by its search; the order is
    // kept if the day is as it was read, else found again under the lock (a stop started or moved meanwhile). Its search
    // runs on the solver pool, so the node's other requests go on meanwhile. Locked and pinned stops keep their places.
    const read = await readDay(db, { crewId, date });
    const day = await routeDay(db, crew, date, read);
    const planned = await optimisedOrderOffThread(read, crew, day);
    if (preview) return { status: 200, data: estimate(read, planned, crew, day, false) };
    const data = await db.transaction(async (tx) => {
      const stops = await lockDay(tx, { crewId, date });
      const order = sameWork(read, stops) ? planned : optimisedOrder(stops, crew, day);
      await savePositions(tx, stops, order, user._id);
      return estimate(stops, order, crew, day);
    });
    return { status: 200, data };
  });

  app.put(
    '/work-logs/route',
    { config: { ...READERS, idempotent: true }, schema: { tags, body: routeOrderInput, response } },
    async (request) => {
      const user = app.currentUser(request);
      const { crewId, date, ids, locked, pins } = request.body;
      const office = isStaff(user);
      const crew = await orderableCrew(db, user, crewId);
      // The road table (up to its timeout) is asked before the day's rows are locked, as POST does; a stop that joined
      // meanwhile has no leg in it and is measured as a straight line times the detour factor.
      const day = await routeDay(db, crew, date, await readDay(db, { crewId, date }));
      const data = await db.transaction(async (tx) => {
        const stops = await lockDay(tx, { crewId, date });
        const dayIds = new Set(stops.map((stop) => stop.workLog._id));
        // The office lists the whole day. A crew's phone lists the visits it shows (cancelled and held ones are not): the
        // others keep their places, so a phone that missed a visit added meanwhile is not refused either.
        const order = office ? (ids.length === dayIds.size ? mergedOrder([...dayIds], ids) : undefined) : mergedOrder([...dayIds], ids);
        if (!order) throw new HttpProblem(400, ROUTE_IDS, { ids: ROUTE_IDS });
        if (pins && (new Set(pins.map((pin) => pin.id)).size !== pins.length || pins.some((pin) => !dayIds.has(pin.id)))) {
          throw new HttpProblem(400, ROUTE_PINS, { pins: ROUTE_PINS });
        }
        // The office's lock is the office's to lift: the crew's phone shows it and cannot reorder under it.
        if (!office && stops.some((stop) => stop.workLog.routeLock === 'office')) {
          throw new HttpProblem(409, 'server.work_logs.route_locked_by_office');
        }
        // The crew's own reorder sticks (a crew lock) until the office orders the day; `locked` says it outright.
        const lock = locked === undefined ? (office ? undefined : 'crew') : locked ? (office ? 'office' : 'crew') : null;
        await saveLocks(tx, stops, { lock, pins }, user._id);
        await savePositions(tx, stops, order, user._id);
        // `stops` are still in the day's order before this one: the estimate's `previous`.
        return estimate(stops, order, crew, day);
      });
      return { status: 200, data };
    },
  );
};

export default routeRoutes;
