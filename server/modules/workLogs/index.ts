// The work-log API: the board's list, pickers and summary, the staff maps, one visit's detail, status changes, bulk moves, extra time, the crew's notes and routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bulkRoutes from './bulk';
import choiceRoutes from './choices';
import detailRoutes from './detail';
import extraTimeRoutes from './extraTime';
import listRoutes from './list';
import mapRoutes from './map';
import notesRoutes from './notes';
import routeRoutes from './drivingRoute';
import summaryRoutes from './summary';
import transitionRoutes from './transitions';

const workLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listRoutes, choiceRoutes, summaryRoutes, mapRoutes, detailRoutes, transitionRoutes, bulkRoutes, extraTimeRoutes, notesRoutes, routeRoutes]) await app.register(routes);
};

export default workLogsRoutes;
