// GET/PUT /vendors/in-house: the business's own crews (Business setup's crews step, admin only). The first save makes
// the business's own vendor at 0% commission, named as the business; saving again edits it and its crews, never a
// second one. Each crew's yard is geocoded for its route's start, and its days' zip codes replace the vendor's, so
// the visits planned there (an import's too) land on the crew.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Message } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { type OwnCrews, ownCrews, ownCrewsInput, type OwnCrewsInput } from '../../../common/schemas/ownCrews';
import { businessNameOf } from '../../../common/schemas/settings';
import type { Db } from '../../db/client';
import { crews, vendorZipcodes, vendors } from '../../db/schema';
import type { Geocoder, GeocodeResult } from '../../lib/geocoder/geocoder';
import type { Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { replan } from '../scheduling';
import { hoursForDays, yardAddressParts } from './ownCrewRules';

const access = { types: ['admin'] } as const;
const tags = ['crews'];
const NOT_OWN_CREW = 'validation.common.choose_crew';

async function readOwnCrews(db: Db | Tx): Promise<OwnCrews> {
  const [vendor] = await db
    .select({ _id: vendors._id, companyName: vendors.companyName, commission: vendors.commission })
    .from(vendors)
    .where(eq(vendors.inHouse, true));
  if (!vendor) return { vendor: null, crews: [] };
  const rows = await db.select().from(crews).where(eq(crews.vendorId, vendor._id)).orderBy(crews.createdAt, crews.name);
  const served = await db.select().from(vendorZipcodes).where(eq(vendorZipcodes.vendorId, vendor._id)).orderBy(vendorZipcodes.zipcode);
  return {
    vendor,
    crews: rows.map((crew) => ({
      _id: crew._id,
      name: crew.name,
      startAddress: crew.startAddress,
      located: crew.startLatitude !== null,
      days: crew.workingHours.flatMap((day, index) =>
        day.works
          ? [
              {
                weekDay: index + 1,
                zipCodes: served.filter((row) => row.crewId === crew._id && row.weekDay === index + 1).map((row) => row.zipcode),
              },
            ]
          : [],
      ),
    })),
  };
}

/** The yards the geocoder found, by crew index; nothing when there is no geocoder or it fails (the crews are kept unlocated). */
async function locateYards(geocoder: Geocoder | null, input: OwnCrewsInput): Promise<Map<string, GeocodeResult>> {
  const addresses = input.crews.flatMap((crew, index) => yardAddressParts(String(index), crew.startAddress) ?? []);
  if (!geocoder || !addresses.length) return new Map();
  try {
    return await geocoder.locate(addresses);
  } catch {
    return new Map();
  }
}

const ownCrewRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder | null }> = async (app, { geocoder }) => {
  const { db } = app.database;

  app.get('/vendors/in-house', { config: { access }, schema: { tags, response: { 200: envelope(ownCrews) } } }, async () => ({
    status: 200,
    data: await readOwnCrews(db),
  }));

  app.put(
    '/vendors/in-house',
    { config: { access }, schema: { tags, body: ownCrewsInput, response: { 200: envelope(ownCrews) } } },
    async (request) => {
      const userId = app.currentUser(request)._id;
      const located = await locateYards(geocoder, request.body);
      await db.transaction(async (tx) => {
        const { business } = await readSettings(tx, ['business']);
        const companyName = businessNameOf(business);
        // The partial unique index keeps a second one out even when two saves race.
        await tx.insert(vendors).values({ companyName, commission: 0, status: 'active', inHouse: true }).onConflictDoNothing();
        const [vendor] = await tx.select().from(vendors).where(eq(vendors.inHouse, true)).for('update');
        await tx.update(vendors).set({ companyName, commission: 0, status: 'active' }).where(eq(vendors._id, vendor._id));

        const held = await tx.select().from(crews).where(eq(crews.vendorId, vendor._id));
        const errors: Record<string, Message> = {};
        const rows: { zipcode: string; weekDay: number; crewId: string }[] = [];
        for (const [index, input] of request.body.crews.entries()) {
          const current = input._id
            ? held.find((crew) => crew._id === input._id)
            : held.find((crew) => crew.name.toLowerCase() === input.name.toLowerCase());
          if (input._id && !current) {
            errors[`crews.${index}._id`] = NOT_OWN_CREW;
            continue;
          }
          const found = located.get(String(index));
          const sameYard = current && current.startAddress === input.startAddress;
          const point =
            found?.outcome === 'match'
              ? { startLatitude: found.latitude, startLongitude: found.longitude }
              : sameYard
                ? { startLatitude: current.startLatitude, startLongitude: current.startLongitude }
                : { startLatitude: null, startLongitude: null };
          const values = {
            name: input.name,
            startAddress: input.startAddress,
            ...point,
            workingHours: hoursForDays(
              input.days.map((day) => day.weekDay),
              current?.workingHours,
            ),
          };
          const crewId = current
            ? (await tx.update(crews).set(values).where(eq(crews._id, current._id)).returning({ _id: crews._id }))[0]._id
            : (
                await tx
                  .insert(crews)
                  .values({ ...values, vendorId: vendor._id })
                  .returning({ _id: crews._id })
              )[0]._id;
          for (const day of input.days) for (const zipcode of day.zipCodes) rows.push({ zipcode, weekDay: day.weekDay, crewId });
        }
        if (Object.keys(errors).length) throw new HttpProblem(400, NOT_OWN_CREW, errors);

        const before = await tx
          .delete(vendorZipcodes)
          .where(eq(vendorZipcodes.vendorId, vendor._id))
          .returning({ zipcode: vendorZipcodes.zipcode });
        if (rows.length) await tx.insert(vendorZipcodes).values(rows.map((row) => ({ ...row, vendorId: vendor._id })));
        const zipcodes = [...new Set([...before.map((row) => row.zipcode), ...rows.map((row) => row.zipcode)])];
        if (zipcodes.length) await replan(tx, { zipcodes }, userId);
      });
      return { status: 200, data: await readOwnCrews(db) };
    },
  );
};

export default ownCrewRoutes;
