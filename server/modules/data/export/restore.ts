// Restores a backup (`npm run restore`) so that a failed one changes nothing: the backup goes into a NEW embedded data
// directory or a NEW PostgreSQL database beside the old one, is checked there, and only then switched in, the old one
// kept under a name that is answered. A `.pgdump` is read before anything runs (dumpContents.ts) and restored as the
// connecting role, without owners or grants. A restored database starts with no sessions and a new signing key.
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { verifyBackup } from './backup';
import { kindOfBackup } from './backupNames';
import { JOB_SCHEMA } from '../../../plugins/jobs';
import { DumpScriptCheck, type MigrationObjects, migrationObjectsOf, strangeEntries, tablesOf, withoutSchema } from './dumpContents';
import { utcStamp } from './exportCsv';
import { libpqEnvironment, run, withClient } from './pgTools';
import { PGLITE_EXTENSIONS } from '../../../db/pgliteExtensions';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export class RestoreRefused extends Error {}

/** Where an embedded database lives under DATA_DIR, as server/db/client.ts opens it. */
export const pgliteDirOf = (dataDir: string) => path.resolve(dataDir, 'pglite');

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');
let knownObjects: MigrationObjects | undefined;
/** The functions, triggers and extensions our migrations make, read once. */
function migrationObjects(): MigrationObjects {
  knownObjects ??= migrationObjectsOf(
    readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => readFileSync(path.join(migrationsFolder, name), 'utf8')),
  );
  return knownObjects;
}

/**
 * The entries of a dump to restore (every one but the job queue's), written to `listFile` for pg_restore's --use-list;
 * refused when they hold anything but plain schema and data the migrations know. Nothing connects to a database here.
 */
