// `npm run restore FILE [--force] [--sha256 HEX]`: restores a backup (its checksum checked first: the .sha256 file
// beside it, or the value given) into DATA_DIR's embedded database, or into the database at DATABASE_URL. The target
// must be empty unless --force (`npm run restore FILE -- --force`, or `npm run restore FILE --force`, which npm passes
// as npm_config_force); never while a server holds the data directory. A failed restore changes nothing.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { pgliteDirOf, restoreBackup, RestoreRefused, type RestoreTarget } from '../server/modules/data';
import { backupPlaceOf } from '../server/modules/data';
import { serverHolding } from '../server/modules/data';
import { describeBytes, fail, secondsSince } from './scriptOutput';

const args = process.argv.slice(2);
const force = args.includes('--force') || process.env.npm_config_force === 'true';
const sumAt = args.indexOf('--sha256');
const sha256 = sumAt >= 0 ? args[sumAt + 1] : undefined;
if (sumAt >= 0 && !/^[0-9a-f]{64}$/i.test(sha256 ?? '')) fail('--sha256 takes the backup’s checksum: 64 hexadecimal digits');
const [named] = args.filter((arg, index) => !arg.startsWith('--') && (sumAt < 0 || index !== sumAt + 1));
if (!named) fail('usage: npm run restore FILE [-- --force] [--sha256 HEX]   (FILE: a path, or a name in the backup folder)');

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
  const { movedAside } = await restoreBackup(file, target, { force, sha256 });
  const where = target.kind === 'pglite' ? pgliteDirOf(target.dataDir) : `the database ${new URL(target.url).pathname.slice(1)}`;
  console.log(`Restored ${path.basename(file)} (${describeBytes(size)}) into ${where} in ${secondsSince(startedAt)} s`);
  if (movedAside)
    console.log(
      target.kind === 'pglite'
        ? `  the database that was there is kept in ${movedAside} (delete it once the restored one is checked)`
        : `  the database that was there is kept as the database ${movedAside} (drop it once the restored one is checked)`,
    );
  console.log('  every session was ended (everyone signs in again); the server makes a new signing key unless JWT_SECRET sets one');
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  fail(`restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}, nothing was changed: ${message}`);
}
