// The app's backups: where they go, what they copy (the app's own embedded database, or its PostgreSQL URL) and how many
// are kept. Shared by /backups, the nightly job and the signal `npm run backup` sends a running server.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackupsState } from '../../../../common/schemas/backup';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { readSettings } from '../../../lib/settings';
import { backUp, type BackupSource, isBackingUp, listBackups, readLastRun } from './backup';

export interface BackupPlace {
  dir: string;
  databaseUrl?: string;
}

/** BACKUP_DIR, or DATA_DIR/backups when unset. */
export const backupPlaceOf = (config: Pick<Config, 'backupDir' | 'dataDir' | 'databaseUrl'>): BackupPlace => ({
  dir: path.resolve(config.backupDir ?? path.join(config.dataDir, 'backups')),
  databaseUrl: config.databaseUrl,
});

export function backupSourceOf(database: Database, databaseUrl: string | undefined): BackupSource {
  if (database.embedded) return { kind: 'pglite', client: database.embedded };
  if (!databaseUrl) throw new Error('a backup of PostgreSQL needs its DATABASE_URL');
  return { kind: 'postgres', url: databaseUrl };
}

/** One backup of the app's database, keeping the newest N of System Settings' `backups` group. */
export function backUpApp(app: FastifyInstance, place: BackupPlace) {
  // The setting is read inside the run, so the run counts as under way (GET /backups) from this call on.
  const keep = async () => (await readSettings(app.database.db, ['backups'])).backups.keep;
  return backUp(backupSourceOf(app.database, place.databaseUrl), place.dir, keep);
}

export async function backupsStateOf(app: FastifyInstance, place: BackupPlace): Promise<BackupsState> {
  // Read before the last run and the list: a run that ends between those reads is still under way in this answer, so
  // a caller never sees it over with the list after it and the last run from before it.
  const running = isBackingUp(place.dir);
  const { backups } = await readSettings(app.database.db, ['backups']);
  const [last, files] = await Promise.all([readLastRun(place.dir), listBackups(place.dir)]);
  return { last, files, keep: backups.keep, running };
}
