import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
const templateDir = process.env.E2E_TEMPLATE_DIR;
/** A database of its own on a PostgreSQL server, made by scripts/e2eShards.ts from its seeded template; else PGlite. */
const serverDatabaseUrl = process.env.E2E_SERVER_DATABASE_URL ?? '';
/** The specs that read mail (recovery codes) listen here as the recipients' mail server: see tests/e2e/recovery.spec.ts. */
export const smtpSinkPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/** The sandbox payment gateway's own server (its hosted card fields), on an origin of its own like the real gateway's. */
/** The fake of Intuit's OAuth and QuickBooks API (tests/fakeQuickBooks.ts) the Accounting spec connects to. */
export const fakeQuickBooksPort = Number(process.env.E2E_QUICKBOOKS_PORT ?? port + 2100);
const fakeQuickBooksUrl = `http://127.0.0.1:${fakeQuickBooksPort}`;
export const sandboxGatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? port + 2000);
const sandboxGatewayUrl = `http://127.0.0.1:${sandboxGatewayPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  // A loaded CI machine can take more than 10 s to draw a page after a reload: a wait there is not a failure.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // scripts/e2eShards.ts names a JSON report per shard, to print and keep each spec's duration (tests/e2e/durations.json).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    // A trace records the page on every frame: kept for every test it doubled the browser's CPU (dashboard spec: 21.5 s
    // of Chromium CPU against 9.6 s without). A failed test is traced on its retry; E2E_TRACE=on traces every test.
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx scripts/sandboxGateway.ts',
      url: `${sandboxGatewayUrl}/protect.js`,
      env: { SANDBOX_GATEWAY_PORT: String(sandboxGatewayPort) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node --import tsx scripts/fakeQuickBooks.ts',
      url: `${fakeQuickBooksUrl}/oauth2/v1/tokens/bearer`,
      env: { FAKE_QUICKBOOKS_PORT: String(fakeQuickBooksPort) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // A run of shards hands every server a copy of one seeded demo business (scripts/e2eShards.ts): a data directory, or
      // a database on PostgreSQL; alone, it seeds its own.
      command: `rm -rf ${dataDir} && ${templateDir && !serverDatabaseUrl ? `cp -r ${templateDir} ${dataDir} && ` : ''}node --import tsx server/main.ts`,
      url: `http://localhost:${port}/api/v1/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: serverDatabaseUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpSinkPort),
        SANDBOX_GATEWAY_URL: sandboxGatewayUrl,
        QUICKBOOKS_CLIENT_ID: 'fake-client-id',
        QUICKBOOKS_CLIENT_SECRET: 'fake-client-secret',
        QUICKBOOKS_AUTHORIZE_URL: `${fakeQuickBooksUrl}/connect/oauth2`,
        QUICKBOOKS_TOKEN_URL: `${fakeQuickBooksUrl}/oauth2/v1/tokens/bearer`,
        QUICKBOOKS_REVOKE_URL: `${fakeQuickBooksUrl}/oauth2/v1/tokens/revoke`,
        QUICKBOOKS_API_URL: fakeQuickBooksUrl,
        // The fake has no rate limit: the demo's history goes at once, unpaced.
        QUICKBOOKS_REQUESTS_PER_MINUTE: '0',
        // The queues are polled every 5 s, as deployed: a job the server sends wakes its worker at once (wakeOnSend,
        // server/plugins/jobs.ts), so the specs that wait on one (a charge, then its mail) took as long as at 1 s
        // (payLink, billing and heldMessage 154 s against 156 s), and polling every second cost a shard's idle server
        // and PostgreSQL 5.9 s of CPU a minute against 1.8 s.
        JOBS_POLL_SECONDS: process.env.E2E_JOBS_POLL_SECONDS ?? '5',
      },
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
