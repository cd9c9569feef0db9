// The treatments domain's door: products and their stock, programs and enrolments, applicators' licences (/products,
// /programs, /properties/:id/programs, /properties/:id/lawn, /applicators) and the application records (/work-logs/:id/applications,
// /applications), written once (docs/treatments.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApplicationQuery } from '../../../common/schemas/treatment';
import type { Db } from '../../db/client';
import applicationRoutes from './applicationRoutes';
import { applicationRepository } from './applicationRepository';

export { customerApplications } from './applicationRepository';
import catalogRoutes from './catalogRoutes';
import lawnRoutes from './lawnRoutes';
import weatherRoutes from './weatherRoutes';
import type { WeatherSource } from '../../lib/weather/weather';

export { planRounds } from './rules';

/** The application records of a period, for the inspector's report (the reports domain reads them through here). */
export const applicationRecords = (db: Db, query: ApplicationQuery, limit?: number) => applicationRepository(db).list(query, 0, limit);

/** `weather` prefills the crew's form (WEATHER_PROVIDER); null, the crew types the wind and temperature. */
const treatmentsModule: FastifyPluginAsyncZod<{ weather: WeatherSource | null }> = async (app, { weather }) => {
  await app.register(catalogRoutes);
  await app.register(lawnRoutes);
  await app.register(applicationRoutes);
  await app.register(weatherRoutes, { weather });
};

export default treatmentsModule;
