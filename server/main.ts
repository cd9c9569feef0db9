// Starts LawnDesk on PORT and stops it cleanly on SIGINT or SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './db/seed/demo';

const config = loadConfig();
const app = await buildApp(config);

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
const url = `http://localhost:${config.port}`;
console.log(`\nLawnDesk is running at ${url} (database: ${app.database.kind})\n`);
console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
console.table(DEMO_SIGN_INS.map(({ username, type, signInPath }) => ({ username, role: type, 'sign in at': `${url}${signInPath}` })));
