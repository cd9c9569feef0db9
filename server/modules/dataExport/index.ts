// The data export domain's door: copies of the business's data that leave the app. /exports (every record as CSV, one
// type or all in a ZIP) and /backups (the database's snapshots: the last one's state and its download), and the
// nightly backup job. `npm run backup` and `npm run restore` share backup.ts (docs/data.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import exportRoutes from './exportRoutes';

const dataExportModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(exportRoutes);
};

export default dataExportModule;
