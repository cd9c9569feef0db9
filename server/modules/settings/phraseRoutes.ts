// /phrases: the canned texts of the Settings menu, and the ones a dialog offers to insert (/phrases/choices).
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { phrase, phraseChoice, phraseChoicesQuery, phraseInput } from '../../../common/schemas/phrase';
import { phrases } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';

const phrasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phrases/choices',
    {
      config: { access: { anyPermission: ['customer_list', 'phrase_list'] } },
      schema: { tags: ['phrases'], querystring: phraseChoicesQuery, response: { 200: envelope(z.array(phraseChoice)) } },
    },
    async (request) => {
      const rows = await app.database.db
        .select({ _id: phrases._id, name: phrases.name, phrase: phrases.phrase, type: phrases.type })
        .from(phrases)
        .where(eq(phrases.type, request.query.type))
        .orderBy(asc(phrases.name), asc(phrases._id));
      return { status: 200, data: rows };
    },
  );
  registerCrudResource(app, {
    path: 'phrases',
    label: 'phrase',
    permission: 'phrase_list',
    table: phrases,
    input: phraseInput,
    record: phrase,
    sortFields: ['name', 'type', 'createdAt', 'updatedAt'],
    defaultSort: 'name',
    searchColumns: [phrases.name, phrases.phrase],
    exactFilters: { type: phrases.type },
  });
};

export default phrasesRoutes;
