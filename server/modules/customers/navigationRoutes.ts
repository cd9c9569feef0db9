// Record-to-record navigation through the property list the user was browsing (same sort and filter as /properties).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '../../../common/schemas/fields';
import { envelope } from '../../../common/schemas/envelope';
import { listPosition, propertyListFilter } from '../../../common/schemas/property';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { listQuery } from '../../lib/simpleRest';
import { PROPERTY_SORT_FIELDS, propertiesRepository } from './propertyListRepository';

const listState = listQuery(PROPERTY_SORT_FIELDS, propertyListFilter, 'customerName').omit({ range: true });
const config = { access: { permission: 'customer_list' } } as const;
const tags = ['customers'];
const found = { 200: envelope(z.object({ propertyId: z.string(), index: z.number() })) };

const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = propertiesRepository(app.database.db);

  async function at(query: z.infer<typeof listState>, index: number) {
    const propertyId = index >= 0 ? await repository.idAt(query, index) : null;
    if (!propertyId) throw notFound('property');
    return { status: 200, data: { propertyId, index } };
  }

  async function positionOf(query: z.infer<typeof listState>, propertyId: string) {
    const position = await repository.position(query, propertyId);
    if (!position) throw new HttpProblem(404, 'server.customers.property_not_in_current_list');
    return position;
  }

  app.get('/customers/first', { config, schema: { tags, querystring: listState, response: found } }, async (request) =>
    at(request.query, 0),
  );

  app.get(
    '/customers/find',
    { config, schema: { tags, querystring: listState.extend({ index: z.coerce.number().int().min(0) }), response: found } },
    async (request) => at(request.query, request.query.index),
  );

  app.get(
    '/customers/findProperty/:propertyId',
    {
      config,
      schema: { tags, params: z.object({ propertyId: recordId() }), querystring: listState, response: { 200: envelope(listPosition) } },
    },
    async (request) => ({
      status: 200,
      data: await positionOf(request.query, request.params.propertyId),
    }),
  );

  for (const direction of ['next', 'prev'] as const) {
    app.get(
      `/customers/find/${direction}`,
      { config, schema: { tags, querystring: listState.extend({ propertyId: recordId() }), response: found } },
      async (request) => {
        const position = await positionOf(request.query, request.query.propertyId);
        const propertyId = position[direction];
        if (!propertyId)
          throw new HttpProblem(
            404,
            direction === 'next' ? 'server.customers.last_property_in_list' : 'server.customers.first_property_in_list',
          );
        return { status: 200, data: { propertyId, index: position.index + (direction === 'next' ? 1 : -1) } };
      },
    );
  }
};

export default navigationRoutes;
