// /phrases: the canned texts of the Settings menu.
import type { FastifyPluginAsync } from 'fastify';
import { phrase, phraseInput } from '../../../common/schemas/phrase';
import { phrases } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';

const phrasesRoutes: FastifyPluginAsync = async (app) => {
  registerCrudResource(app, {
    path: 'phrases',
    label: 'Phrase',
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
