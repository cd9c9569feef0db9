// `npm run backup`: one backup of the database into BACKUP_DIR (DATA_DIR/backups when unset), keeping the newest N of
// System Settings. PGlite allows one process per data directory, so when a server runs on the embedded database it is
// asked for the backup (a signal) and this waits for its result; otherwise the database is opened here (docs/data.md).
import { existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { readSettings } from '../server/lib/settings';
import { backUp, type BackupSource, pgliteDirOf, readLastRun } from '../server/modules/data/export/backup';
import { backupPlaceOf, backupSourceOf } from '../server/modules/data/export/backupPlace';
import { BACKUP_SIGNAL, serverHolding } from '../server/modules/data/export/serverLock';
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

/** The running server makes it; its last-backup.json says when one finished after the signal. */
async function askServer(pid: number, dir: string): Promise<{ run: BackupRun; dir: string }> {
  console.log(`LawnDesk is running on this data directory (pid ${pid}): asking it for the backup…`);
  const asked = Date.now();
  process.kill(pid, BACKUP_SIGNAL);
  while (Date.now() - asked < WAIT_FOR_SERVER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const run = await readLastRun(dir);
    if (run && Date.parse(run.finishedAt) >= asked) return { run, dir };
  }
  return fail(`no backup finished in ${dir} within ${WAIT_FOR_SERVER_MS / 60_000} minutes: see the server's log`);
}

const hold = config.databaseUrl ? null : serverHolding(config.dataDir);
const { run, dir } = hold ? await askServer(hold.pid, hold.backupDir) : await backUpHere();
if (!run.ok || !run.file) fail(`backup failed: ${run.error}`);
const { size } = await stat(`${dir}/${run.file}`);
console.log(`Backed up ${run.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'} to ${dir}/${run.file}`);
console.log(`  ${describeBytes(size)}, sha256 ${run.sha256}, in ${secondsSince(startedAt)} s`);
