// The crewPositions domain's door: where the clocked-in crews' phones are, for the office's crew map (/crew/positions,
// /crew-positions), and the nightly prune of positions older than the set period (docs/field.md, docs/security.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DomainJobs } from '../../plugins/jobs';
import { readSettings } from '../../lib/settings';
import positionRoutes from './positionRoutes';
import { prunePositions } from './repository';

export const crewPositionsJobs: DomainJobs = {
  scheduled: [
    {
      name: 'crew-positions-prune',
      cron: '50 3 * * *',
      run: async (app) => {
        const { crewPhones } = await readSettings(app.database.db, ['crewPhones']);
        return prunePositions(app.database.db, crewPhones.positionRetentionDays);
      },
    },
  ],
};
export { prunePositions };

const crewPositionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(positionRoutes);
};

export default crewPositionsModule;
