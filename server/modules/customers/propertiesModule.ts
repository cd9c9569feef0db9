// /properties: the back office's property list and search, and staff's side of a property's activation request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activationRoutes from './activationRoutes';
import listRoutes from './propertyListRoutes';

const propertiesModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listRoutes, activationRoutes]) await app.register(routes);
};

export default propertiesModule;
