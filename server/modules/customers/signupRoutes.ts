// Sign-ups: the website and the /signup page post them (public, rate-limited, a honeypot, zip codes of a market only); staff list them (sign_up_process) and convert them through Add Customer.
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainEventPayload } from '../../../common/events';
import { BUSINESS_TIME_ZONE, createFormat } from '../../../common/format';
import { renderMessage } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { SIGNUP_STATUSES, signupInput, signupRecord, signupStatusInput } from '../../../common/schemas/signup';
import { markets, signups } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paginate } from '../../lib/paginate';
import { listQuery, replyWithRange } from '../../lib/simpleRest';
import { refuseSignupFlood, SIGNUPS_PER_HOUR, SignupFlood, tellOfficeOfFlood } from './signupFlood';

type SignupRow = typeof signups.$inferSelect;
const tags = ['customer-signup'];
const sortFields = ['createdAt', 'status', 'lastName', 'zipcode'] as const;
const ZIP_NOT_SERVED = 'server.signups.zip_code_not_served';
/** The office reads a lead in English (its `asked` is written once, in the catalog's English). */
const { money } = createFormat({ language: 'en', timeZone: BUSINESS_TIME_ZONE });

export function toSignupRecord({ firstName, lastName, createdAt, updatedAt, ...rest }: SignupRow) {
  return { ...rest, name: { first: firstName, last: lastName }, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** What a sign-up tells the office as a lead: its person, place and the service asked for. */
function signupLead(row: SignupRow, quotedPriceCents: number | null | undefined): DomainEventPayload<'lead.requested'> {
  const asked = renderMessage('en', row.serviceType === 'mow' ? 'server.quotes.signup_asked_mow' : 'server.quotes.signup_asked_bnb', {
    weeks: row.frequency,
  });
  const quoted = quotedPriceCents == null ? undefined : { frequency: row.frequency, priceCents: quotedPriceCents };
  const price = quoted && renderMessage('en', 'server.quotes.signup_quoted', { price: money(quoted.priceCents), weeks: quoted.frequency });
  return {
    channel: 'signup',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile || null,
    address: row.address,
    city: row.city,
    zipcode: row.zipcode,
    lotSize: row.lotSize,
    asked: price ? `${asked} ${price}` : asked,
    source: row.referralCode ? 'referral' : 'online-order',
    language: 'en',
    customerId: null,
    quoted,
  };
}

const signupsRoutes: FastifyPluginAsyncZod = async (app, options: { signupRateLimit?: number; signupsPerHour?: number }) => {
  const perHour = options.signupsPerHour ?? SIGNUPS_PER_HOUR;
  const { db } = app.database;
  const staff = { access: { permission: 'sign_up_process' } } as const;

  app.post(
    '/customer-signup',
    {
      config: { access: { public: true }, rateLimit: { max: options.signupRateLimit ?? 20, timeWindow: '1 hour' } },
      schema: { tags, body: signupInput, response: { 201: envelope(z.object({ _id: z.string() })) } },
    },
    async (request, reply) => {
      const { name, website, quotedPriceCents, ...rest } = request.body;
      reply.status(201);
      const thanks = (_id: string) => ({ status: 201, message: 'server.signups.thank_you_we_will_contact_you_shortly', data: { _id } });
      if (website) return thanks(randomUUID());
      const [market] = await db
        .select({ _id: markets._id })
        .from(markets)
        .where(arrayContains(markets.zipCodes, [rest.zipcode]))
        .limit(1);
      if (!market) throw new HttpProblem(400, ZIP_NOT_SERVED, { zipcode: ZIP_NOT_SERVED });
      // The sign-up and its lead commit together: the quotes domain keeps the lead as the event is emitted.
      const row = await app.events
        .transaction(async (tx) => {
          await refuseSignupFlood(tx, perHour);
          const [made] = await tx
            .insert(signups)
            .values({ ...rest, firstName: name.first, lastName: name.last })
            .returning();
          await app.events.emit(tx, 'lead.requested', signupLead(made, quotedPriceCents));
          return made;
        })
        .catch(async (error: unknown) => {
          if (error instanceof SignupFlood) await tellOfficeOfFlood(app, perHour);
          throw error;
        });
      app.realtime.officeQueuesChanged();
      return thanks(row._id);
    },
  );

  app.get(
    '/customer-signup',
    {
      config: staff,
      schema: {
        tags,
        querystring: listQuery(sortFields, z.object({ status: z.enum(SIGNUP_STATUSES).optional() }), 'createdAt'),
        response: { 200: z.array(signupRecord) },
      },
    },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const query = db
        .select()
        .from(signups)
        .where(filter.status ? eq(signups.status, filter.status) : undefined)
        .$dynamic();
      const { rows, ...counted } = await paginate(db, { query, idColumn: signups._id, sortColumns: signups, page });
      return replyWithRange(reply, 'customer-signup', rows.map(toSignupRecord), page.range[0], counted);
    },
  );

  app.get(
    '/customer-signup/:id',
    { config: { access: { permission: 'customer_add_from_signup' } }, schema: { tags, params: byId, response: { 200: signupRecord } } },
    async (request) => {
      const [row] = await db.select().from(signups).where(eq(signups._id, request.params.id));
      if (!row) throw notFound('sign_up');
      return toSignupRecord(row);
    },
  );

  app.put(
    '/customer-signup/:id',
    { config: staff, schema: { tags, params: byId, body: signupStatusInput, response: { 200: signupRecord } } },
    async (request) => {
      // A converted sign-up already has its customer: declining or reopening it would let it be converted twice.
      const [row] = await db
        .update(signups)
        .set(request.body)
        .where(and(eq(signups._id, request.params.id), ne(signups.status, 'converted')))
        .returning();
      if (row) {
        app.realtime.officeQueuesChanged();
        return toSignupRecord(row);
      }
      const [existing] = await db.select({ _id: signups._id }).from(signups).where(eq(signups._id, request.params.id));
      throw existing ? new HttpProblem(409, 'server.signups.sign_up_was_already_converted') : notFound('sign_up');
    },
  );
};

export default signupsRoutes;
