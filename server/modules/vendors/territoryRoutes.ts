// GET /vendors/territories: every crew with the zip codes its vendor gave it, for the territory map's coloured areas and filters.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { type Territories, territories } from '../../../common/schemas/workLogMap';
import { crews, markets, vendorZipcodes, vendors } from '../../db/schema';
import { MAP_VIEWERS } from '../workLogs';

const territoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/vendors/territories',
    { config: MAP_VIEWERS, schema: { tags: ['vendors'], response: { 200: envelope(territories) } } },
    async () => {
      const crewRows = await db
        .select({
          crewId: crews._id,
          crewName: crews.name,
          vendorId: vendors._id,
          vendorName: vendors.companyName,
          marketId: vendors.marketId,
        })
        .from(crews)
        .innerJoin(vendors, eq(vendors._id, crews.vendorId))
        .orderBy(asc(vendors.companyName), asc(crews.name), asc(crews._id));
      const zipcodeRows = await db
        .selectDistinct({ crewId: vendorZipcodes.crewId, zipcode: vendorZipcodes.zipcode })
        .from(vendorZipcodes)
        .orderBy(asc(vendorZipcodes.zipcode));
      const zipcodesOf = new Map<string, string[]>();
      for (const { crewId, zipcode } of zipcodeRows) if (crewId) zipcodesOf.set(crewId, [...(zipcodesOf.get(crewId) ?? []), zipcode]);
      const marketIds = [...new Set(crewRows.map((row) => row.marketId).filter((id): id is string => id !== null))];
      const marketRows = marketIds.length
        ? await db
            .select({ _id: markets._id, name: markets.name })
            .from(markets)
            .where(inArray(markets._id, marketIds))
            .orderBy(asc(markets.name))
        : [];
      const data: Territories = {
        crews: crewRows.map((row) => ({ ...row, zipcodes: zipcodesOf.get(row.crewId) ?? [] })),
        markets: marketRows,
      };
      return { status: 200, data };
    },
  );
};

export default territoryRoutes;
