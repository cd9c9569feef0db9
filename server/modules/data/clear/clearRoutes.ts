// POST /business-data/clear, "Start my business" in System Settings. business_data_clear only (the admin role's by
// default); the admin confirms by typing their username and their password (a session alone, stolen or left open,
// clears nothing), and a demo sign-in may not be the one kept, as its password is public. Records the law keeps are
// cleared only on a separate word that they are the demo's (clearBusiness). `npm run demo:clear` clears the same way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { businessDataCleared, businessDataClearInput } from '../../../../common/schemas/businessData';
import { envelope } from '../../../../common/schemas/envelope';
import { users } from '../../../db/schema';
import { HttpProblem } from '../../../lib/httpErrors';
import { verifyPassword } from '../../../lib/password';
import { clearBusiness, ClearRefused, isDemoSignIn } from './clearBusiness';
import type { DemoFilesPlace } from './demoFiles';

const businessDataModule: FastifyPluginAsyncZod<{ files: DemoFilesPlace | null }> = async (app, { files }) => {
  app.post(
    '/business-data/clear',
    {
      // A password guessed from a session: as few tries as a sign-in gets.
      config: { access: { permission: 'business_data_clear' }, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['data'], body: businessDataClearInput, response: { 200: envelope(businessDataCleared) } },
    },
    async (request) => {
      const { db } = app.database;
      const [caller] = await db
        .select({ username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users._id, app.currentUser(request)._id));
      if (request.body.confirm.trim() !== caller?.username) {
        throw new HttpProblem(400, 'server.business_data.confirmation_differs', { confirm: 'server.business_data.confirmation_differs' });
      }
      if (!caller.passwordHash || !(await verifyPassword(request.body.password, caller.passwordHash))) {
        request.log.warn('start my business refused: the password was wrong');
        throw new HttpProblem(400, 'server.business_data.password_wrong', { password: 'server.business_data.password_wrong' });
      }
      if (isDemoSignIn(caller.username)) throw new HttpProblem(409, 'server.business_data.demo_sign_in_kept');
      const cleared = await clearBusiness(db, app.currentUser(request)._id, files, request.body.recordsAreDemo).catch((error: unknown) => {
        if (error instanceof ClearRefused) throw new HttpProblem(409, error.reason, { recordsAreDemo: error.reason });
        throw error;
      });
      request.log.warn({ cleared }, "the business's data was cleared (start my business)");
      return { status: 200, data: cleared };
    },
  );
};

export default businessDataModule;
