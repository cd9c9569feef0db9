// GET /business: the business's name as its sign-in pages say it, before anyone signs in (the staff and crew sign-in
// screens and the customer's speak in the business's name, not the software's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { publicBusiness } from '../../../common/schemas/settingsRecord';
import { readSettings } from '../../lib/settings';

const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business',
    { config: { access: { public: true } }, schema: { tags: ['settings'], response: { 200: envelope(publicBusiness) } } },
    async () => {
      const { business } = await readSettings(app.database.db, ['business']);
      return { status: 200, data: { name: business.name } };
    },
  );
};

export default businessRoutes;
