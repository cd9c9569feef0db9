// A vendor user whose vendor is pending_for_price may call only its own vendor's endpoints (and keep its session alive).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { vendors } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';

const API = '/api/v1';
/** What the signed-in shell itself calls: the session, the keep-alive, the notification bell and the map's zip codes. */
const SHELL_ROUTES = [
  '/users/me',
  '/users/login/logout',
  '/time-sheets',
  '/zipcodes/map',
  '/notifications/:userId',
  '/notifications/read',
  '/notifications/read/:id',
];
const OWN_VENDOR_PREFIX = '/vendors/:id';

function isAllowedWhilePending(request: FastifyRequest, vendorId: string): boolean {
  const route = request.routeOptions.url?.slice(API.length) ?? '';
  if (SHELL_ROUTES.includes(route)) return true;
  if (route === '/vendors/crews' && (request.method === 'GET' || request.method === 'HEAD')) return true;
  const params = request.params as { id?: string };
  return route.startsWith(OWN_VENDOR_PREFIX) && params.id === vendorId;
}

export default fp(
  async function pendingVendorGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const user = request.user;
      if (user?.type !== 'vendor' || !user.vendorId) return;
      const [vendor] = await app.database.db.select({ status: vendors.status }).from(vendors).where(eq(vendors._id, user.vendorId));
      if (vendor?.status === 'pending_for_price' && !isAllowedWhilePending(request, user.vendorId))
        throw new HttpProblem(403, MESSAGES.forbidden);
    });
  },
  { name: 'pending-vendor-guard', dependencies: ['auth'] },
);
