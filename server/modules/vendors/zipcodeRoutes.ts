// A vendor's service zip codes, each with a week day and a crew: read, and replaced as a whole in one transaction.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId } from '../../../common/schemas/fields';
import { serviceZipcode, vendorZipcodesInput } from '../../../common/schemas/vendor';
import type { Db } from '../../db/client';
import { crews, vendorZipcodes } from '../../db/schema';
import { HttpProblem } from '../../lib/httpErrors';
import { vendorForAccess, vendorOrStaff } from './access';

const zipcodesReply = z.object({ status: z.literal(200), data: z.object({ zipcodes: z.array(serviceZipcode) }) });
const tags = ['vendors'];
const FOREIGN_CREW = "Crew is not one of this vendor's crews.";

async function serviceZipcodes(db: Db, vendorId: string) {
  const zipcodes = await db
    .select({ zipcode: vendorZipcodes.zipcode, weekDay: vendorZipcodes.weekDay, crewId: vendorZipcodes.crewId, crewName: crews.name })
    .from(vendorZipcodes)
    .leftJoin(crews, eq(crews._id, vendorZipcodes.crewId))
    .where(eq(vendorZipcodes.vendorId, vendorId))
    .orderBy(asc(vendorZipcodes.zipcode));
  return { status: 200 as const, data: { zipcodes } };
}

const vendorZipcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/vendors/:id/zipcodes', { config: { access: vendorOrStaff }, schema: { tags, params: byId, response: { 200: zipcodesReply } } }, async (request) => {
    await vendorForAccess(db, app.currentUser(request), request.params.id);
    return serviceZipcodes(db, request.params.id);
  });

  app.put('/vendors/:id/zipcodes', {
    config: { access: vendorOrStaff },
    schema: { tags, params: byId, body: vendorZipcodesInput, response: { 200: zipcodesReply } },
  }, async (request) => {
    const vendorId = request.params.id;
    await vendorForAccess(db, app.currentUser(request), vendorId);
    await db.transaction(async (tx) => {
      await tx.delete(vendorZipcodes).where(eq(vendorZipcodes.vendorId, vendorId));
      const ownCrews = new Set((await tx.select({ _id: crews._id }).from(crews).where(eq(crews.vendorId, vendorId))).map((crew) => crew._id));
      const errors: Record<string, string> = {};
      request.body.zipcodes.forEach((row, index) => {
        if (row.crewId && !ownCrews.has(row.crewId)) errors[`zipcodes.${index}.crewId`] = FOREIGN_CREW;
      });
      if (Object.keys(errors).length) throw new HttpProblem(400, FOREIGN_CREW, { zipcodes: FOREIGN_CREW, ...errors });
      if (request.body.zipcodes.length) await tx.insert(vendorZipcodes).values(request.body.zipcodes.map((row) => ({ ...row, vendorId })));
    });
    return serviceZipcodes(db, vendorId);
  });
};

export default vendorZipcodeRoutes;
