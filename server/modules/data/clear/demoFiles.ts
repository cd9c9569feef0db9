// The demo's files outside the database, removed when its records are cleared: the backups in the backup folder (each
// would restore the demo with its public sign-ins) with their checksums and last-backup.json, and on the embedded
// database the data folders a restore moved aside (`pglite.replaced-*`). Profile images and uploaded imports are kept
// in the database (uploaded_images, import_rows) and are emptied with its tables; nothing else is written under DATA_DIR
// but the database, server.pid and the command line's requests.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config';
import { listBackups, STATUS_FILE } from '../export/backup';
import { backupPlaceOf } from '../export/backupPlace';
import { pgliteDirOf } from '../export/restore';

export interface DemoFilesPlace {
  backupDir: string;
  /** The embedded database's DATA_DIR; null on PostgreSQL or in memory. */
  dataDir: string | null;
}

/** Removes them; answers how many backups and folders went. */
export async function removeDemoFiles(place: DemoFilesPlace): Promise<number> {
  let removed = 0;
  for (const { file } of await listBackups(place.backupDir)) {
    await rm(path.join(place.backupDir, file), { force: true });
    await rm(path.join(place.backupDir, `${file}.sha256`), { force: true });
    removed += 1;
  }
  await rm(path.join(place.backupDir, STATUS_FILE), { force: true });
  if (!place.dataDir || !existsSync(place.dataDir)) return removed;
  const movedAside = `${path.basename(pgliteDirOf(place.dataDir))}.replaced-`;
  for (const name of await readdir(place.dataDir)) {
    if (!name.startsWith(movedAside)) continue;
    await rm(path.join(place.dataDir, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** The app's own: its backup folder, and its data directory when the database is embedded there. */
export const demoFilesOf = (config: Pick<Config, 'backupDir' | 'dataDir' | 'databaseUrl' | 'inMemory'>): DemoFilesPlace => ({
  backupDir: backupPlaceOf(config).dir,
  dataDir: config.databaseUrl || config.inMemory ? null : config.dataDir,
});
