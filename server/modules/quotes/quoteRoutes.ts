// /quotes: staff's quotes (quotes_manage): make one for a lead or a property, edit it (a new version), extend it, send
// it (e-mail, and a text where the customer agreed to texts, through the messaging domain's door), and read it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE, createFormat } from '../../../common/format';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { refundInput } from '../../../common/schemas/payment';
import { byId } from '../../../common/schemas/fields';
import { quoteDecline, quoteExtend, quoteInput, quoteRecord, quoteSendInput, quoteSent, quoteUpdate } from '../../../common/schemas/quote';
import { HttpProblem } from '../../lib/httpErrors';
import { refundDeposit } from '../billing';
import { claimStaffSends } from '../messaging';
import { idFilter } from '../../lib/simpleRest';
import { sendQuoteMessages } from './quoteMessages';
import { quotesRepository } from './quoteRepository';
import { recipientOf } from './recipients';

const access = { access: { permission: 'quotes_manage' } } as const;
const { money } = createFormat({ language: 'en', timeZone: BUSINESS_TIME_ZONE });
const tags = ['quotes'];

const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = quotesRepository(app);

  app.get(
    '/quotes',
    {
      config: access,
      schema: { tags, querystring: z.object({ leadId: idFilter, propertyId: idFilter }), response: { 200: z.array(quoteRecord) } },
    },
    async (request) => (request.query.leadId || request.query.propertyId ? repository.listFor(request.query) : []),
  );

  app.post(
    '/quotes',
    { config: access, schema: { tags, body: quoteInput, response: { 201: envelope(quoteRecord) } } },
    async (request, reply) => {
      const quote = await repository.create(request.body, app.currentUser(request)._id);
      reply.status(201);
      return { status: 201, message: 'server.quotes.quote_added', data: quote };
    },
  );

  app.get('/quotes/:id', { config: access, schema: { tags, params: byId, response: { 200: quoteRecord } } }, async (request) =>
    repository.read(request.params.id),
  );

  app.put(
    '/quotes/:id',
    { config: access, schema: { tags, params: byId, body: quoteUpdate, response: { 200: envelope(quoteRecord) } } },
    async (request) => {
      const quote = await repository.update(request.params.id, request.body, app.currentUser(request)._id);
      const message = quote.sentAt ? 'server.quotes.quote_new_version' : 'server.quotes.quote_updated';
      return { status: 200, message, ...(quote.sentAt && { params: { version: quote.version } }), data: quote };
    },
  );

  app.post(
    '/quotes/:id/extend',
    { config: access, schema: { tags, params: byId, body: quoteExtend, response: { 200: envelope(quoteRecord) } } },
    async (request) => {
      const quote = await repository.extend(request.params.id, request.body.expiresOn);
      return { status: 200, message: 'server.quotes.quote_extended', params: { date: quote.expiresOn }, data: quote };
    },
  );

  /** Gives back all or part of the quote's paid deposit through the gateway (billing writes the refund once). */
  app.post(
    '/quotes/:id/deposit/refund',
    { config: access, schema: { tags, params: byId, body: refundInput, response: { 200: envelope(quoteRecord) } } },
    async (request) => {
      const quote = await repository.read(request.params.id);
      const amount = await app.events.transaction(async (tx) => {
        const refunded = await refundDeposit(tx, quote._id, request.body, app.currentUser(request)._id);
        await app.events.emit(tx, 'quote.changed', { quoteId: quote._id, leadId: quote.leadId, change: 'deposit-refunded' });
        return refunded;
      });
      return {
        status: 200,
        message: withParams('server.quotes.deposit_refunded', { amount: money(amount) }),
        data: await repository.read(quote._id),
      };
    },
  );

  app.post(
    '/quotes/:id/decline',
    { config: access, schema: { tags, params: byId, body: quoteDecline, response: { 200: envelope(quoteRecord) } } },
    async (request) => ({
      status: 200,
      message: 'server.quotes.quote_declined',
      data: await repository.decline(request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/quotes/:id/send',
    { config: access, schema: { tags, params: byId, body: quoteSendInput.optional(), response: { 200: envelope(quoteSent) } } },
    async (request) => {
      const quote = await repository.read(request.params.id);
      const recipient = await recipientOf(db, quote);
      if (!recipient?.email && !recipient?.textTo) throw new HttpProblem(409, 'server.quotes.no_way_to_send');
      // A link is never sent as a bare path: without a site address nothing is marked sent.
      await app.site.required();
      const text = request.body?.text !== false;
      // The staff sending limit, per user and per recipient, as every message staff send (a quote edited and re-sent
      // ten times is ten e-mails to one address).
      await claimStaffSends(db, app.currentUser(request)._id, [
        ...(recipient.email ? [{ channel: 'email' as const, to: recipient.email }] : []),
        ...(recipient.textTo && text ? [{ channel: 'sms' as const, to: recipient.textTo }] : []),
      ]);
      const version = await repository.markSent(request.params.id);
      const sentQuote = await repository.read(request.params.id);
      const link = sentQuote.link ?? '';
      const sent = await sendQuoteMessages(app, {
        quote,
        recipient,
        link,
        totalCents: sentQuote.totalWithTaxCents,
        moment: `quote:${quote._id}:${version.version}`,
        kind: 'sent',
        text,
      });
      request.log.info({ quoteId: quote._id, version: version.version, ...sent }, 'quote sent');
      return { status: 200, message: 'server.quotes.quote_sent', data: { link, ...sent } };
    },
  );
};

export default quoteRoutes;
