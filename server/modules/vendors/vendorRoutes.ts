// /vendors in ra-data-simple-rest's convention (vendor_list), /vendors/list for pickers, and a vendor's price.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { VENDOR_STATUSES, vendor, vendorInput, vendorOption, vendorPrices, vendorPricesRecord } from '../../../common/schemas/vendor';
import { notFound } from '../../lib/httpErrors';
import { idFilter, idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { assertVendorAccess, vendorOrStaff } from './access';
import { VENDOR_SORT_FIELDS, vendorsRepository } from './repository';

const access = { permission: 'vendor_list' } as const;
const vendorListQuery = listQuery(
  VENDOR_SORT_FIELDS,
  z.object({ q: searchFilter, id: idsFilter.optional(), status: z.enum(VENDOR_STATUSES).optional(), marketId: idFilter }),
  'companyName',
);
const tags = ['vendors'];

const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = vendorsRepository(app.database.db);

  app.get(
    '/vendors',
    { config: { access }, schema: { tags, querystring: vendorListQuery, response: { 200: z.array(vendor) } } },
    async (request, reply) => {
      const { rows, ...counted } = await repository.list(request.query);
      return replyWithRange(reply, 'vendors', rows, request.query.range[0], counted);
    },
  );

  // The crew announcement form picks vendors too.
  app.get(
    '/vendors/list',
    {
      config: { access: { anyPermission: ['vendor_list', 'crew_announcement_list'] } },
      schema: { tags, response: { 200: envelope(z.array(vendorOption)) } },
    },
    async () => ({ status: 200, data: await repository.options() }),
  );

  app.get(
    '/vendors/:id',
    { config: { access: vendorOrStaff }, schema: { tags, params: byId, response: { 200: vendor } } },
    async (request) => {
      assertVendorAccess(app.currentUser(request), request.params.id);
      const row = await repository.get(request.params.id);
      if (!row) throw notFound('vendor');
      return row;
    },
  );

  app.post('/vendors', { config: { access }, schema: { tags, body: vendorInput, response: { 201: vendor } } }, async (request, reply) => {
    reply.status(201);
    return repository.create(request.body);
  });

  app.put(
    '/vendors/:id',
    { config: { access }, schema: { tags, params: byId, body: vendorInput, response: { 200: vendor } } },
    async (request) => {
      const row = await repository.update(request.params.id, request.body, app.currentUser(request)._id);
      if (!row) throw notFound('vendor');
      return row;
    },
  );

  app.delete('/vendors/:id', { config: { access }, schema: { tags, params: byId, response: { 200: vendor } } }, async (request) => {
    const row = await repository.remove(request.params.id);
    if (!row) throw notFound('vendor');
    return row;
  });

  const priceReply = z.object({
    status: z.literal(200),
    data: z.object({ prices: vendorPricesRecord.nullable(), status: z.enum(VENDOR_STATUSES) }),
  });

  app.get(
    '/vendors/:id/price',
    { config: { access: vendorOrStaff }, schema: { tags, params: byId, response: { 200: priceReply } } },
    async (request) => {
      assertVendorAccess(app.currentUser(request), request.params.id);
      const row = await repository.get(request.params.id);
      if (!row) throw notFound('vendor');
      return { status: 200 as const, data: { prices: row.prices, status: row.status } };
    },
  );

  app.put(
    '/vendors/:id/price',
    { config: { access: vendorOrStaff }, schema: { tags, params: byId, body: vendorPrices, response: { 200: priceReply } } },
    async (request) => {
      assertVendorAccess(app.currentUser(request), request.params.id);
      const row = await repository.setPrices(request.params.id, request.body, app.currentUser(request)._id);
      if (!row) throw notFound('vendor');
      return { status: 200 as const, data: { prices: row.prices, status: row.status } };
    },
  );
};

export default vendorsRoutes;
