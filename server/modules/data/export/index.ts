// The data domain's export part (its door is ../index.ts): copies of the business's data that leave the app. /exports (every record as CSV, one
// type or all in a ZIP) and /backups (the database's snapshots: the last one's state, Back up now and the downloads),
// the nightly backup job, and the running server's answer to `npm run backup`. `npm run backup` and `npm run restore`
// share backup.ts (docs/data.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainJobs } from '../../../plugins/jobs';
import { type BackupPlace, backUpApp } from './backupPlace';
import backupRoutes from './backupRoutes';
import exportRoutes from './exportRoutes';

export { type BackupPlace, backupPlaceOf } from './backupPlace';
export { holdDataDir } from './serverLock';

const dataExportModule: FastifyPluginAsyncZod<{ backups: BackupPlace }> = async (app, { backups }) => {
  await app.register(exportRoutes);
  await app.register(backupRoutes, { place: backups });
};

/** The nightly backup at 02:15 in the business's time zone, before the other nightly upkeep. */
export const dataExportJobs = (place: BackupPlace): DomainJobs => ({
  scheduled: [
    {
      name: 'nightly-backup',
      cron: '15 2 * * *',
      async run(app) {
        const run = await backUpApp(app, place);
        // Thrown, so that pg-boss tries again (the run is recorded in last-backup.json either way).
        if (!run.ok) throw new Error(`backup failed: ${run.error}`);
        return run;
      },
    },
  ],
});

export default dataExportModule;
