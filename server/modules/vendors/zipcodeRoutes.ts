// A vendor's service zip codes, each with a week day and a crew: read, and replaced as a whole in one transaction; the conflicts staff resolve.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId } from '../../../common/schemas/fields';
import { vendorZipcodesInput, vendorZipcodesReply, zipcodeConflict } from '../../../common/schemas/vendor';
import type { Db } from '../../db/client';
import { crews, vendorZipcodes, type vendors } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import { replan } from '../scheduling';
import type { AuthUser } from '../../lib/sessionTokens';
import { canSeeEveryVendor, vendorForAccess, vendorOrStaff } from './access';
import { allConflicts, assertWithinTerritory, conflictsWith, marketZipcodes } from './territory';

const conflictsReply = z.object({ status: z.literal(200), data: z.object({ conflicts: z.array(zipcodeConflict) }) });
const tags = ['vendors'];
const FOREIGN_CREW = 'server.vendors.crew_not_one_of_vendors_crews';

/** Staff also see the zip codes outside the vendor's market and the other vendors on the same days, to resolve them. */
async function serviceZipcodes(db: Db, user: AuthUser, vendor: typeof vendors.$inferSelect) {
  const zipcodes = await db
    .select({ zipcode: vendorZipcodes.zipcode, weekDay: vendorZipcodes.weekDay, crewId: vendorZipcodes.crewId, crewName: crews.name })
    .from(vendorZipcodes)
    .leftJoin(crews, eq(crews._id, vendorZipcodes.crewId))
    .where(eq(vendorZipcodes.vendorId, vendor._id))
    .orderBy(asc(vendorZipcodes.zipcode));
  if (!canSeeEveryVendor(user)) return { status: 200 as const, data: { zipcodes, outsideMarket: [], conflicts: [] } };
  const market = await marketZipcodes(db, vendor.marketId);
  const outsideMarket = zipcodes.filter((row) => !market.has(row.zipcode)).map((row) => row.zipcode);
  return { status: 200 as const, data: { zipcodes, outsideMarket, conflicts: await conflictsWith(db, vendor._id, zipcodes) } };
}

const vendorZipcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/vendors/zipcode-conflicts',
    { config: { access: { permission: 'vendor_list' } }, schema: { tags, response: { 200: conflictsReply } } },
    async (request) => {
      if (!canSeeEveryVendor(app.currentUser(request))) throw new HttpProblem(403, MESSAGES.forbidden);
      return { status: 200 as const, data: { conflicts: await allConflicts(db) } };
    },
  );

  app.get(
    '/vendors/:id/zipcodes',
    { config: { access: vendorOrStaff }, schema: { tags, params: byId, response: { 200: vendorZipcodesReply } } },
    async (request) => {
      const user = app.currentUser(request);
      return serviceZipcodes(db, user, await vendorForAccess(db, user, request.params.id));
    },
  );

  app.put(
    '/vendors/:id/zipcodes',
    {
      config: { access: vendorOrStaff },
      schema: { tags, params: byId, body: vendorZipcodesInput, response: { 200: vendorZipcodesReply } },
    },
    async (request) => {
      const user = app.currentUser(request);
      const vendor = await vendorForAccess(db, user, request.params.id);
      const rows = request.body.zipcodes;
      await db.transaction(async (tx) => {
        const held = await tx
          .select({ zipcode: vendorZipcodes.zipcode, weekDay: vendorZipcodes.weekDay, crewId: vendorZipcodes.crewId })
          .from(vendorZipcodes)
          .where(eq(vendorZipcodes.vendorId, vendor._id));
        const ownCrews = new Set(
          (await tx.select({ _id: crews._id }).from(crews).where(eq(crews.vendorId, vendor._id))).map((crew) => crew._id),
        );
        const errors: Record<string, string> = {};
        rows.forEach((row, index) => {
          if (row.crewId && !ownCrews.has(row.crewId)) errors[`zipcodes.${index}.crewId`] = FOREIGN_CREW;
        });
        if (Object.keys(errors).length) throw new HttpProblem(400, FOREIGN_CREW, { zipcodes: FOREIGN_CREW, ...errors });
        if (!canSeeEveryVendor(user)) await assertWithinTerritory(tx, vendor, rows, held);
        await tx.delete(vendorZipcodes).where(eq(vendorZipcodes.vendorId, vendor._id));
        if (rows.length) await tx.insert(vendorZipcodes).values(rows.map((row) => ({ ...row, vendorId: vendor._id })));
        await replan(tx, { zipcodes: changedZipcodes(held, rows) }, user._id);
      });
      return serviceZipcodes(db, user, vendor);
    },
  );
};

type ServedDay = { zipcode: string; weekDay: number; crewId?: string | null };

/** Zip codes whose day or crew a save added, removed or changed: only their work logs are re-planned. */
function changedZipcodes(before: readonly ServedDay[], after: readonly ServedDay[]): string[] {
  const key = (row: ServedDay) => `${row.zipcode}|${row.weekDay}|${row.crewId ?? ''}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const changed = [...before.filter((row) => !afterKeys.has(key(row))), ...after.filter((row) => !beforeKeys.has(key(row)))];
  return [...new Set(changed.map((row) => row.zipcode))];
}

export default vendorZipcodeRoutes;
