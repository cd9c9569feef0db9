// `npm run restore FILE [--force]`: restores a backup (its checksum checked first) into DATA_DIR's embedded database, or
// into the database at DATABASE_URL. The target must be empty unless --force (`npm run restore FILE -- --force`, or
// `npm run restore FILE --force`, which npm passes as npm_config_force); never while a server holds the data directory.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { pgliteDirOf, restoreBackup, RestoreRefused, type RestoreTarget } from '../server/modules/data/export/backup';
import { backupPlaceOf } from '../server/modules/data/export/backupPlace';
import { serverHolding } from '../server/modules/data/export/serverLock';
import { describeBytes, fail, secondsSince } from './scriptOutput';

const args = process.argv.slice(2);
const force = args.includes('--force') || process.env.npm_config_force === 'true';
const [named] = args.filter((arg) => !arg.startsWith('--'));
if (!named) fail('usage: npm run restore FILE [-- --force]   (FILE: a path, or a name in the backup folder)');

const config = loadConfig();
// A bare name is looked for in the backup folder too.
const inBackupDir = path.join(backupPlaceOf(config).dir, named);
const file = existsSync(named) || named.includes('/') ? path.resolve(named) : inBackupDir;
if (!existsSync(file)) fail(`${file} does not exist`);

const target: RestoreTarget = config.databaseUrl
  ? { kind: 'postgres', url: config.databaseUrl }
  : { kind: 'pglite', dataDir: config.dataDir };
const hold = config.databaseUrl ? null : serverHolding(config.dataDir);
if (hold) fail(`LawnDesk is running on ${path.resolve(config.dataDir)} (pid ${hold.pid}): stop it first, then restore`);

const startedAt = Date.now();
const { size } = await stat(file);
try {
  const { movedAside } = await restoreBackup(file, target, { force });
  const where = target.kind === 'pglite' ? pgliteDirOf(target.dataDir) : `the database ${new URL(target.url).pathname.slice(1)}`;
  console.log(`Restored ${path.basename(file)} (${describeBytes(size)}) into ${where} in ${secondsSince(startedAt)} s`);
  if (movedAside) console.log(`  the database that was there is kept in ${movedAside}`);
} catch (error) {
  fail(`restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`);
}
