// /settings: the System Settings groups, dates and time caps, the connection tests, and the force-service list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import forceServiceRoutes from './forceServiceRoutes';
import settingsRoutes from './routes';

const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(forceServiceRoutes);
};

export default settingsModule;
