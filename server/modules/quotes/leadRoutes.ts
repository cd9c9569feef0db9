// /leads: the office's leads (quotes_manage) in ra-data-simple-rest's convention (a new one answers its record, as
// /markets does): the list with its filters, one lead, a new one, its status, and the customer it is (confirmed by staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { customerMatch, leadCustomerInput } from '../../../common/schemas/leadMatch';
import { CUSTOMER_SOURCES } from '../../../common/schemas/property';
import { LEAD_CHANNELS, LEAD_STATUSES, leadInput, leadRecord, leadStatusInput } from '../../../common/schemas/quote';
import { idFilter, idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { LEAD_SORT_FIELDS, leadsRepository } from './leadRepository';

const access = { access: { permission: 'quotes_manage' } } as const;
const tags = ['leads'];
const leadListQuery = listQuery(
  LEAD_SORT_FIELDS,
  z.object({
    q: searchFilter,
    id: idsFilter.optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    channel: z.enum(LEAD_CHANNELS).optional(),
    source: z.enum(CUSTOMER_SOURCES).optional(),
    vendorId: idFilter,
  }),
  'createdAt',
);

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = leadsRepository(app);

  app.get(
    '/leads',
    { config: access, schema: { tags, querystring: leadListQuery, response: { 200: z.array(leadRecord) } } },
    async (request, reply) => {
      const { rows, ...counted } = await repository.list(request.query);
      return replyWithRange(reply, 'leads', rows, request.query.range[0], counted);
    },
  );

  app.post('/leads', { config: access, schema: { tags, body: leadInput, response: { 201: leadRecord } } }, async (request, reply) => {
    reply.status(201);
    return repository.create(request.body, app.currentUser(request)._id);
  });

  app.get('/leads/:id', { config: access, schema: { tags, params: byId, response: { 200: leadRecord } } }, async (request) =>
    repository.get(request.params.id),
  );

  /** The existing customers whose e-mail or mobile the lead has, for staff to compare with the lead side by side. */
  app.get(
    '/leads/:id/matches',
    { config: access, schema: { tags, params: byId, response: { 200: z.array(customerMatch) } } },
    async (request) => repository.matches(request.params.id),
  );

  /** Staff confirm which matched customer the lead is (a won quote joins its account), or none (a new customer). */
  app.put(
    '/leads/:id/customer',
    { config: access, schema: { tags, params: byId, body: leadCustomerInput, response: { 200: envelope(leadRecord) } } },
    async (request) => ({
      status: 200,
      message: request.body.customerId ? 'server.quotes.match_confirmed' : 'server.quotes.match_cleared',
      data: await repository.confirmCustomer(request.params.id, request.body.customerId, app.currentUser(request)._id),
    }),
  );

  app.put(
    '/leads/:id/status',
    { config: access, schema: { tags, params: byId, body: leadStatusInput, response: { 200: envelope(leadRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.quotes.lead_updated',
      data: await repository.setStatus(request.params.id, request.body),
    }),
  );
};

export default leadRoutes;
