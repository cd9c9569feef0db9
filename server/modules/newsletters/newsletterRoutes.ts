// /news-letters: compose from a marketing template, count the audience, send a test to yourself, send (batches on the
// `newsletter-send` queue), and read each newsletter's progress and recipients (docs/newsletters.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import {
  audienceCount,
  NEWSLETTER_STATUSES,
  newsletterChoices,
  newsletterAudience,
  newsletterContent,
  newsletterInput,
  newsletterRecord,
  RECIPIENT_STATUSES,
  recipientRecord,
} from '../../../common/schemas/newsletter';
import { emailTemplates, markets, newsletterRecipients, newsletters, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { paginate, searchAny } from '../../lib/paginate';
import { idFilter, listQuery, replyWithRange, searchFilter } from '../../lib/simpleRest';
import { countAudience, insertRecipients } from './audience';
import { newsletterMessage } from './message';
import { queueNewsletter } from './queue';
import { newsletterRows, readNewsletter, toRecord } from './repository';
import { unsubscribeLink, unsubscribeToken } from './unsubscribeToken';

const config = { access: { permission: 'newsletter_list' } } as const;
const tags = ['news-letters'];

const listQueryOf = listQuery(
  ['createdAt', 'subject', 'status'],
  z.object({ q: searchFilter, status: z.enum(NEWSLETTER_STATUSES).optional() }),
  'createdAt',
);
const recipientQuery = listQuery(
  ['name', 'email', 'status', 'updatedAt'],
  z.object({ newsletterId: idFilter, q: searchFilter, status: z.enum(RECIPIENT_STATUSES).optional() }),
  'name',
);

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/news-letters',
    { config, schema: { tags, querystring: listQueryOf, response: { 200: z.array(newsletterRecord) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(searchAny(filter.q, [newsletters.subject]), filter.status ? eq(newsletters.status, filter.status) : undefined);
      const { rows, ...counted } = await paginate(db, {
        query: newsletterRows(db, where),
        countQuery: db.select({ _id: newsletters._id }).from(newsletters).where(where).$dynamic(),
        idColumn: newsletters._id,
        sortColumns: { createdAt: newsletters.createdAt, subject: newsletters.subject, status: newsletters.status },
        page,
      });
      return replyWithRange(reply, 'news-letters', rows.map(toRecord), page.range[0], counted);
    },
  );

  app.get('/news-letters/choices', { config, schema: { tags, response: { 200: envelope(newsletterChoices) } } }, async () => ({
    status: 200,
    data: {
      templates: await db
        .select({
          _id: emailTemplates._id,
          name: emailTemplates.name,
          subject: emailTemplates.subject,
          htmlBody: emailTemplates.htmlBody,
          alterBody: emailTemplates.alterBody,
        })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.type, 'marketing'), eq(emailTemplates.status, 'active')))
        .orderBy(asc(emailTemplates.name)),
      markets: await db.select({ _id: markets._id, name: markets.name }).from(markets).orderBy(asc(markets.name)),
    },
  }));

  app.post(
    '/news-letters/audience-count',
    { config, schema: { tags, body: newsletterAudience, response: { 200: envelope(audienceCount) } } },
    async (request) => ({
      status: 200,
      data: await countAudience(db, request.body),
    }),
  );

  app.post(
    '/news-letters/test',
    { config, schema: { tags, body: newsletterContent, response: { 200: envelope(z.object({ to: z.string() })) } } },
    async (request) => {
      const user = app.currentUser(request);
      const [me] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users._id, user._id));
      if (!me?.email) throw new HttpProblem(409, 'server.newsletters.no_email_on_your_account');
      // A test is filled with the sender's own name; its unsubscribe link names nobody, so following it changes nothing.
      const values = { firstName: me.firstName, fullName: `${me.firstName} ${me.lastName}` };
      const link = unsubscribeLink(await app.site.required(), unsubscribeToken(app.signingKey, `test:${user._id}`));
      const delivery = await app.messenger.deliver(newsletterMessage(request.body, me.email, values, link));
      if (!delivery.delivered) throw new HttpProblem(502, withParams('server.settings.mail_test_failed', { reason: delivery.reason }));
      return { status: 200, message: withParams('server.newsletters.test_sent', { email: me.email }), data: { to: me.email } };
    },
  );

  app.get(
    '/news-letters/recipients',
    { config, schema: { tags, querystring: recipientQuery, response: { 200: z.array(recipientRecord) } } },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const where = and(
        filter.newsletterId ? eq(newsletterRecipients.newsletterId, filter.newsletterId) : undefined,
        filter.status
          ? filter.status === 'pending'
            ? inArray(newsletterRecipients.status, ['pending', 'sending'])
            : eq(newsletterRecipients.status, filter.status)
          : undefined,
        searchAny(filter.q, [newsletterRecipients.name, newsletterRecipients.email]),
      );
      const { rows, ...counted } = await paginate(db, {
        query: db.select().from(newsletterRecipients).where(where).$dynamic(),
        idColumn: newsletterRecipients._id,
        sortColumns: newsletterRecipients,
        page,
      });
      return replyWithRange(reply, 'news-letters/recipients', rows, page.range[0], counted);
    },
  );

  app.get('/news-letters/:id', { config, schema: { tags, params: byId, response: { 200: newsletterRecord } } }, async (request) => {
    const newsletter = await readNewsletter(db, request.params.id);
    if (!newsletter) throw notFound('newsletter');
    return newsletter;
  });

  app.post(
    '/news-letters',
    { config, schema: { tags, body: newsletterInput, response: { 201: newsletterRecord } } },
    async (request, reply) => {
      const { templateId, audience, ...content } = request.body;
      // Its unsubscribe links start with the site's address (System Settings, PUBLIC_URL or the sender's own), kept with it.
      const siteAddress = await app.site.required();
      const newsletterId = await db.transaction(async (tx) => {
        const [template] = await tx
          .select({ _id: emailTemplates._id })
          .from(emailTemplates)
          .where(and(eq(emailTemplates._id, templateId), eq(emailTemplates.type, 'marketing'), eq(emailTemplates.status, 'active')));
        if (!template)
          throw new HttpProblem(400, 'server.newsletters.template_not_marketing', {
            templateId: 'server.newsletters.template_not_marketing',
          });
        const [created] = await tx
          .insert(newsletters)
          .values({ ...content, templateId, audience, siteAddress, createdById: app.currentUser(request)._id })
          .returning({ _id: newsletters._id });
        await insertRecipients(tx, created._id, audience);
        const waiting = await tx
          .select({ _id: newsletterRecipients._id })
          .from(newsletterRecipients)
          .where(and(eq(newsletterRecipients.newsletterId, created._id), eq(newsletterRecipients.status, 'pending')))
          .limit(1);
        if (!waiting.length) throw new HttpProblem(409, 'server.newsletters.audience_empty');
        return created._id;
      });
      await queueNewsletter(app, newsletterId);
      reply.status(201);
      return (await readNewsletter(db, newsletterId))!;
    },
  );
};

export default newsletterRoutes;
