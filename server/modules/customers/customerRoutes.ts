// /customers: create (customer_add), read, update, archive, restore and delete (customer_list), and the checks the forms call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerUpdateInput, newCustomerInput } from '../../../common/schemas/customer';
import { createdCustomer, customerRecord, openCounts, propertyRecord } from '../../../common/schemas/customerRecord';
import { envelope } from '../../../common/schemas/envelope';
import { messagePreferencesUpdate } from '../../../common/schemas/portal';
import { byId, MAX_LENGTH, text } from '../../../common/schemas/fields';
import { CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { existsResponse } from '../../../common/schemas/user';
import { existenceCheck } from '../../lib/existenceChecks';
import { idFilter, idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { CUSTOMER_SORT_FIELDS, customersRepository, emailTaken, phoneTaken } from './repository';

const listAccess = { access: { permission: 'customer_list' } } as const;
const tags = ['customers'];
const customerListQuery = listQuery(
  CUSTOMER_SORT_FIELDS,
  z.object({
    q: searchFilter,
    id: idsFilter.optional(),
    status: z.enum(CUSTOMER_STATUSES).optional(),
    isArchived: z.boolean().optional(),
    locked: z.boolean().optional(),
  }),
  'name',
);
const exceptQuery = z.object({ exceptId: idFilter });
const customer = { 200: customerRecord };
const customerWithProperties = customerRecord.extend({ properties: z.array(propertyRecord) });

const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = customersRepository(db, app.notifier, app.events);

  app.get(
    '/customers',
    { config: listAccess, schema: { tags, querystring: customerListQuery, response: { 200: z.array(customerRecord) } } },
    async (request, reply) => {
      const { rows, ...counted } = await repository.list(request.query);
      return replyWithRange(reply, 'customers', rows, request.query.range[0], counted);
    },
  );

  app.post(
    '/customers',
    {
      config: { access: { permission: 'customer_add' } },
      schema: { tags, body: newCustomerInput, response: { 201: envelope(createdCustomer) } },
    },
    async (request, reply) => {
      const user = app.currentUser(request);
      const created = await repository.create(request.body, user._id);
      app.realtime.officeQueuesChanged();
      reply.status(201);
      return { status: 201, message: 'server.customers.customer_added', data: created };
    },
  );

  app.get(
    '/customers/check-email/:email',
    {
      ...existenceCheck('customer_list'),
      schema: { tags, params: z.object({ email: text(MAX_LENGTH.address) }), querystring: exceptQuery, response: { 200: existsResponse } },
    },
    async (request) => ({
      status: 200 as const,
      data: { exists: await emailTaken(db, request.params.email, request.query.exceptId) },
    }),
  );

  app.get(
    '/customers/check-phone/:phone',
    {
      ...existenceCheck('customer_list'),
      schema: { tags, params: z.object({ phone: text(MAX_LENGTH.code) }), querystring: exceptQuery, response: { 200: existsResponse } },
    },
    async (request) => ({
      status: 200 as const,
      data: { exists: await phoneTaken(db, request.params.phone, request.query.exceptId) },
    }),
  );

  app.get(
    '/customers/:id',
    { config: listAccess, schema: { tags, params: byId, response: { 200: customerWithProperties } } },
    async (request) => repository.get(request.params.id),
  );

  app.put(
    '/customers/:id',
    { config: listAccess, schema: { tags, params: byId, body: customerUpdateInput, response: customer } },
    async (request) => {
      const user = app.currentUser(request);
      return repository.update(request.params.id, request.body, user._id);
    },
  );

  app.put(
    '/customers/:id/message-preferences',
    { config: listAccess, schema: { tags, params: byId, body: messagePreferencesUpdate, response: { 200: envelope(customerRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.customers.preferences_saved',
      data: await repository.updatePreferences(request.params.id, request.body, app.currentUser(request)._id),
    }),
  );

  for (const [action, isArchived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/customers/:id/${action}`,
      { config: listAccess, schema: { tags, params: byId, response: { 200: envelope(customerRecord) } } },
      async (request) => {
        const user = app.currentUser(request);
        return { status: 200, data: await repository.setArchived(request.params.id, isArchived, user._id) };
      },
    );
  }

  app.delete(
    '/customers/:id',
    { config: { access: { permission: 'customer_add' } }, schema: { tags, params: byId, response: customer } },
    async (request) => repository.remove(request.params.id),
  );

  app.get(
    '/customers/:id/checkForStartedService',
    { config: listAccess, schema: { tags, params: byId, response: { 200: envelope(z.object({ hasStartedService: z.boolean() })) } } },
    async (request) => ({
      status: 200,
      data: { hasStartedService: await repository.hasStartedService(request.params.id) },
    }),
  );

  app.get(
    '/customers/:id/reminders-callLogs-count',
    {
      config: listAccess,
      schema: { tags, params: byId, querystring: z.object({ propertyId: idFilter }), response: { 200: envelope(openCounts) } },
    },
    async (request) => ({ status: 200, data: await repository.openCounts(request.params.id, request.query.propertyId) }),
  );
};

export default customersRoutes;
