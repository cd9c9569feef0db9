// Backups of the whole database and their restore, shared by `npm run backup`, `npm run restore`, the nightly job and
// System Settings. The embedded database is dumped by PGlite itself (`dumpDataDir`, a gzipped tar of its data directory)
// from a copy its own thread takes between two statements after a checkpoint, in a worker thread (pgliteCopy.ts); PostgreSQL by
// pg_dump in its custom format. Each file is named by its UTC time, written beside a `.sha256` file, and the folder
// keeps the newest N (docs/data.md).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupFile, BackupRun } from '../../../../common/schemas/backup';
import { isBackupName, newestFirst, nextBackupName } from './backupNames';
import { utcStamp } from './exportCsv';
import type { PGliteThread } from '../../../db/pgliteThread';
import { JOB_SCHEMA } from '../../../plugins/jobs';
import { libpqEnvironment, run } from './pgTools';
import { dumpCopyOffThread } from './pgliteCopy';
import { isAlive } from './processes';

import type { BackupKind } from './backupNames';
/** What is backed up: an open embedded database (the server's own, or one the script opened), or a PostgreSQL URL. */
export type BackupSource = { kind: 'pglite'; client: PGliteThread } | { kind: 'postgres'; url: string };

export const STATUS_FILE = 'last-backup.json';
const SUFFIX: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * What a backup carries empty: the token signing key and the sessions (a downloaded backup must not mint a token the
 * running server accepts; a restore starts with new ones), and the uploaded files' cells kept for an import's undo.
 */
export const LEFT_OUT_TABLES = ['sessions', 'server_secrets', 'import_rows'] as const;

async function writeDump(source: BackupSource, partial: string): Promise<void> {
  if (source.kind === 'postgres') {
    const leftOut = LEFT_OUT_TABLES.map((table) => `--exclude-table-data=public.${table}`);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--exclude-schema=${JOB_SCHEMA}`, ...leftOut, `--file=${partial}`],
      libpqEnvironment(source.url),
    );
    return;
  }
  await dumpPglite(source.client, partial);
}

/**
 * PGlite's dump would be its whole data directory, so the tables left out are emptied in a copy (in `partial.scrub`,
 * removed after), which is then dumped: TRUNCATE gives them new, empty files, and the checkpoint recycles the log. The
 * copy is taken on disk by the database's own thread and opened in another worker thread (pgliteCopy.ts); a database
 * held in memory (tests) is dumped by its own thread first.
 */
async function dumpPglite(client: PGliteThread, partial: string): Promise<void> {
  const scratch = `${partial}.scrub`;
  await rm(scratch, { recursive: true, force: true });
  try {
    let tar: ArrayBuffer | undefined;
    if (!(await client.copyDataDir(scratch))) {
      // The checkpoint writes every changed page to the data files, so the copy needs little WAL replay when it starts.
      await client.exec('CHECKPOINT');
      tar = await (await client.dumpDataDir('none')).arrayBuffer();
    }
    await dumpCopyOffThread({ dataDir: scratch, tar, statements: SCRUB_STATEMENTS, out: partial });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const SCRUB_STATEMENTS = [
  `TRUNCATE ${LEFT_OUT_TABLES.join(', ')}`,
  `DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`,
  'SET wal_recycle = off',
  'CHECKPOINT',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
];

/** The backups in the folder, newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter(isBackupName).sort(newestFirst);
  const backups = await Promise.all(
    names.map(async (file) => {
      // A backup the prune of a run under way removed between the folder's read and this one is no longer there.
      const stats = await stat(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!stats) return null;
      const sum = await readFile(path.join(dir, `${file}.sha256`), 'utf8').catch(() => null);
      return { file, bytes: stats.size, createdAt: stats.mtime.toISOString(), sha256: sum?.trim().split(/\s+/)[0] ?? null };
    }),
  );
  return backups.filter((backup) => backup !== null);
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

/**
 * Removes what a backup that crashed left in the folder: its `.partial` file (a whole backup's size) and the copy it
 * was scrubbing. Each carries its writer's pid, so another process's backup under way is left alone.
 */
async function removeAbandoned(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const partial = /^\.lawndesk-.*?(?:\.(\d+))?\.partial(?:\.scrub)?$/.exec(name);
    if (partial && !(partial[1] && isAlive(Number(partial[1])))) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

async function backUpOnce(source: BackupSource, dir: string, keepOrSetting: number | (() => Promise<number>)): Promise<BackupRun> {
  const keep = typeof keepOrSetting === 'number' ? keepOrSetting : await keepOrSetting();
  const startedAt = new Date();
  // A backup holds every secret: readable by the server's user alone.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = nextBackupName(await readdir(dir), utcStamp(startedAt), SUFFIX[source.kind]);
  await removeAbandoned(dir);
  const partial = path.join(dir, `.${file}.${process.pid}.partial`);
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
    await rm(`${partial}.scrub`, { recursive: true, force: true });
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

/**
 * A backup restores only when its checksum matches: `expected` (`npm run restore FILE --sha256 HEX`, the value System
 * Settings lists) or the `.sha256` file beside it, which must name it.
 */
export async function verifyBackup(file: string, expected?: string): Promise<string> {
  const sumFile = `${file}.sha256`;
  if (!expected && !existsSync(sumFile))
    throw new Error(
      `${path.basename(sumFile)} is missing: a backup is restored only with its checksum (download it beside the backup, or give --sha256)`,
    );
  const wanted = expected?.toLowerCase() ?? (await readFile(sumFile, 'utf8')).trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (wanted !== actual)
    throw new Error(`${path.basename(file)} does not match its checksum (expected ${wanted}, got ${actual}): the file is damaged`);
  return actual;
}
