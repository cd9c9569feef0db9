// The vendors module: vendors and their price, service zip codes, commission exceptions, crews, crew notes and announcements.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import crewAnnouncementRoutes from './announcementRoutes';
import crewRoutes from './crewRoutes';
import vendorExceptionRoutes from './exceptionRoutes';
import vendorsRoutes from './routes';
import vendorZipcodeRoutes from './zipcodeRoutes';

const vendorsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(vendorsRoutes);
  await app.register(vendorZipcodeRoutes);
  await app.register(vendorExceptionRoutes);
  await app.register(crewRoutes);
  await app.register(crewAnnouncementRoutes);
};

export default vendorsModule;
export { default as pendingVendorGuard } from './pendingVendorGuard';
