// /customers: customers, the navigation between them, a property's view and its services, and a mail preview.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import mailPreviewRoutes from './mailPreviewRoutes';
import navigationRoutes from './navigationRoutes';
import propertyRoutes from './propertyRoutes';
import customersRoutes from './routes';
import serviceRoutes from './serviceRoutes';

const customersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(navigationRoutes);
  await app.register(customersRoutes);
  await app.register(propertyRoutes);
  await app.register(serviceRoutes);
  await app.register(mailPreviewRoutes);
};

export default customersModule;
