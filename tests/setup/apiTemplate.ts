// Migrates two templates once per run, one left empty and one seeded with the demo business; every API test app then
// starts from a copy of one of them: a PGlite data-directory dump, or a template database on the PostgreSQL server
// in DATABASE_URL. Test files build their own small fixture on the empty one (tests/api/fixtures/business.ts).
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of the migrated PGlite data directory, empty and with the demo, for in-memory test apps. */
    pgliteSnapshotFile?: string;
    pgliteDemoSnapshotFile?: string;
    /** The migrated databases that test apps on PostgreSQL are created from, empty and with the demo. */
    templateDatabase?: string;
    demoTemplateDatabase?: string;
  }
}

type Kind = 'empty' | 'demo';

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(serverUrl: string, kind: Kind) {
  const name = `lawndesk_template_${kind}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false });
  try {
    await database.migrate();
    if (kind === 'demo') await seedDemo(database.db);
  } finally {
    await database.close();
  }
  // PostgreSQL refuses to copy a database anyone is connected to, so nobody may connect to the template.
  await onServer(serverUrl, `alter database ${name} with allow_connections false`);
  return { name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function pgliteSnapshot(kind: Kind) {
  const database = openDatabase({ dataDir: '', inMemory: true });
  const file = path.join(tmpdir(), `lawndesk-template-${kind}-${process.pid}-${randomUUID().slice(0, 8)}.tar.gz`);
  try {
    await database.migrate();
    if (kind === 'demo') await seedDemo(database.db);
    const dump = await database.db.$client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { file, remove: () => rmSync(file, { force: true }) };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const [empty, demo] = await Promise.all([postgresTemplate(serverUrl, 'empty'), postgresTemplate(serverUrl, 'demo')]);
    project.provide('templateDatabase', empty.name);
    project.provide('demoTemplateDatabase', demo.name);
    return () => Promise.all([empty.drop(), demo.drop()]).then(() => undefined);
  }
  const empty = await pgliteSnapshot('empty');
  const demo = await pgliteSnapshot('demo');
  project.provide('pgliteSnapshotFile', empty.file);
  project.provide('pgliteDemoSnapshotFile', demo.file);
  return () => {
    empty.remove();
    demo.remove();
  };
}
