// The data domain's import part (its door is ../index.ts): /imports (customers from a spreadsheet: upload, preview, start, progress, report,
// undo) and /import-mappings, the `customer-import` queue that runs an import and takes it up again after a stop, and
// the geocoder for approximate locations: /geocoding, /properties/:id/locate and the `geocode-locations` queue; the
// nightly `import-files-purge` of uploaded cells past their keeping (retention.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Geocoder } from '../../../lib/geocoder/geocoder';
import type { DomainJobs } from '../../../plugins/jobs';
import { GEOCODE_QUEUE, type GeocodeJob, runGeocodeJob } from './geocoding';
import geocodingRoutes from './geocodingRoutes';
import dataImportRoutes from './importRoutes';
import { purgeImportFiles } from './retention';
import { IMPORT_QUEUE, type ImportJob, resumeImports, runImport } from './runner';

/** @param geocoder null when geocoding is off: imports then leave their approximate locations as they are. */
export const dataImportJobs = (geocoder: Geocoder | null): DomainJobs => ({
  scheduled: [{ name: 'import-files-purge', cron: '15 3 * * *', run: (app) => purgeImportFiles(app.database.db) }],
  queues: [
    {
      name: IMPORT_QUEUE,
      options: { policy: 'short', retryLimit: 5, retryDelay: 30, expireInSeconds: 30 * 60 },
      work: (boss, app, pollSeconds) =>
        boss.work<ImportJob>(IMPORT_QUEUE, { pollingIntervalSeconds: pollSeconds }, async ([job]) =>
          runImport(app, job.data.importId, geocoder),
        ),
    },
    {
      name: GEOCODE_QUEUE,
      // A provider error is thrown: retried after 1, 2, 4… minutes, about 4 hours in all.
      options: { policy: 'short', retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
      work: (boss, app, pollSeconds) =>
        boss.work<GeocodeJob>(GEOCODE_QUEUE, { pollingIntervalSeconds: pollSeconds }, async ([job]) =>
          geocoder ? runGeocodeJob(app, geocoder, job.data) : { skipped: 'geocoder off' },
        ),
    },
  ],
  started: (app) => resumeImports(app),
});

const dataImportModule: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (app, { geocoder }) => {
  await app.register(dataImportRoutes, { geocoder });
  await app.register(geocodingRoutes, { geocoder });
};

export default dataImportModule;
