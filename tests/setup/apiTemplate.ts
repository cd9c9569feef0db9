// Migrates and seeds the demo business once per run; every API test app then starts from a copy of it: a PGlite
// data-directory dump, or a template database on the PostgreSQL server in DATABASE_URL.
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
    /** A tarball of the seeded PGlite data directory, for in-memory test apps. */
    pgliteSnapshotFile?: string;
    /** The seeded database that test apps on PostgreSQL are created from. */
    templateDatabase?: string;
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

async function seededPostgresTemplate(serverUrl: string, project: TestProject) {
  const name = `lawndesk_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false });
  try {
    await database.migrate();
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  // PostgreSQL refuses to copy a database anyone is connected to, so nobody may connect to the template.
  await onServer(serverUrl, `alter database ${name} with allow_connections false`);
  project.provide('templateDatabase', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

async function seededPgliteSnapshot(project: TestProject) {
  const database = openDatabase({ dataDir: '', inMemory: true });
  const file = path.join(tmpdir(), `lawndesk-template-${process.pid}-${randomUUID().slice(0, 8)}.tar.gz`);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const dump = await database.db.$client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshotFile', file);
  return () => rmSync(file, { force: true });
}

export default function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? seededPostgresTemplate(serverUrl, project) : seededPgliteSnapshot(project);
}
