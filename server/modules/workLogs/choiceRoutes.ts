// GET /work-logs/choices: what the Assignment board's pickers offer, readable with assignment_list alone.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../../../common/permissions';
import { REASON_PHRASE_TYPES, type ReasonPhraseType, workLogChoices } from '../../../common/schemas/choices';
import { envelope } from '../../../common/schemas/envelope';
import { crews, markets, phrases, vendors } from '../../db/schema';
import { STAFF_AND_VENDOR } from './access';

const isReasonPhrase = <Row extends { type: string }>(row: Row): row is Row & { type: ReasonPhraseType } =>
  REASON_PHRASE_TYPES.includes(row.type as ReasonPhraseType);

const choiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/work-logs/choices',
    { config: STAFF_AND_VENDOR, schema: { tags: ['work-logs'], response: { 200: envelope(workLogChoices) } } },
    async (request) => {
      const user = app.currentUser(request);
      // A vendor picks among its own crews only; staff among every vendor's.
      const ownCrews = isStaff(user) ? undefined : eq(crews.vendorId, user.vendorId ?? '');
      const [crewRows, marketRows, phraseRows] = await Promise.all([
        db
          .select({ _id: crews._id, name: crews.name, vendorId: crews.vendorId, vendorName: vendors.companyName })
          .from(crews)
          .innerJoin(vendors, eq(vendors._id, crews.vendorId))
          .where(ownCrews)
          .orderBy(asc(crews.name), asc(crews._id)),
        db.select({ _id: markets._id, name: markets.name }).from(markets).orderBy(asc(markets.name)),
        db
          .select({ _id: phrases._id, name: phrases.name, phrase: phrases.phrase, type: phrases.type })
          .from(phrases)
          .where(inArray(phrases.type, [...REASON_PHRASE_TYPES]))
          .orderBy(asc(phrases.name), asc(phrases._id)),
      ]);
      return { status: 200, data: { crews: crewRows, markets: marketRows, phrases: phraseRows.filter(isReasonPhrase) } };
    },
  );
};

export default choiceRoutes;
