// Backups of the whole database and their restore, shared by `npm run backup`, `npm run restore`, the nightly job and
// System Settings. The embedded database is dumped by PGlite itself (`dumpDataDir`, a gzipped tar of its data directory,
// taken between two statements after a checkpoint); PostgreSQL by pg_dump in its custom format. Each file is named by
// its UTC time, written beside a `.sha256` file, and the folder keeps the newest N (docs/data.md).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../../db/client';
import type { BackupFile, BackupRun } from '../../../../common/schemas/backup';
import { isBackupName, kindOfBackup, newestFirst, nextBackupName } from './backupNames';
import { utcStamp } from './exportCsv';

export type { BackupKind } from './backupNames';
import type { BackupKind } from './backupNames';
/** What is backed up: an open embedded database (the server's own, or one the script opened), or a PostgreSQL URL. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export const STATUS_FILE = 'last-backup.json';
const SUFFIX: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };

/** libpq's variables for a URL, so that the password never shows in a process list as pg_dump's argument would. */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const environment: NodeJS.ProcessEnv = {
    PGHOST: parsed.hostname || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGUSER: decodeURIComponent(parsed.username) || undefined,
    PGPASSWORD: decodeURIComponent(parsed.password) || undefined,
  };
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) environment.PGSSLMODE = sslmode;
  return environment;
}

function run(command: string, args: readonly string[], environment: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...environment }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()).length);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function writeDump(source: BackupSource, partial: string): Promise<void> {
  if (source.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], libpqEnvironment(source.url));
    return;
  }
  // The checkpoint writes every changed page to the data files, so the copy needs little WAL replay when it starts.
  await source.client.exec('CHECKPOINT');
  const dump = await source.client.dumpDataDir('gzip');
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
}

/** The backups in the folder, newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter(isBackupName).sort(newestFirst);
  return Promise.all(
    names.map(async (file) => {
      const stats = await stat(path.join(dir, file));
      const sum = await readFile(path.join(dir, `${file}.sha256`), 'utf8').catch(() => null);
      return { file, bytes: stats.size, createdAt: stats.mtime.toISOString(), sha256: sum?.trim().split(/\s+/)[0] ?? null };
    }),
  );
}

/** Deletes all but the newest `keep` backups, each with its checksum file; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(Math.max(1, keep)).map((backup) => backup.file);
  for (const file of old) {
    await rm(path.join(dir, file), { force: true });
    await rm(path.join(dir, `${file}.sha256`), { force: true });
  }
  return old;
}

export async function readLastRun(dir: string): Promise<BackupRun | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, STATUS_FILE), 'utf8')) as BackupRun;
  } catch {
    return null;
  }
}

const running = new Map<string, Promise<BackupRun>>();
/** Whether this process is writing a backup into `dir` now. */
export const isBackingUp = (dir: string) => running.has(path.resolve(dir));

/**
 * Writes one backup into `dir` (made if missing) and its checksum, records how it went in `last-backup.json`, and keeps
 * the newest `keep`. A failure is recorded and answered, not thrown; a second call while one runs in this process
 * waits for the first rather than dumping twice.
 */
export function backUp(source: BackupSource, dir: string, keep: number | (() => Promise<number>)): Promise<BackupRun> {
  const key = path.resolve(dir);
  const current = running.get(key);
  if (current) return current;
  const work = backUpOnce(source, key, keep).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}

async function backUpOnce(source: BackupSource, dir: string, keepOrSetting: number | (() => Promise<number>)): Promise<BackupRun> {
  const keep = typeof keepOrSetting === 'number' ? keepOrSetting : await keepOrSetting();
  const startedAt = new Date();
  // A backup holds every secret: readable by the server's user alone.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = nextBackupName(await readdir(dir), utcStamp(startedAt), SUFFIX[source.kind]);
  const partial = path.join(dir, `.${file}.partial`);
  let result: BackupRun;
  try {
    await writeDump(source, partial);
    await chmod(partial, 0o600);
    const sha256 = await sha256Of(partial);
    await rename(partial, path.join(dir, file));
    await writeFile(path.join(dir, `${file}.sha256`), `${sha256}  ${file}\n`);
    const { size } = await stat(path.join(dir, file));
    result = {
      ok: true,
      kind: source.kind,
      file,
      bytes: size,
      sha256,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      error: null,
    };
    await pruneBackups(dir, keep);
  } catch (error) {
    await rm(partial, { force: true });
    const message = error instanceof Error ? error.message : String(error);
    result = {
      ok: false,
      kind: source.kind,
      file: null,
      bytes: null,
      sha256: null,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      error: message,
    };
  }
  await writeFile(path.join(dir, STATUS_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** The checksum file beside a backup must name it and match its bytes; a backup without one is not restored. */
export async function verifyBackup(file: string): Promise<string> {
  const sumFile = `${file}.sha256`;
  if (!existsSync(sumFile)) throw new Error(`${path.basename(sumFile)} is missing: a backup is restored only with its checksum`);
  const [expected] = (await readFile(sumFile, 'utf8')).trim().split(/\s+/);
  const actual = await sha256Of(file);
  if (expected !== actual)
    throw new Error(`${path.basename(file)} does not match its checksum (expected ${expected}, got ${actual}): the file is damaged`);
  return actual;
}

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export class RestoreRefused extends Error {}

/** Where an embedded database lives under DATA_DIR, as server/db/client.ts opens it. */
export const pgliteDirOf = (dataDir: string) => path.resolve(dataDir, 'pglite');

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      "select count(*) as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].tables);
  } finally {
    await client.end();
  }
}

/** Drops every schema of the database and makes an empty public one: what `--force` does before pg_restore. */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'",
    );
    for (const { name } of rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty target: an embedded data directory that does not exist or is empty, or a PostgreSQL
 * database without tables. A target holding data is refused unless `force`: then the embedded directory is moved aside
 * (`pglite.replaced-<time>`, answered as `movedAside`) and a PostgreSQL database is emptied first.
 */
export async function restoreBackup(file: string, target: RestoreTarget, { force = false } = {}): Promise<{ movedAside: string | null }> {
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
  await verifyBackup(file);
  if (target.kind === 'postgres') {
    if ((await tablesIn(target.url)) > 0) {
      if (!force)
        throw new RestoreRefused(
          'the database already holds tables: restore into an empty database, or add --force to replace everything in it',
        );
      await emptyPostgres(target.url);
    }
    const environment = libpqEnvironment(target.url);
    // Without --dbname pg_restore would print SQL; the name alone, as the rest of the connection comes from libpq's variables.
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${environment.PGDATABASE}`, file],
      environment,
    );
    return { movedAside: null };
  }
  const dir = pgliteDirOf(target.dataDir);
  let movedAside: string | null = null;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    if (!force)
      throw new RestoreRefused(`${dir} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside`);
    movedAside = `${dir}.replaced-${utcStamp(new Date())}`;
    await rename(dir, movedAside);
  }
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return { movedAside };
}
