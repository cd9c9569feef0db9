// GET /crew/day: the signed-in crew's own day (today in the business's time zone unless a date is asked).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crewDay, crewDayQuery } from '../../../common/schemas/crewDay';
import { envelope } from '../../../common/schemas/envelope';
import { crews } from '../../db/schema';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { businessToday } from '../../lib/businessDay';
import { readCrewDay } from './crewDayRepository';

const dayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/crew/day',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags: ['crew day'], querystring: crewDayQuery, response: { 200: envelope(crewDay) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      // The day is the caller's own crew's, never one named in the request.
      if (!user.crewId) throw new HttpProblem(403, MESSAGES.forbidden);
      const [crew] = await db.select().from(crews).where(eq(crews._id, user.crewId));
      if (!crew) throw notFound('crew');
      const today = await businessToday(db);
      return { status: 200, data: await readCrewDay(db, crew, request.query.date ?? today, today) };
    },
  );
};

export default dayRoutes;
