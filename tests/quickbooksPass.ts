// One QuickBooks push pass in a process of its own, for the kill -9 test (tests/api/accounting/quickbooksKill.test.ts): the app
// on the configuration from the environment, the accounting domain's minute job run once, then closed. A pass killed
// before holds the claim for its 5-minute lease; QUICKBOOKS_LEASE_LAPSED=1 starts as a restart after those 5 minutes.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { accountingConnections } from '../server/db/schema';
import { accountingJobs } from '../server/modules/accounting';

const config = loadConfig();
const app = await buildApp(config);
if (process.env.QUICKBOOKS_LEASE_LAPSED === '1')
  await app.database.db.update(accountingConnections).set({ passStartedAt: new Date(Date.now() - 10 * 60_000) });
await accountingJobs(config.quickbooks).scheduled![0].run(app);
await app.close();
