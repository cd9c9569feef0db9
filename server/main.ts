// Starts LawnDesk on PORT (exiting with code 1 and one line when it cannot) and stops it cleanly on SIGINT or SIGTERM.
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_SIGN_INS, hasDemoSignIns, isEmpty } from './demo/demo';
import { answerAdminRequests } from './modules/accounts';
import { startSandboxHost } from './modules/billing';
import { answerClearRequests, demoFilesOf, holdDataDir } from './modules/data';

const config = loadConfig();
// Outside production, with no sandbox gateway named, one starts beside the app on a port of its own, so a fresh clone
// can add cards: its hosted fields come from another origin, as PayTrace's do (docs/billing.md).
if (process.env.NODE_ENV !== 'production' && !config.gatewayHosts?.sandboxUrl) {
  const sandbox = await startSandboxHost();
  config.gatewayHosts = { ...config.gatewayHosts, sandboxUrl: sandbox.url };
}
const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));
// A stray rejection is logged, never fatal: one failed background task must not end every user's session.
let logRejection = (reason: unknown) => console.error(`unhandled rejection: ${messageOf(reason)}`);
process.on('unhandledRejection', (reason) => logRejection(reason));

const cannotStart = (error: unknown): never => {
  console.error(`LawnDesk did not start: ${messageOf(error)}`);
  return process.exit(1);
};
// Before the database is opened: a script run during the first start's migrations must find this server (serverLock).
const dataDirHold = (() => {
  try {
    return holdDataDir(config);
  } catch (error) {
    return cannotStart(error);
  }
})();
const app: App = await buildApp(config).catch(cannotStart);
logRejection = (reason) => app.log.error({ err: reason }, 'unhandled rejection');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
dataDirHold.serve(app);
answerAdminRequests(app, config);
answerClearRequests(app, config, demoFilesOf(config));
const url = `http://localhost:${config.port}`;
console.log(`\nLawnDesk is running at ${url} (database: ${app.database.kind})\n`);
if (await hasDemoSignIns(app.database.db)) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  console.table(DEMO_SIGN_INS.map(({ username, type, signInPath }) => ({ username, role: type, 'sign in at': `${url}${signInPath}` })));
} else if (await isEmpty(app.database.db)) {
  console.log('No one can sign in yet. Create the first admin (the password is asked for twice):');
  console.log('  npm run admin:create -- --username NAME --email EMAIL\n');
}
