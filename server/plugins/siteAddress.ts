// Decorates the app with the site's address for links (server/lib/siteAddress.ts) and keeps, from every signed-in
// staff request, the address staff reach the app at: the last resort of a link when none is set or configured.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_TYPES } from '../../common/permissions';
import { createSiteAddress, type SiteAddress } from '../lib/siteAddress';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteAddress;
  }
}

export default fp(
  async function siteAddressPlugin(app: FastifyInstance, options: { publicUrl?: string }) {
    const site = createSiteAddress(app.database.db, options.publicUrl);
    app.decorate('site', site);
    // The guard has run by now (onRequest), so `request.user` is the caller; public routes leave it null.
    app.addHook('preHandler', async (request) => {
      if (request.user && STAFF_TYPES.includes(request.user.type)) site.remember(`${request.protocol}://${request.host}`);
    });
  },
  { name: 'site', dependencies: ['database', 'auth'] },
);
