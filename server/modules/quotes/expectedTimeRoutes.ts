// GET /quotes/expected-time: the quote editor's expected minutes on site for a lot size and services, learned from the
// completed visits of similar lots (the work logs' door), and, for an admin (who sees pay), the labour they cost at
// the crews' average loaded rate (the accounts door). docs/quotes.md "Expected time on site".
import { subDays } from 'date-fns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { expectedTime, expectedTimeQuery } from '../../../common/schemas/expectedTime';
import { businessToday } from '../../lib/businessDay';
import { readSettings } from '../../lib/settings';
import { averageCrewHourlyCostCents } from '../accounts';
import { minutesOnSite } from '../workLogs';
import { expectedMinutes, laborCostCents } from './expectedTimeRules';

/** Visits older than this no longer say how the crews work now. */
const LEARNED_FROM_DAYS = 365;

const expectedTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/quotes/expected-time',
    {
      config: { access: { permission: 'quotes_manage' } },
      schema: { tags: ['quotes'], querystring: expectedTimeQuery, response: { 200: envelope(expectedTime) } },
    },
    async (request) => {
      const { lotSize = null, services } = request.query;
      const today = await businessToday(db);
      const since = subDays(new Date(`${today}T12:00:00Z`), LEARNED_FROM_DAYS)
        .toISOString()
        .slice(0, 10);
      const { routing } = await readSettings(db, ['routing']);
      const seesPay = app.currentUser(request).type === 'admin';
      const hourly = seesPay ? await averageCrewHourlyCostCents(db, today) : null;
      const answers = [];
      for (const service of [...new Set(services)]) {
        const learned = await minutesOnSite(db, service, lotSize, since);
        const { minutes, source } = expectedMinutes(service, lotSize, learned, routing);
        answers.push({
          service,
          minutes,
          samples: learned.samples,
          source,
          ...(seesPay && { laborCostCents: laborCostCents(minutes, hourly ?? 0) }),
        });
      }
      return { status: 200, data: { services: answers } };
    },
  );
};

export default expectedTimeRoutes;
