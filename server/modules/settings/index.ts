// /settings: the System Settings groups, dates and time caps, the connection tests, the force-service list and the Refer & Earn content.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import forceServiceRoutes from './forceServiceRoutes';
import referralContentRoutes from './referralContentRoutes';
import settingsRoutes from './routes';

const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(settingsRoutes);
  await app.register(forceServiceRoutes);
  await app.register(referralContentRoutes);
};

export default settingsModule;
