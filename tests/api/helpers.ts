// Builds the app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server in DATABASE_URL.
// Each is a copy of a template migrated once for the run by the first file that needs it (tests/api/templates.ts):
// empty (the file then builds its own fixture, tests/api/fixtures/business.ts), or, for the few files that test the
// demo itself, with the demo seed.
import { type MessageParams, renderMessage } from '../../common/i18n/catalog';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../server/app';
import type { Config } from '../../server/config';

import { demoPgliteSnapshotFile, demoTemplateDatabase, emptyPgliteSnapshotFile, emptyTemplateDatabase } from './templates';
import { testDatabaseUrl } from './testDatabaseUrl';
import { retireDatabase, withClient } from '../setup/retiredDatabases';
import { TEST_PASSWORD } from './fixtures/business';

export { TEST_PASSWORD };

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

function baseConfig(overrides: Partial<Config>): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    inMemory: true,
    checkResponses: true,
    logLevel: 'silent',
    staticDir: '/nonexistent',
    seedDemo: false,
    loginFailureLimit: 10,
    recoveryRateLimit: 50,
    jwtSecret: 'test-secret',
    // Test apps start from one template, so their users share ids: their rate-limit counts in Redis must not.
    redisKeyPrefix: `lawndesk-test-${randomUUID().slice(0, 8)}:`,
    // Never the working directory: a test that backs up writes into a folder of its own.
    backupDir: path.join(tmpdir(), 'lawndesk-test-backups', randomUUID().slice(0, 8)),
    // An install whose links have an address, as one staff have used has; absoluteLinks.test.ts takes it away.
    publicUrl: 'https://lawndesk.test',
    // "Visit moved" goes at once, as the tests of what it says expect; movedHold.test.ts holds it.
    movedMessageHoldSeconds: 0,
    ...overrides,
  };
}

const pgliteSnapshots = new Map<string, Blob>();

function readSnapshot(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  if (!pgliteSnapshots.has(file)) pgliteSnapshots.set(file, new Blob([readFileSync(file)]));
  return pgliteSnapshots.get(file);
}

/** A template's PGlite dump, read once per worker; undefined outside the api project (the app then migrates itself). */
async function pgliteSnapshot(demo: boolean): Promise<Blob | undefined> {
  const empty = readSnapshot(await emptyPgliteSnapshotFile());
  return demo ? readSnapshot(await demoPgliteSnapshotFile(empty)) : empty;
}

export interface TestAppOptions extends Partial<Config> {
  /** Start from the demo business instead of an empty database: only for tests of the demo seed itself. */
  demo?: boolean;
}

type Inject = (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
const answersOnly = new WeakMap<App, Inject>();

/** The app's answer alone, without waiting for what it delivers after it: for tests of what a request does before it answers. */
export const injectAnswer = (app: App, options: InjectOptions | string) =>
  (answersOnly.get(app) ?? (app.inject.bind(app) as Inject))(options);

/**
 * The app whose `inject` answers once the events left for after the answer (`afterAnswer`) are delivered too, as a
 * person reading the app a moment later finds them; tests of the order itself use `app.events` directly.
 */
function afterDeliveries(app: App): App {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  answersOnly.set(app, app.inject.bind(app) as Inject);
  const waiting = async (options: unknown) => {
    const response = await inject(options);
    await app.events.delivered();
    return response;
  };
  Object.assign(app, { inject: (options?: unknown) => (options === undefined ? inject(options) : waiting(options)) });
  return app;
}

/**
 * A migrated, empty database unless `demo` (or, as before, `seedDemo: true`) asks for the demo business. On
 * PostgreSQL each test app gets a database of its own, dropped on close. `reachVia` makes the app connect through
 * another address (a test's proxy) while the database is created and dropped directly.
 */
export async function createTestApp(options: TestAppOptions = {}, reachVia?: { host: string; port: number }): Promise<TestApp> {
  const { demo: demoOption, ...overrides } = options;
  const demo = demoOption ?? overrides.seedDemo ?? false;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || overrides.dataDir) {
    const inMemory = overrides.inMemory ?? true;
    const config = baseConfig({ seedDemo: demo, ...(inMemory && { pgliteSnapshot: await pgliteSnapshot(demo) }), ...overrides });
    const app = afterDeliveries(await buildApp(config));
    return { app, config, close: () => app.close() };
  }
  const name = `lawndesk_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const template = demo ? await demoTemplateDatabase(serverUrl) : await emptyTemplateDatabase(serverUrl);
  await withClient(serverUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = testDatabaseUrl(serverUrl, name);
  if (reachVia) {
    url.hostname = reachVia.host;
    url.port = String(reachVia.port);
  }
  const config = baseConfig({ databaseUrl: url.toString(), inMemory: false, seedDemo: demo, ...overrides });
  const app = afterDeliveries(await buildApp(config));
  return {
    app,
    config,
    async close() {
      await app.close();
      await withClient(serverUrl, (client) => retireDatabase(client, name));
    },
  };
}

/** A new database on the PostgreSQL server in DATABASE_URL with nothing in it, not even the migrations, and its config. */
export async function emptyPostgresDatabase(overrides: Partial<Config> = {}): Promise<{ config: Config; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('emptyPostgresDatabase needs DATABASE_URL');
  const name = `lawndesk_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = testDatabaseUrl(serverUrl, name);
  return {
    config: baseConfig({ databaseUrl: url.toString(), inMemory: false, ...overrides }),
    drop: () => withClient(serverUrl, (client) => retireDatabase(client, name)),
  };
}

export async function signIn(app: App, id: string, loginRole: 'admin' | 'crew' = 'admin') {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { id, password: TEST_PASSWORD, loginRole } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${id} failed: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    _id: string;
    token: string;
    type: string;
    permissions: string[];
    properties: string[];
    vendor: { _id: string; status: string } | null;
    name: string;
    role: string;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 400/409 body's field messages as an English reader sees them: each key, with its parameters, in the catalog's English. */
export function englishErrors(body: {
  errors?: Record<string, string>;
  errorParams?: Record<string, MessageParams>;
}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body.errors ?? {}).map(([field, key]) => [field, renderMessage('en', key, body.errorParams?.[field])]),
  );
}
