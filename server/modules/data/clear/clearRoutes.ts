// POST /business-data/clear, "Start my business" in System Settings. business_data_clear only (the admin role's by
// default); the admin confirms by typing their username, and a demo sign-in may not be the one kept, as its password is
// public. `npm run demo:clear` clears the same way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { businessDataCleared, businessDataClearInput } from '../../../../common/schemas/businessData';
import { envelope } from '../../../../common/schemas/envelope';
import { users } from '../../../db/schema';
import { HttpProblem } from '../../../lib/httpErrors';
import { clearBusiness, isDemoSignIn } from './clearBusiness';
import type { DemoFilesPlace } from './demoFiles';

const businessDataModule: FastifyPluginAsyncZod<{ files: DemoFilesPlace | null }> = async (app, { files }) => {
  app.post(
    '/business-data/clear',
    {
      config: { access: { permission: 'business_data_clear' } },
      schema: { tags: ['data'], body: businessDataClearInput, response: { 200: envelope(businessDataCleared) } },
    },
    async (request) => {
      const { db } = app.database;
      const [caller] = await db.select({ username: users.username }).from(users).where(eq(users._id, app.currentUser(request)._id));
      if (request.body.confirm.trim() !== caller?.username) {
        throw new HttpProblem(400, 'server.business_data.confirmation_differs', { confirm: 'server.business_data.confirmation_differs' });
      }
      if (isDemoSignIn(caller.username)) throw new HttpProblem(409, 'server.business_data.demo_sign_in_kept');
      const cleared = await clearBusiness(db, app.currentUser(request)._id, files);
      request.log.warn({ cleared }, "the business's data was cleared (start my business)");
      return { status: 200, data: cleared };
    },
  );
};

export default businessDataModule;
