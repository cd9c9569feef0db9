// GET /zipcodes/map: every zip code area as the spec's map rows; the embedded approximate areas until real ones are imported.
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { type ZipcodeMapRow, zipcodeMap } from '../../../common/schemas/vendor';
import { zipcodes } from '../../db/schema';
import { approximateZipcodeAreas, type ZipcodeArea } from './approximateZipcodeAreas';

const toRow = (area: ZipcodeArea): ZipcodeMapRow => [area.areaName, area.zipcode, area.latitude, area.longitude, null, area.geometry];

const zipcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const approximateRows = approximateZipcodeAreas().map(toRow);

  app.get(
    '/zipcodes/map',
    { config: { access: { signedIn: true } }, schema: { tags: ['zipcodes'], response: { 200: envelope(zipcodeMap) } } },
    async () => {
      const imported = await app.database.db.select().from(zipcodes).orderBy(asc(zipcodes.zipcode));
      if (!imported.length) return { status: 200, data: { rows: approximateRows, approximate: true } };
      return { status: 200, data: { rows: imported.map(toRow), approximate: false } };
    },
  );
};

export default zipcodeRoutes;
