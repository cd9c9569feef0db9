// /reports: the report catalogue's operations reports with their CSV exports and filter choices, and the charge-later
// customers report billing added first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import chargeLaterRoutes from './chargeLater';
import reportRoutes from './routes';

const reportsModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [chargeLaterRoutes, reportRoutes]) await app.register(routes);
};

export default reportsModule;
