// GET /collections: the collections screen's figures for staff with payment_list (docs/billing.md "Collections").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionsQuery, collectionsSummary } from '../../../common/schemas/collections';
import { envelope } from '../../../common/schemas/envelope';
import { STAFF } from './access';
import { readCollections } from './collections';

const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections',
    { config: STAFF, schema: { tags: ['payments'], querystring: collectionsQuery, response: { 200: envelope(collectionsSummary) } } },
    async (request) => ({ status: 200, data: await readCollections(app.database.db, request.query) }),
  );
};

export default collectionsRoutes;
