// POST /crew/positions (the clocked-in crew's phone, about once a minute, in batches) and GET /crew-positions (the
// office's crew map: each crew's last position, its age and current stop; a crew's trail of a day).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crewPositionsAnswer, crewPositionsAnswerDay, crewPositionsInput, crewPositionsQuery } from '../../../common/schemas/crewPosition';
import { envelope } from '../../../common/schemas/envelope';
import { dateIn } from '../../lib/calendar';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { MAP_VIEWERS } from './map';
import { mayReport, sortPositions } from './positionRules';
import { lastPositions, shiftsOf, storePositions, trailOf } from './crewPositionRepository';

const tags = ['crew-positions'];
export const NOT_CLOCKED_IN = 'server.crew_positions.not_clocked_in';

const crewPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/crew/positions',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags, body: crewPositionsInput, response: { 200: envelope(crewPositionsAnswer) } },
    },
    async (request) => {
      const user = app.currentUser(request);
      if (!user.crewId) throw new HttpProblem(403, MESSAGES.forbidden);
      const now = new Date();
      // Never collected off the clock: a phone that is not clocked in (nor just clocked out) has nothing to send.
      const { shifts } = await shiftsOf(db, user._id, now);
      if (!mayReport(shifts, now)) throw new HttpProblem(409, NOT_CLOCKED_IN);
      const { kept, dropped } = sortPositions(request.body.positions, now, shifts);
      const stored = await storePositions(db, user._id, user.crewId, kept);
      if (stored < kept.length) dropped.repeated = (dropped.repeated ?? 0) + kept.length - stored;
      if (stored) app.realtime.crewPositionsChanged([user.crewId]);
      return { status: 200, data: { stored, dropped } };
    },
  );

  app.get(
    '/crew-positions',
    { config: MAP_VIEWERS, schema: { tags, querystring: crewPositionsQuery, response: { 200: envelope(crewPositionsAnswerDay) } } },
    async (request) => {
      const { crewId } = request.query;
      const {
        serviceCalendar: { timeZone },
      } = await readSettings(db, ['serviceCalendar']);
      const now = new Date();
      const date = request.query.date ?? dateIn(timeZone, now);
      const day = { date, timeZone, now };
      const [crews, trail] = await Promise.all([lastPositions(db, day, crewId), crewId ? trailOf(db, crewId, day) : null]);
      return { status: 200, data: { date, now: now.toISOString(), crews, trail } };
    },
  );
};

export default crewPositionRoutes;
