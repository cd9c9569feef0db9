// The demo template, built by the first test file of a run that asks for it: whichever worker takes the lock file
// seeds it, the others wait for it to appear.
import { existsSync, openSync, closeSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';
import { testDatabaseUrl } from './testDatabaseUrl';

async function once(readyMarker: string, lockFile: string, build: () => Promise<void>) {
  if (existsSync(readyMarker)) return;
  let lock: number | undefined;
  try {
    lock = openSync(lockFile, 'wx');
  } catch {
    while (!existsSync(readyMarker)) await sleep(250);
    return;
  }
  closeSync(lock);
  await build();
}

/** The demo's PGlite tarball, seeded from the empty one on first demand; undefined outside the api project. */
export async function demoPgliteSnapshotFile(emptySnapshot: Blob | undefined): Promise<string | undefined> {
  const file = inject('pgliteDemoSnapshotFile');
  if (!file || !emptySnapshot) return undefined;
  await once(file, `${file}.lock`, async () => {
    const database = openDatabase({ dataDir: '', inMemory: true, pgliteSnapshot: emptySnapshot });
    try {
      await database.migrate();
      await seedDemo(database.db);
      const dump = await database.embedded!.dumpDataDir('gzip');
      writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.partial`, file);
    } finally {
      await database.close();
    }
  });
  return file;
}

/** The demo's template database on the server, copied from the empty template and seeded on first demand. */
export async function demoTemplateDatabase(serverUrl: string): Promise<string | undefined> {
  const name = inject('demoTemplateDatabase');
  const empty = inject('templateDatabase');
  if (!name || !empty) return undefined;
  const stem = path.join(tmpdir(), name);
  await once(`${stem}.ready`, `${stem}.lock`, async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${empty}`);
      const url = testDatabaseUrl(serverUrl, name);
      const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false });
      try {
        await seedDemo(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${name} with allow_connections false`);
    } finally {
      await admin.end();
    }
    writeFileSync(`${stem}.ready`, '');
  });
  return name;
}
