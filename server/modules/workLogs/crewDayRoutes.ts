// GET /crew/day: the signed-in crew's own day (today in the business's time zone unless a date is asked), and
// GET /crew/day/path: the roads its map draws through that day's stops (docs/routing.md "Road distances").
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointOf } from '../../../common/geo/distance';
import { crewDay, crewDayPath, crewDayQuery } from '../../../common/schemas/crewDay';
import { envelope } from '../../../common/schemas/envelope';
import { crews } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { businessToday } from '../../lib/businessDay';
import { roadPath } from '../../lib/roads/roadTables';
import { readCrewDay } from './crewDayRepository';

const dayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/crew/day',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags: ['crew day'], querystring: crewDayQuery, response: { 200: envelope(crewDay) } },
    },
    async (request) => ({ status: 200, data: await ownDay(app.currentUser(request).crewId, request.query.date) }),
  );

  app.get(
    '/crew/day/path',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags: ['crew day'], querystring: crewDayQuery, response: { 200: envelope(crewDayPath) } },
    },
    async (request) => {
      const day = await ownDay(app.currentUser(request).crewId, request.query.date);
      // The line the map draws: the start, then every stop with a position in route order, done ones included.
      const start = pointOf({ latitude: day.crew.startLatitude, longitude: day.crew.startLongitude });
      const placed = day.stops.filter((stop) => pointOf(stop));
      const points = [...(start ? [start] : []), ...placed.map((stop) => pointOf(stop)!)];
      return { status: 200, data: { path: await roadPath(points), stopIds: placed.map((stop) => stop._id) } };
    },
  );

  /** The day is the caller's own crew's, never one named in the request. */
  async function ownDay(crewId: string | null | undefined, date: string | undefined) {
    if (!crewId) throw new HttpProblem(403, MESSAGES.forbidden);
    const [crew] = await db.select().from(crews).where(eq(crews._id, crewId));
    if (!crew) throw notFound('crew');
    const today = await businessToday(db);
    return readCrewDay(db, crew, date ?? today, today);
  }
};

export default dayRoutes;
