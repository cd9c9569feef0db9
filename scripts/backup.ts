// `npm run backup`: one backup of the database into BACKUP_DIR (DATA_DIR/backups when unset), keeping the newest N of
// System Settings. PGlite allows one process per data directory, so when a server runs on the embedded database it is
// asked for the backup (a signal) and this waits for its result, copying it into this BACKUP_DIR when the server
// writes elsewhere; otherwise the database is opened here (docs/data.md).
import { existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { readSettings } from '../server/lib/settings';
import { backUp, type BackupSource, readLastRun } from '../server/modules/data';
import { pgliteDirOf } from '../server/modules/data';
import { backupPlaceOf, backupSourceOf } from '../server/modules/data';
import { BACKUP_SIGNAL, isServing, type ServerHold, serverHolding } from '../server/modules/data';
import type { BackupRun } from '../common/schemas/backup';
import { describeBytes, fail, secondsSince } from './scriptOutput';

const WAIT_FOR_SERVER_MS = 30 * 60 * 1000;
const config = loadConfig();
const startedAt = Date.now();

async function backUpHere(): Promise<{ run: BackupRun; dir: string }> {
  if (!config.databaseUrl && !(existsSync(pgliteDirOf(config.dataDir)) && readdirSync(pgliteDirOf(config.dataDir)).length > 0)) {
    fail(`no database in ${pgliteDirOf(config.dataDir)}: nothing to back up (is DATA_DIR right?)`);
  }
  const database = openDatabase(config);
  try {
    const { backups } = await readSettings(database.db, ['backups']);
    const { dir } = backupPlaceOf(config);
    const source: BackupSource = backupSourceOf(database, config.databaseUrl);
    return { run: await backUp(source, dir, backups.keep), dir };
  } finally {
    await database.close();
  }
}

/**
 * The running server makes it, into its own BACKUP_DIR; its last-backup.json says when one finished after the signal.
 * The wait ends at once when the server stops.
 */
async function askServer(hold: ServerHold): Promise<{ run: BackupRun; dir: string }> {
  const dir = hold.backupDir;
  console.log(`LawnDesk is running on this data directory (pid ${hold.pid}): asking it for the backup…`);
  const asked = Date.now();
  process.kill(hold.pid, BACKUP_SIGNAL);
  while (Date.now() - asked < WAIT_FOR_SERVER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const run = await readLastRun(dir);
    if (run && Date.parse(run.finishedAt) >= asked) return { run, dir };
    if (!isServing(hold)) return fail(`the server (pid ${hold.pid}) stopped before its backup finished: see its log`);
  }
  return fail(`no backup finished in ${dir} within ${WAIT_FOR_SERVER_MS / 60_000} minutes: see the server's log`);
}

/** The server writes where it was configured: a BACKUP_DIR given here that differs gets a copy (with its checksum). */
async function copyInto(dir: string, file: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const name of [file, `${file}.sha256`]) {
    await copyFile(path.join(hold!.backupDir, name), path.join(dir, name));
    await chmod(path.join(dir, name), 0o600);
  }
  return dir;
}

const hold = config.databaseUrl ? null : serverHolding(config.dataDir);
const { run, dir } = hold ? await askServer(hold) : await backUpHere();
if (!run.ok || !run.file) fail(`backup failed: ${run.error}`);
const wanted = backupPlaceOf(config).dir;
const { size } = await stat(path.join(dir, run.file));
console.log(`Backed up ${run.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'} to ${path.join(dir, run.file)}`);
console.log(`  ${describeBytes(size)}, sha256 ${run.sha256}, in ${secondsSince(startedAt)} s`);
if (config.backupDir && path.resolve(wanted) !== path.resolve(dir)) {
  console.log(`  the running server writes its backups to ${dir}; copied to ${path.join(await copyInto(wanted, run.file), run.file)}`);
}