async function entriesToRestore(file: string, listFile: string): Promise<void> {
  const known = migrationObjects();
  let list = '';
  await run('pg_restore', ['--list', file], {}, (line) => (list += `${line}\n`));
  list = withoutSchema(list, JOB_SCHEMA);
  const strange = strangeEntries(list, known);
  if (strange.length > 0)
    throw new RestoreRefused(`the backup holds more than LawnDesk's schema and data: ${strange.slice(0, 5).join('; ')}`);
  await writeFile(listFile, list);
  // The very statements the restore will run, with the same options.
  const check = new DumpScriptCheck(known, tablesOf(list));
  await run('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${listFile}`, '--file=-', file], {}, (line) => check.line(line));
  const refusals = check.finish();
  if (refusals.length > 0) throw new RestoreRefused(`the backup holds more than LawnDesk's schema and data: ${refusals.join('; ')}`);
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Checks a restored database before it is switched in (what an embedded data directory holds cannot be read before it
 * is opened), then clears its job queue, sessions and signing key: tokens minted before are refused, and the server
 * makes a key and the queue.
 */
async function checkAndStartAfresh(query: Query): Promise<void> {
  const known = migrationObjects();
  // The job queue is made afresh at the server's start (its functions are pg-boss's, not our migrations').
  await query(`drop schema if exists ${JOB_SCHEMA} cascade`);
  const strange: string[] = [];
  const { rows: functions } = await query(
    `select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname not in ('pg_catalog', 'information_schema')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { name, body } of functions)
    if (known.functions.get(String(name)) !== String(body).replace(/\s+/g, ' ').trim()) strange.push(`function ${String(name)}`);
  const { rows: others } = await query(
    `select 'extension ' || extname as what from pg_extension where extname <> 'plpgsql'
     union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
     union all select 'event trigger ' || evtname from pg_event_trigger
     union all select 'rule ' || rulename from pg_rules where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  for (const { what } of others) {
    const [kind, name] = String(what).split(/ (?=\S+$)/);
    if (kind === 'extension' && known.extensions.has(name)) continue;
    if (kind === 'trigger' && known.triggers.has(name)) continue;
    strange.push(String(what));
  }
  if (strange.length > 0)
    throw new RestoreRefused(`the backup holds more than LawnDesk's schema and data: ${strange.slice(0, 5).join('; ')}`);
  const { rows } = await query("select count(*)::int as tables from pg_tables where schemaname = 'public'");
  if (Number(rows[0].tables) === 0) throw new Error('the restored database holds no tables');
  await query('delete from sessions');
  await query('delete from server_secrets');
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
function urlOf(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.toString();
}

async function tablesIn(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ tables: string }>(
      "select count(*) as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].tables);
  });
}

async function pgRestore(file: string, listFile: string, url: string): Promise<void> {
  const environment = libpqEnvironment(url);
  // Without --dbname pg_restore would print SQL; the name alone, as the rest of the connection comes from libpq's variables.
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--use-list=${listFile}`,
      `--dbname=${environment.PGDATABASE}`,
      file,
    ],
    environment,
  );
  await withClient(url, (client) => checkAndStartAfresh((text) => client.query(text)));
}

/** Renames the old database aside and the restored one into its place, in one transaction, from another database. */
async function switchDatabases(url: string, target: string, restored: string, aside: string): Promise<void> {
  let lastError: unknown;
  for (const maintenance of ['postgres', 'template1']) {
    const client = new pg.Client({ connectionString: urlOf(url, maintenance) });
    try {
      await client.connect();
    } catch (error) {
      lastError = error;
      continue;
    }
    try {
      await client.query('begin');
      await client.query(`alter database ${pg.escapeIdentifier(target)} rename to ${pg.escapeIdentifier(aside)}`);
      await client.query(`alter database ${pg.escapeIdentifier(restored)} rename to ${pg.escapeIdentifier(target)}`);
      await client.query('commit');
      return;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}: stop every server using ${target}, then restore again`);
    } finally {
      await client.end();
    }
  }
  throw lastError;
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<{ movedAside: string | null }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'lawndesk-restore-'));
  try {
    const listFile = path.join(scratch, 'entries.list');
    await entriesToRestore(file, listFile);
    return await restorePostgresEntries(file, listFile, url, force);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function restorePostgresEntries(file: string, listFile: string, url: string, force: boolean): Promise<{ movedAside: string | null }> {
  if ((await tablesIn(url)) === 0) {
    // One transaction: a failure leaves the database empty, as it was.
    await pgRestore(file, listFile, url);
    return { movedAside: null };
  }
  if (!force)
    throw new RestoreRefused('the database already holds tables: restore into an empty database, or add --force to replace it');
  const target = databaseOf(url);
  const stamp = utcStamp(new Date()).toLowerCase();
  const restored = `${target.slice(0, 36)}_restoring_${stamp}`;
  const aside = `${target.slice(0, 37)}_replaced_${stamp}`;
  await withClient(url, async (client) => {
    // What a restore killed half-way left, then the database this one goes into.
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [
      `${target.slice(0, 36).replace(/[_%\\]/g, '\\$&')}\\_restoring\\_%`,
    ]);
    for (const { name } of rows) await client.query(`drop database ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(restored)}`);
  });
  try {
    await pgRestore(file, listFile, urlOf(url, restored));
    await switchDatabases(url, target, restored, aside);
  } catch (error) {
    await withClient(url, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(restored)} with (force)`)).catch(
      () => undefined,
    );
    throw error;
  }
  return { movedAside: aside };
}

/** PGlite's loader fails on a damaged archive outside any promise we hold, so the file is read through once first. */
async function refuseBrokenGzip(file: string): Promise<void> {
  await pipeline(createReadStream(file), createGunzip(), new Writable({ write: (_chunk, _encoding, done) => done() })).catch(
    (error: unknown) => {
      throw new RestoreRefused(`${path.basename(file)} is not a whole gzip archive: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}

async function restorePglite(file: string, dataDir: string, force: boolean): Promise<{ movedAside: string | null }> {
  const dir = pgliteDirOf(dataDir);
  const holdsDatabase = existsSync(dir) && (await readdir(dir)).length > 0;
  if (holdsDatabase && !force)
    throw new RestoreRefused(`${dir} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside`);
  const stamp = utcStamp(new Date());
  const restored = `${dir}.restoring-${stamp}`;
  // What a restore killed half-way left (a whole database's size).
  for (const name of existsSync(path.dirname(dir)) ? await readdir(path.dirname(dir)) : [])
    if (name.startsWith(`${path.basename(dir)}.restoring-`)) await rm(path.join(path.dirname(dir), name), { recursive: true, force: true });
  await refuseBrokenGzip(file);
  await mkdir(restored, { recursive: true });
  try {
    const client = new PGlite(restored, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([await readFile(file)]) });
    try {
      await checkAndStartAfresh((text) => client.query(text));
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(restored, { recursive: true, force: true });
    throw error;
  }
  if (!holdsDatabase) {
    await rm(dir, { recursive: true, force: true });
    await rename(restored, dir);
    return { movedAside: null };
  }
  const movedAside = `${dir}.replaced-${stamp}`;
  await rename(dir, movedAside);
  await rename(restored, dir).catch(async (error: unknown) => {
    await rename(movedAside, dir);
    throw error;
  });
  return { movedAside };
}

/**
 * Restores a backup whose checksum matches (the `.sha256` beside it, or `sha256` when given). An empty target is
 * restored into directly; one holding data is refused unless `force`, and then replaced only once the restore is
 * complete and checked, the old database kept under the name answered in `movedAside`.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false, sha256 }: { force?: boolean; sha256?: string } = {},
): Promise<{ movedAside: string | null }> {
  const kind = kindOfBackup(file);
  if (!kind)
    throw new RestoreRefused(`${path.basename(file)} is not named as a LawnDesk backup (lawndesk-<time>.pglite.tar.gz or .pgdump)`);
  if (kind !== target.kind) {
    throw new RestoreRefused(
      kind === 'pglite'
        ? 'this is a backup of the embedded database: unset DATABASE_URL to restore it'
        : 'this is a pg_dump of a PostgreSQL database: set DATABASE_URL to the database to restore it into',
    );
  }
  await verifyBackup(file, sha256);
  return target.kind === 'postgres' ? restorePostgres(file, target.url, force) : restorePglite(file, target.dataDir, force);
}
