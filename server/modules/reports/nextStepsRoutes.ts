// GET /dashboard/next-steps (admins): after Business setup, what the business still has to do (bring its customers
// in, its crews, take payments, send messages), each ticked from what it really has; dismissed in the settings.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { type NextSteps, nextSteps } from '../../../common/schemas/nextSteps';
import { crews, imports } from '../../db/schema';
import { readSettings } from '../../lib/settings';

const nextStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/dashboard/next-steps',
    { config: { access: { types: ['admin'] } }, schema: { tags: ['dashboard'], response: { 200: envelope(nextSteps) } } },
    async () => {
      const { setup, payments, mail } = await readSettings(db, ['setup', 'payments', 'mail']);
      const [finishedImport] = await db.select({ _id: imports._id }).from(imports).where(eq(imports.status, 'done')).limit(1);
      const [anyCrew] = await db.select({ _id: crews._id }).from(crews).limit(1);
      // The sandbox gateway takes no real money: only a real gateway with its account counts as taking payments.
      const gatewayReady = payments.gateway !== 'sandbox' && payments.username !== '';
      const data: NextSteps = {
        dismissed: setup.nextStepsDismissed === true,
        steps: [
          { key: 'import', done: Boolean(finishedImport) },
          { key: 'crews', done: Boolean(anyCrew) },
          { key: 'payments', done: gatewayReady },
          { key: 'messages', done: mail.host !== '' },
        ],
      };
      return { status: 200, data };
    },
  );
};

export default nextStepsRoutes;
