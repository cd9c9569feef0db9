// GET /crew/stops/:id/weather: the weather at one of the crew's stops now, for the application form to start from. Not
// under /crew/day, so the crew app's worker never keeps it: a reading is of the moment the form opens, and offline the
// crew types the values. Answers `{reading: null}` when no source is configured, the property has no coordinates, the
// stop is not today's, or the source gave nothing recent (WEATHER_PROVIDER, docs/configuration.md).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { stopWeather, type StopWeather } from '../../../common/schemas/treatment';
import { properties, workLogs } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import type { WeatherSource } from '../../lib/weather/weather';

const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherSource | null }> = async (app, { weather }) => {
  const { db } = app.database;
  app.get(
    '/crew/stops/:id/weather',
    {
      config: { access: { types: ['crew'] } },
      schema: { tags: ['treatments'], params: byId, response: { 200: envelope(stopWeather) } },
    },
    async (request): Promise<{ status: number; data: StopWeather }> => {
      const user = app.currentUser(request);
      const [stop] = await db
        .select({ crewId: workLogs.crewId, date: workLogs.date, latitude: properties.latitude, longitude: properties.longitude })
        .from(workLogs)
        .innerJoin(properties, eq(properties._id, workLogs.propertyId))
        .where(eq(workLogs._id, request.params.id));
      if (!stop) throw notFound('work_log');
      if (!user.crewId || stop.crewId !== user.crewId) throw new HttpProblem(403, 'server.treatments.not_your_stop');
      const located = stop.latitude !== null && stop.longitude !== null;
      const today = stop.date === (await businessToday(db));
      const reading = weather && located && today ? await weather.readingAt(stop.latitude!, stop.longitude!) : null;
      return { status: 200, data: { reading } };
    },
  );
};

export default weatherRoutes;
