// One QuickBooks push pass in a process of its own, for the kill -9 test (tests/api/quickbooksKill.test.ts): the app
// on the configuration from the environment, the accounting domain's minute job run once, then closed.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { accountingJobs } from '../server/modules/accounting';

const config = loadConfig();
const app = await buildApp(config);
await accountingJobs(config.quickbooks).scheduled![0].run(app);
await app.close();
