// The scheduling domain's door: the planner (filling the horizon of work logs, re-planning what a change concerns), the
// fields whose change re-plans, the business calendar's closed days, rain days (/work-logs/rain-day, /work-logs/rain-days), service pauses (/service-pauses), placing a quote's one-time jobs on a crew day with room, and its jobs (the nightly horizon fill, once at start-up
// too; bush-and-bed time-up).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribe } from '../../lib/events';
import type { DomainJobs } from '../../plugins/jobs';
import { fillHorizon, planContext, replan } from './planner';
import rainDayRoutes from './rainDayRoutes';
import servicePauseRoutes from './servicePauseRoutes';
import { notifyTimeUp } from './timeUp';

export { followBusinessCalendar } from './businessCalendar';
export { SCHEDULED_SERVICE_STATUSES } from './occurrences';
export { placeOneTimeJobs } from './oneTimeJobs';
export { fillHorizon, planContext, PROPERTY_SCHEDULE_FIELDS, replan, SCHEDULE_FIELDS } from './planner';

export const schedulingJobs: DomainJobs = {
  scheduled: [
    {
      name: 'horizon-fill',
      cron: '15 0 * * *',
      run: async (app) => fillHorizon(app.database.db, await planContext(app.database.db)),
      atStartUp: true,
    },
    { name: 'bnb-time-up', cron: '* * * * *', run: (app) => notifyTimeUp(app.notifier) },
  ],
};

/** A hold placed or released (billing's): the properties' visits are planned again, held ones left out. */
export const schedulingSubscribers = (['hold.placed', 'hold.released'] as const).map((event) =>
  subscribe(event, "scheduling: re-plans the properties' visits", (app, { propertyIds, userId }) =>
    app.events.transaction((tx) => replan(tx, { propertyIds }, userId)),
  ),
);

const schedulingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(rainDayRoutes);
  await app.register(servicePauseRoutes);
};

export default schedulingModule;
