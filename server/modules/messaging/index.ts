// The messaging domain's door: a user's own notifications (/notifications), the outbox of mail kept while no mail server
// is configured (/outbox), and the due-reminders job. The notifier and the messenger themselves are server/lib/'s.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessToday } from '../../lib/businessDay';
import type { DomainJobs } from '../../plugins/jobs';
import { notifyDueReminders } from './dueReminders';
import notificationRoutes from './notificationRoutes';
import outboxRoutes from './outboxRoutes';

export const messagingJobs: DomainJobs = {
  scheduled: [{ name: 'due-reminders', cron: '* * * * *', run: async (app) => notifyDueReminders(app.notifier, await businessToday(app.database.db)) }],
};

const messagingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(notificationRoutes);
  await app.register(outboxRoutes);
};

export default messagingModule;
