// GET /properties and /properties/search: the back office's property list, gated by customer_list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyListFilter, propertyRow } from '../../../common/schemas/property';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { PROPERTY_SORT_FIELDS, propertiesRepository } from './propertyListRepository';

const propertyListQuery = listQuery(PROPERTY_SORT_FIELDS, propertyListFilter, 'customerName');

const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = propertiesRepository(app.database.db);
  const options = {
    config: { access: { permission: 'customer_list' } },
    schema: { tags: ['properties'], querystring: propertyListQuery, response: { 200: z.array(propertyRow) } },
  } as const;
  for (const path of ['/properties', '/properties/search']) {
    app.get(path, options, async (request, reply) => {
      const { rows, ...counted } = await repository.list(request.query);
      return replyWithRange(reply, 'properties', rows, request.query.range[0], counted);
    });
  }
};

export default propertiesRoutes;
