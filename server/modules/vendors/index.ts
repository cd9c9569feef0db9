// /vendors (and /vendor): vendors and their price, service zip codes, commission exceptions, crews, crew notes and announcements,
// the business's own crews (/vendors/in-house), and a crew's answer to a service-delay prompt; which vendor serves a zip code (for a quote's lead).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../lib/geocoder/geocoder';
import { assertVendorAccess } from './access';
import crewAnnouncementRoutes from './announcementRoutes';
import crewRoutes from './crewRoutes';
import ownCrewRoutes from './ownCrewRoutes';
import delayResponseRoutes from './delayResponseRoutes';
import vendorExceptionRoutes from './exceptionRoutes';
import vendorsRoutes from './vendorRoutes';
import territoryRoutes from './territoryRoutes';
import vendorZipcodeRoutes from './zipcodeRoutes';

const OWN_VENDOR_ROUTES = '/api/v1/vendors/:id';

const vendorsModule: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (app, { geocoder }) => {
  // A vendor user is refused another vendor's pages before its body is validated, so the answer is 403 and never
  // a 400 describing the form; the handlers check again when they load the vendor.
  app.addHook('preValidation', async (request) => {
    const { id } = request.params as { id?: string };
    if (id !== undefined && request.routeOptions.url?.startsWith(OWN_VENDOR_ROUTES)) assertVendorAccess(app.currentUser(request), id);
  });
  await app.register(territoryRoutes);
  await app.register(vendorsRoutes);
  await app.register(vendorZipcodeRoutes);
  await app.register(vendorExceptionRoutes);
  await app.register(crewRoutes);
  await app.register(ownCrewRoutes, { geocoder });
  await app.register(crewAnnouncementRoutes);
  await app.register(delayResponseRoutes);
};

export default vendorsModule;
export { default as pendingVendorGuard } from './pendingVendorGuard';
export { vendorForZip } from './serving';
