// The restore drill: the demo business backed up (PGlite's dumpDataDir, or pg_dump on PostgreSQL), restored into a
// fresh data directory or database, and every table compared by row count and a checksum of its rows; then the
// refusals: a non-empty target without --force, a damaged file, a backup of the other kind of database.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../../server/db/pgliteExtensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUp, type BackupSource, readLastRun } from '../../../server/modules/data/export/backup';
import { withClient } from '../../setup/retiredDatabases';
import { pgliteDirOf, restoreBackup, type RestoreTarget } from '../../../server/modules/data/export/restore';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
interface TableSum {
  rows: number;
  sum: string;
}

/** Every table outside PostgreSQL's own schemas: its row count and the md5 of its rows as text, in text order. */
const NOT_CARRIED = ['server_secrets', 'sessions'];

async function tableSums(query: Query): Promise<Record<string, TableSum>> {
  const { rows: tables } = await query(
    "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const sums: Record<string, TableSum> = {};
  for (const { schemaname, tablename } of tables) {
    // A backup carries neither the signing key nor the sessions, by design (the test below shows it).
    if (schemaname === 'public' && NOT_CARRIED.includes(String(tablename))) continue;
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
  source = database.kind === 'postgres' ? { kind: 'postgres', url: t.config.databaseUrl! } : { kind: 'pglite', client: database.embedded! };
  before = await tableSums((text) =>
    database.kind === 'postgres' ? withClient(t.config.databaseUrl!, (client) => client.query(text)) : database.embedded!.query(text),
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

const urlOf = (database: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs one statement on a target (a PGlite data directory's database folder by name, or a PostgreSQL URL). */
async function onTarget<T>(target: RestoreTarget, text: string, folder = 'pglite'): Promise<T[]> {
  if (target.kind === 'postgres') return withClient(target.url, async (client) => (await client.query(text)).rows as T[]);
  const client = new PGlite(path.join(target.dataDir, folder), { extensions: PGLITE_EXTENSIONS });
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.close();
  }
}

/** Marks the database a target holds, so that the one kept aside after a forced restore can be told apart. */
const markOld = (target: RestoreTarget) => onTarget(target, "update markets set name = 'old' where _id = (select min(_id) from markets)");
const markOf = async (target: RestoreTarget, folder?: string) =>
  (await onTarget<{ name: string }>(target, 'select name from markets order by _id limit 1', folder))[0].name;

/** What a restore may have left: a half-restored folder beside DATA_DIR's database, or a database beside the target. */
async function leftovers(target: RestoreTarget): Promise<string[]> {
  if (target.kind === 'pglite') return readdirSync(target.dataDir).filter((name) => name.includes('restoring'));
  const name = new URL(target.url).pathname.slice(1);
  const { rows } = await withClient(serverUrl!, (client) =>
    client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [`${name}_restoring%`]),
  );
  return rows.map((row) => row.name);
}

/** Whether a backup holds a text anywhere: the script pg_restore prints, or the embedded database's files (a tar). */
async function backupHolds(file: string, text: string): Promise<boolean> {
  if (file.endsWith('.pgdump')) return execFileSync('pg_restore', ['--file=-', file], { maxBuffer: 1e9 }).includes(text);
  return gunzipSync(readFileSync(file)).includes(text);
}

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

  it('refuses a target that holds a database unless forced, and then switches the restored one in, the old one kept', async () => {
    const target = await freshTarget();
    await restoreBackup(backupFile, target);
    await markOld(target);
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(/--force/);
    const { movedAside } = await restoreBackup(backupFile, target, { force: true });
    expect(await sumsOf(target)).toEqual(before);
    if (target.kind === 'pglite') {
      expect(movedAside).toMatch(/pglite\.replaced-\d{8}T\d{6}Z$/);
      expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true);
      expect(await markOf({ kind: 'pglite', dataDir: path.dirname(movedAside!) }, path.basename(movedAside!))).toBe('old');
    } else {
      expect(movedAside).toMatch(/^lawndesk_restore_\w+_replaced_\d{8}t\d{6}z$/);
      freshDatabases.push(movedAside!);
      expect(await markOf({ kind: 'postgres', url: urlOf(movedAside!) })).toBe('old');
    }
    expect(await leftovers(target)).toEqual([]);
  });

  it('leaves the database as it was when a forced restore fails, with nothing left behind', async () => {
    const target = await freshTarget();
    await restoreBackup(backupFile, target);
    await markOld(target);
    // Not a backup, with a checksum that matches: the restore gets as far as reading it.
    const broken = path.join(work, 'broken', path.basename(backupFile));
    mkdirSync(path.dirname(broken), { recursive: true });
    writeFileSync(broken, readFileSync(backupFile).subarray(0, 4096));
    writeFileSync(`${broken}.sha256`, `${createHash('sha256').update(readFileSync(broken)).digest('hex')}  ${path.basename(broken)}\n`);
    await expect(restoreBackup(broken, target, { force: true })).rejects.toThrow();
    expect(await markOf(target)).toBe('old');
    expect(await leftovers(target)).toEqual([]);
  });

  it.runIf(serverUrl)('refuses a dump carrying a function, a role’s grant or COPY … PROGRAM, and changes nothing', async () => {
    const target = await freshTarget();
    await restoreBackup(backupFile, target);
    await markOld(target);
    const refusedWithNothingChanged = async (crafted: string, reason: RegExp) => {
      writeFileSync(
        `${crafted}.sha256`,
        `${createHash('sha256').update(readFileSync(crafted)).digest('hex')}  ${path.basename(crafted)}\n`,
      );
      await expect(restoreBackup(crafted, target, { force: true })).rejects.toThrow(reason);
      expect(await markOf(target)).toBe('old');
      expect(await leftovers(target)).toEqual([]);
    };
    mkdirSync(path.join(work, 'crafted'), { recursive: true });

    // pg_dump of a database holding a function of its own and a grant to a role, owners and grants kept.
    const scratch = (await freshTarget()) as Extract<RestoreTarget, { kind: 'postgres' }>;
    await restoreBackup(backupFile, scratch);
    const role = `lawndesk_intruder_${randomUUID().slice(0, 8)}`;
    await withClient(scratch.url, async (client) => {
      await client.query("create function public.intrude() returns int language sql as 'select 1'");
      await client.query(`create role ${role}`);
      await client.query(`grant select on public.customers to ${role}`);
    });
    try {
      const withFunction = path.join(work, 'crafted', 'lawndesk-20260101T000000Z.pgdump');
      execFileSync('pg_dump', ['--format=custom', `--file=${withFunction}`, scratch.url]);
      await refusedWithNothingChanged(withFunction, /FUNCTION public intrude\(\)/);
      const withGrant = path.join(work, 'crafted', 'lawndesk-20260101T000001Z.pgdump');
      await withClient(scratch.url, (client) => client.query('drop function public.intrude()'));
      execFileSync('pg_dump', ['--format=custom', `--file=${withGrant}`, scratch.url]);
      await refusedWithNothingChanged(withGrant, /ACL public TABLE customers/);
    } finally {
      await withClient(scratch.url, (client) => client.query(`drop owned by ${role}`));
      await withClient(serverUrl!, (client) => client.query(`drop role ${role}`));
    }

    // By hand: a table's COPY … FROM stdin rewritten, in the archive's table of contents, to COPY … FROM PROGRAM.
    await withClient(scratch.url, (client) => client.query("create table public.zz (abcd text); insert into public.zz values ('x')"));
    const withProgram = path.join(work, 'crafted', 'lawndesk-20260101T000002Z.pgdump');
    const dump = execFileSync('pg_dump', ['--format=custom', '--table=public.zz', scratch.url]);
    const from = Buffer.from('COPY public.zz (abcd) FROM stdin;');
    const to = Buffer.from("COPY public.zz FROM PROGRAM 'id';");
    expect(to.length).toBe(from.length);
    to.copy(dump, dump.indexOf(from));
    writeFileSync(withProgram, dump);
    expect(execFileSync('pg_restore', ['--file=-', withProgram]).toString()).toContain("COPY public.zz FROM PROGRAM 'id';");
    await refusedWithNothingChanged(withProgram, /PROGRAM/);
  });

  it('carries neither the signing key nor the sessions, and a restored database admits no token minted before', async () => {
    // The signing key kept in the database (no JWT_SECRET), as an install that never set one has it.
    const live = await createTestApp({ jwtSecret: undefined });
    try {
      const business = await buildBusiness(live.app);
      const { token } = await signIn(live.app, business.users.admin.username);
      expect((await live.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);
      const liveSource: BackupSource =
        live.app.database.kind === 'postgres'
          ? { kind: 'postgres', url: live.config.databaseUrl! }
          : { kind: 'pglite', client: live.app.database.embedded! };
      const { rows } = await live.app.database.db.execute<{ value: string }>(sql`select value from server_secrets where name = 'jwt'`);
      const { file } = await backUp(liveSource, path.join(work, 'live'), 3);
      const backup = path.join(work, 'live', file!);
      const [session] = await live.app.database.db.execute<{ id: string }>(sql`select _id as id from sessions`).then((r) => r.rows);
      expect(await backupHolds(backup, rows[0].value)).toBe(false);
      expect(await backupHolds(backup, session.id)).toBe(false);
      expect(await backupHolds(backup, business.users.admin.username)).toBe(true);

      const target = await freshTarget();
      await restoreBackup(backup, target);
      const restored = await createTestApp(
        target.kind === 'pglite'
          ? { jwtSecret: undefined, dataDir: target.dataDir, inMemory: false }
          : { jwtSecret: undefined, databaseUrl: target.url },
      );
      try {
        expect((await restored.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
        const again = await signIn(restored.app, business.users.admin.username);
        expect((await restored.app.inject({ url: '/api/v1/users/me', headers: bearer(again.token) })).statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await live.close();
    }
    // Two apps, a business, a backup and a restore: minutes on PGlite on a loaded machine.
  }, 300_000);

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
    // Three whole backups of the demo (each on PGlite a dump, a copy opened to empty the tables left out, a dump again).
  }, 300_000);
});
