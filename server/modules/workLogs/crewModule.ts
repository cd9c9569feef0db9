// The /crew API: service-delay prompts (routes.ts) and the crew's own day (dayRoutes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import dayRoutes from './crewDayRoutes';
import delayRoutes from './delayPromptRoutes';

const crewModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [delayRoutes, dayRoutes]) await app.register(routes);
};

export default crewModule;
