// The restore drill: the demo business backed up (PGlite's dumpDataDir, or pg_dump on PostgreSQL), restored into a
// fresh data directory or database, and every table compared by row count and a checksum of its rows; then the
// refusals: a non-empty target without --force, a damaged file, a backup of the other kind of database.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../server/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backUp,
  type BackupSource,
  pgliteDirOf,
  readLastRun,
  restoreBackup,
  type RestoreTarget,
} from '../../server/modules/data/export/backup';
import { createTestApp, type TestApp } from './helpers';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
interface TableSum {
  rows: number;
  sum: string;
}

/** Every table outside PostgreSQL's own schemas: its row count and the md5 of its rows as text, in text order. */
async function tableSums(query: Query): Promise<Record<string, TableSum>> {
  const { rows: tables } = await query(
    "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const sums: Record<string, TableSum> = {};
  for (const { schemaname, tablename } of tables) {
    const name = `"${String(schemaname)}"."${String(tablename)}"`;
    const { rows } = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${name} t`,
    );
    sums[name] = { rows: Number(rows[0].rows), sum: String(rows[0].sum) };
  }
  return sums;
}

const serverUrl = process.env.DATABASE_URL;
let t: TestApp;
let work: string;
let source: BackupSource;
let before: Record<string, TableSum>;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty target: a new data directory, or a new database on the server (dropped after the file). */
const freshDatabases: string[] = [];
async function freshTarget(): Promise<RestoreTarget> {
  if (!serverUrl) return { kind: 'pglite', dataDir: mkdtempSync(path.join(work, 'data-')) };
  const name = `lawndesk_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  freshDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
}

async function sumsOf(target: RestoreTarget): Promise<Record<string, TableSum>> {
  if (target.kind === 'postgres') return withClient(target.url, (client) => tableSums((text) => client.query(text)));
  const client = new PGlite(pgliteDirOf(target.dataDir), { extensions: PGLITE_EXTENSIONS });
  try {
    return await tableSums((text) => client.query(text));
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'lawndesk-drill-'));
  t = await createTestApp({ demo: true });
  const { database } = t.app;
  source =
    database.kind === 'postgres' ? { kind: 'postgres', url: t.config.databaseUrl! } : { kind: 'pglite', client: database.db.$client };
  before = await tableSums((text) =>
    database.kind === 'postgres' ? withClient(t.config.databaseUrl!, (client) => client.query(text)) : database.db.$client.query(text),
  );
  // Seeding the whole demo, then reading every table, on a loaded CI machine can take longer than a hook's default.
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (serverUrl)
    for (const name of freshDatabases)
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  rmSync(work, { recursive: true, force: true });
});

describe('the restore drill', () => {
  let backupFile: string;

  it('backs the demo up, named by UTC time, with its checksum and the run recorded', async () => {
    const dir = path.join(work, 'backups');
    const started = performance.now();
    const run = await backUp(source, dir, 7);
    const backupMs = performance.now() - started;
    expect(run).toMatchObject({ ok: true, kind: source.kind, error: null });
    expect(run.file).toMatch(source.kind === 'pglite' ? /^lawndesk-\d{8}T\d{6}Z\.pglite\.tar\.gz$/ : /^lawndesk-\d{8}T\d{6}Z\.pgdump$/);
    backupFile = path.join(dir, run.file!);
    expect(readFileSync(`${backupFile}.sha256`, 'utf8')).toBe(`${run.sha256}  ${run.file}\n`);
    expect(await readLastRun(dir)).toEqual(run);
    console.log(`backup of the demo (${source.kind}): ${Math.round(backupMs)} ms, ${run.bytes} bytes`);
  });

  it('restores into a fresh target with every table’s rows and checksum as they were', async () => {
    const target = await freshTarget();
    const started = performance.now();
    await restoreBackup(backupFile, target);
    console.log(`restore of the demo (${source.kind}): ${Math.round(performance.now() - started)} ms`);
    const after = await sumsOf(target);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before['"public"."properties"'].rows).toBeGreaterThan(100);
    expect(after).toEqual(before);
  });

  it('refuses a target that holds a database unless forced, and then replaces it', async () => {
    const target = await freshTarget();
    await restoreBackup(backupFile, target);
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(/--force/);
    const { movedAside } = await restoreBackup(backupFile, target, { force: true });
    if (target.kind === 'pglite') {
      expect(movedAside).toMatch(/pglite\.replaced-\d{8}T\d{6}Z$/);
      expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true);
    }
    expect(await sumsOf(target)).toEqual(before);
  });

  it('refuses a damaged file and one of the other kind of database', async () => {
    appendFileSync(backupFile, 'x');
    await expect(restoreBackup(backupFile, await freshTarget())).rejects.toThrow(/does not match its checksum/);
    const other: RestoreTarget =
      source.kind === 'pglite' ? { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } : { kind: 'pglite', dataDir: work };
    await expect(restoreBackup(backupFile, other)).rejects.toThrow(source.kind === 'pglite' ? /unset DATABASE_URL/ : /set DATABASE_URL/);
  });

  it('keeps the newest N backups and their checksums', async () => {
    const dir = path.join(work, 'kept');
    for (let index = 0; index < 3; index++) expect((await backUp(source, dir, 2)).ok).toBe(true);
    const names = readdirSync(dir).sort();
    expect(names.filter((name) => name.endsWith('.sha256'))).toHaveLength(2);
    expect(names.filter((name) => /\.(pgdump|tar\.gz)$/.test(name))).toHaveLength(2);
    expect(names).toContain('last-backup.json');
  });
});
