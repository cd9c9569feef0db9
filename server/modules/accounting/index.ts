// The accounting domain's door: QuickBooks Online, connected by the admin and pushed to one way, automatically and
// exactly once (docs/accounting.md). Its pass runs every minute on one node, and at once after a connect or a sync.
import type { FastifyPluginAsync } from 'fastify';
import type { QuickBooksSettings } from '../../config';
import type { DomainJobs } from '../../plugins/jobs';
import { runPass } from './push';
import { quickbooksClient } from './quickbooksClient';
import customerLinkRoutes from './customerLinkRoutes';
import employeeRoutes from './employeeRoutes';
import accountingRoutes from './quickbooksRoutes';

/** The minute's pass: plans what changed since the last one and sends it (nothing when not connected). */
export function accountingJobs(settings: QuickBooksSettings | undefined): DomainJobs {
  return {
    scheduled: [
      {
        name: 'quickbooks-push',
        cron: '* * * * *',
        run: async (app) => {
          if (settings?.clientId) await runPass(app.database.db, quickbooksClient(settings), app.log);
        },
      },
    ],
  };
}

export { accountingSubscribers } from './timeActivities';

const accountingModule: FastifyPluginAsync<{ quickbooks?: QuickBooksSettings; publicUrl?: string }> = async (app, options) => {
  await app.register(accountingRoutes, options);
  await app.register(customerLinkRoutes, options);
  await app.register(employeeRoutes, options);
};

export default accountingModule;
