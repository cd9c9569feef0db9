// Migrates an empty template once per run; every API test app then starts from a copy of it (a PGlite data-directory
// dump, or a template database on the PostgreSQL server in DATABASE_URL) and builds its own small fixture on it
// (tests/api/fixtures/business.ts). The demo template is only named here: the first file that asks for the demo
// builds it (tests/api/demoTemplate.ts), so a run without such files never seeds the demo.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of the migrated, empty PGlite data directory, for in-memory test apps. */
    pgliteSnapshotFile?: string;
    /** Where the demo's PGlite tarball goes once a file asks for it. */
    pgliteDemoSnapshotFile?: string;
    /** The migrated, empty database that test apps on PostgreSQL are created from. */
    templateDatabase?: string;
    /** The name the demo's template database gets once a file asks for it. */
    demoTemplateDatabase?: string;
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 12);

async function postgresTemplate(serverUrl: string, project: TestProject) {
  const name = `lawndesk_template_${uniqueSuffix()}`;
  const demoName = `lawndesk_template_demo_${uniqueSuffix()}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // PostgreSQL refuses to copy a database anyone is connected to, so nobody may connect to the template.
  await onServer(serverUrl, `alter database ${name} with allow_connections false`);
  project.provide('templateDatabase', name);
  project.provide('demoTemplateDatabase', demoName);
  return async () => {
    await onServer(serverUrl, `drop database if exists ${demoName} with (force)`);
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    for (const suffix of ['lock', 'ready']) rmSync(path.join(tmpdir(), `${demoName}.${suffix}`), { force: true });
  };
}

async function pgliteSnapshot(project: TestProject) {
  const database = openDatabase({ dataDir: '', inMemory: true });
  const stem = path.join(tmpdir(), `lawndesk-template-${process.pid}-${randomUUID().slice(0, 8)}`);
  try {
    await database.migrate();
    const dump = await database.embedded!.dumpDataDir('gzip');
    writeFileSync(`${stem}.tar.gz`, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshotFile', `${stem}.tar.gz`);
  project.provide('pgliteDemoSnapshotFile', `${stem}-demo.tar.gz`);
  return () => {
    for (const file of [`${stem}.tar.gz`, `${stem}-demo.tar.gz`, `${stem}-demo.tar.gz.lock`]) rmSync(file, { force: true });
  };
}

export default function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplate(serverUrl, project) : pgliteSnapshot(project);
}
