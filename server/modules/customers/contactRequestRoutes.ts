// POST /contact-us for a signed-in customer; /contact-requests for admin and csr to list them and mark them handled.
import { aliasedTable, and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_REQUEST_STATUSES, contactRequest, contactUsInput } from '../../../common/schemas/contactRequest';
import { STAFF_TYPES } from '../../../common/permissions';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { contactRequests, customers, users } from '../../db/schema';
import { notFound } from '../../lib/httpErrors';
import { paginate, searchAny } from '../../lib/paginate';
import { idsFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { contactRequestLead, createContactRequest } from './createContactRequest';

const tags = ['contact-requests'];
const staff = { access: { types: STAFF_TYPES } } as const;
const requestListQuery = listQuery(
  ['createdAt', 'status', 'subject', 'handledAt'],
  // `id` narrows the list to the one request a notification opens.
  z.object({ q: searchFilter, status: z.enum(CONTACT_REQUEST_STATUSES).optional(), id: idsFilter.optional() }),
  'createdAt',
);
const statusChange = z.object({ status: z.enum(CONTACT_REQUEST_STATUSES, { error: 'server.contact_requests.status_open_or_handled' }) });

const handler = aliasedTable(users, 'handler');
const author = aliasedTable(users, 'author');
const selection = {
  request: contactRequests,
  customerFirst: customers.firstName,
  customerLast: customers.lastName,
  customerEmail: customers.email,
  authorFirst: author.firstName,
  authorLast: author.lastName,
  authorEmail: author.email,
  handlerFirst: handler.firstName,
  handlerLast: handler.lastName,
};
type Selected = { [K in keyof typeof selection]: K extends 'request' ? typeof contactRequests.$inferSelect : string | null };

const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : null);
function toRecord({ request, ...names }: Selected) {
  return {
    ...request,
    fromName: fullName(names.customerFirst, names.customerLast) ?? fullName(names.authorFirst, names.authorLast),
    fromEmail: names.customerEmail ?? names.authorEmail,
    handledByName: fullName(names.handlerFirst, names.handlerLast),
    handledAt: request.handledAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

const contactRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const joined = () =>
    db
      .select(selection)
      .from(contactRequests)
      .leftJoin(customers, eq(customers._id, contactRequests.customerId))
      .leftJoin(author, eq(author._id, contactRequests.userId))
      .leftJoin(handler, eq(handler._id, contactRequests.handledBy));

  async function read(id: string) {
    const [row] = await joined().where(eq(contactRequests._id, id));
    if (!row) throw notFound('contact_request');
    return toRecord(row);
  }

  app.post(
    '/contact-us',
    { config: { access: { types: ['customer'] } }, schema: { tags, body: contactUsInput, response: { 201: envelope(contactRequest) } } },
    async (request, reply) => {
      const user = app.currentUser(request);
      const row = await app.notifier.transaction(async (tx, notify) => {
        const made = await createContactRequest(tx, notify, { customerId: user.customerId, userId: user._id }, request.body);
        const lead = user.customerId ? await contactRequestLead(tx, user.customerId, request.body) : null;
        if (lead) await app.events.emit(tx, 'lead.requested', lead);
        return made;
      });
      app.realtime.officeQueuesChanged();
      reply.status(201);
      return { status: 201, message: 'server.contact_requests.request_was_sent_our_team_will_contact', data: await read(row._id) };
    },
  );

  app.get(
    '/contact-requests',
    { config: staff, schema: { tags, querystring: requestListQuery, response: { 200: z.array(contactRequest) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(
        filter.status ? eq(contactRequests.status, filter.status) : undefined,
        filter.id ? inArray(contactRequests._id, filter.id) : undefined,
        searchAny(filter.q, [contactRequests.subject, contactRequests.message, customers.lastName]),
      );
      const { rows, ...counted } = await paginate(db, {
        query: joined().where(where).$dynamic(),
        idColumn: contactRequests._id,
        sortColumns: contactRequests,
        page,
      });
      return replyWithRange(reply, 'contact-requests', rows.map(toRecord), page.range[0], counted);
    },
  );

  app.get('/contact-requests/:id', { config: staff, schema: { tags, params: byId, response: { 200: contactRequest } } }, async (request) =>
    read(request.params.id),
  );

  app.put(
    '/contact-requests/:id',
    { config: staff, schema: { tags, params: byId, body: statusChange, response: { 200: contactRequest } } },
    async (request) => {
      const user = app.currentUser(request);
      const handled = request.body.status === 'handled';
      const [row] = await db
        .update(contactRequests)
        .set({ status: request.body.status, handledBy: handled ? user._id : null, handledAt: handled ? new Date() : null })
        .where(eq(contactRequests._id, request.params.id))
        .returning({ _id: contactRequests._id });
      if (!row) throw notFound('contact_request');
      app.realtime.officeQueuesChanged();
      return read(row._id);
    },
  );
};

export default contactRequestRoutes;
