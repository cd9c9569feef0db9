// The run's database templates, each built by the first test file that asks for it: whichever worker takes the lock
// file builds it, the others wait for it to appear. A file that never creates a test app (a pure rule, a parser) so
// never waits for a migration; tests/setup/apiTemplate.ts only names the templates and removes them at the end.
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/demo/demo';
import { markerFiles, templateMarker } from '../setup/templateFiles';
import { testDatabaseUrl } from './testDatabaseUrl';

async function once(readyMarker: string, build: () => Promise<void>) {
  if (existsSync(readyMarker)) return;
  const { lock, failed } = markerFiles(readyMarker);
  try {
    closeSync(openSync(lock, 'wx'));
  } catch {
    while (!existsSync(readyMarker)) {
      if (existsSync(failed)) throw new Error(`another test file could not build ${readyMarker}: ${readFileSync(failed, 'utf8')}`);
      await sleep(250);
    }
    return;
  }
  try {
    await build();
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function writeDump(file: string, database: ReturnType<typeof openDatabase>) {
  const dump = await database.embedded!.dumpDataDir('gzip');
  const { partial } = markerFiles(file);
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** The migrated, empty PGlite tarball, made on first demand; undefined outside the api projects. */
export async function emptyPgliteSnapshotFile(): Promise<string | undefined> {
  const file = inject('pgliteSnapshotFile');
  if (!file) return undefined;
  await once(file, async () => {
    const database = openDatabase({ dataDir: '', inMemory: true });
    try {
      await database.migrate();
      await writeDump(file, database);
    } finally {
      await database.close();
    }
  });
  return file;
}

/** The demo's PGlite tarball, seeded from the empty one on first demand; undefined outside the api projects. */
export async function demoPgliteSnapshotFile(emptySnapshot: Blob | undefined): Promise<string | undefined> {
  const file = inject('pgliteDemoSnapshotFile');
  if (!file || !emptySnapshot) return undefined;
  await once(file, async () => {
    const database = openDatabase({ dataDir: '', inMemory: true, pgliteSnapshot: emptySnapshot });
    try {
      await database.migrate();
      await seedDemo(database.db);
      await writeDump(file, database);
    } finally {
      await database.close();
    }
  });
  return file;
}

/** The migrated, empty template database on the server, made on first demand; undefined outside the api projects. */
export async function emptyTemplateDatabase(serverUrl: string): Promise<string | undefined> {
  const name = inject('templateDatabase');
  if (!name) return undefined;
  await once(templateMarker(name), async () => {
    await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
    const database = openDatabase({ databaseUrl: testDatabaseUrl(serverUrl, name).toString(), dataDir: '', inMemory: false });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // PostgreSQL refuses to copy a database anyone is connected to, so nobody may connect to the template.
    await onServer(serverUrl, (admin) => admin.query(`alter database ${name} with allow_connections false`));
    writeFileSync(templateMarker(name), '');
  });
  return name;
}

/** The demo's template database on the server, copied from the empty template and seeded on first demand. */
export async function demoTemplateDatabase(serverUrl: string): Promise<string | undefined> {
  const name = inject('demoTemplateDatabase');
  const empty = await emptyTemplateDatabase(serverUrl);
  if (!name || !empty) return undefined;
  await once(templateMarker(name), async () => {
    await onServer(serverUrl, async (admin) => {
      await admin.query(`create database ${name} template ${empty}`);
      const database = openDatabase({ databaseUrl: testDatabaseUrl(serverUrl, name).toString(), dataDir: '', inMemory: false });
      try {
        await seedDemo(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${name} with allow_connections false`);
    });
    writeFileSync(templateMarker(name), '');
  });
  return name;
}
