// /markets in ra-data-simple-rest's convention: changed with market_list, read by every screen that picks a market.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId, text } from '../../../common/schemas/fields';
import { market, marketInput } from '../../../common/schemas/market';
import { notFound } from '../../lib/httpErrors';
import { idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { type MarketRow, marketsRepository } from './marketRepository';

const access = { permission: 'market_list' } as const;
/** Adding a customer, the property list's filter and the vendor form all pick markets without managing them. */
const readAccess = { anyPermission: ['market_list', 'customer_add', 'customer_add_from_signup', 'customer_list', 'vendor_list'] } as const;
const marketListQuery = listQuery(
  ['name', 'taxPercent', 'createdAt', 'updatedAt'],
  z.object({ q: searchFilter, id: idsFilter.optional(), zipCode: text(10).optional() }),
  'name',
);

const toRecord = (row: MarketRow) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
const tags = ['markets'];

const marketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = marketsRepository(app.database.db);

  app.get(
    '/markets',
    { config: { access: readAccess }, schema: { tags, querystring: marketListQuery, response: { 200: z.array(market) } } },
    async (request, reply) => {
      const { rows, ...counted } = await repository.list(request.query);
      return replyWithRange(reply, 'markets', rows.map(toRecord), request.query.range[0], counted);
    },
  );

  app.get(
    '/markets/:id',
    { config: { access: readAccess }, schema: { tags, params: byId, response: { 200: market } } },
    async (request) => {
      const row = await repository.get(request.params.id);
      if (!row) throw notFound('market');
      return toRecord(row);
    },
  );

  app.post('/markets', { config: { access }, schema: { tags, body: marketInput, response: { 201: market } } }, async (request, reply) => {
    reply.status(201);
    return toRecord(await repository.create(request.body));
  });

  app.put(
    '/markets/:id',
    { config: { access }, schema: { tags, params: byId, body: marketInput, response: { 200: market } } },
    async (request) => {
      const row = await repository.update(request.params.id, request.body);
      if (!row) throw notFound('market');
      return toRecord(row);
    },
  );

  app.delete('/markets/:id', { config: { access }, schema: { tags, params: byId, response: { 200: market } } }, async (request) => {
    const row = await repository.remove(request.params.id);
    if (!row) throw notFound('market');
    return toRecord(row);
  });
};

export default marketsRoutes;
