// Twilio's webhooks: POST /messages/sms/inbound and /sms/inbound (a customer's text: kept in its inbox thread; STOP,
// START, HELP and their Spanish words change consent at once and are answered in TwiML) and POST /sms/status (delivery updates). Public, but
// only with a valid X-Twilio-Signature.
import { parse } from 'node:querystring';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '../../../common/i18n/catalog';
import { inboundText, textStatusCallback, TEXT_STATUSES, type TextStatus, twimlResponse } from '../../../common/schemas/textMessage';
import { textMessages } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { mediaOf } from './conversationRules';
import { recordInbound } from './conversations';
import { isInvalidNumber, keywordLanguage, keywordOf, keywordReply, signatureValid, twiml } from './textRules';

const tags = ['sms'];
/** Twilio's statuses LawnDesk keeps; `queued`, `sending` and the like would only move a text backwards. */
const KEPT_STATUSES = new Set<TextStatus>(['sent', 'delivered', 'undelivered', 'failed']);
const MAX_FORM_BYTES = 16 * 1024;
/** Public but signed; never refused for a card number, read masked (plugins/storableInput.ts). */
const webhook = { access: { public: true }, webhook: true } as const;

const textRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, options) => {
  const { db } = app.database;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) =>
    done(null, parse(body as string)),
  );

  // Before the body's validation, so a forged call learns nothing about what a valid one holds.
  app.addHook('preValidation', async (request) => {
    const url = `${options.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}${request.url}`;
    const params = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const signature = request.headers['x-twilio-signature'];
    if (!signatureValid((await app.texts.webhookToken()) ?? '', url, params, typeof signature === 'string' ? signature : undefined))
      throw new HttpProblem(403, MESSAGES.forbidden);
  });

  // Twilio's Messaging webhook, at the address the issue names and at the first one, which numbers already point to.
  for (const path of ['/messages/sms/inbound', '/sms/inbound'])
    app.post(path, { config: webhook, schema: { tags, body: inboundText, response: { 200: twimlResponse } } }, async (request, reply) => {
      // Twilio's signature never expires: a reply seen before is a replay (a START captured and sent again after the
      // customer's STOP) and changes nothing; one without its id is not Twilio's.
      const keyword = keywordOf(request.body.Body);
      // Kept in its inbox thread once per MessageSid; customers records a STOP or START, with each customer's history, in
      // the same transaction.
      const kept = request.body.MessageSid
        ? await recordInbound(app, {
            messageSid: request.body.MessageSid,
            from: request.body.From,
            body: request.body.Body,
            media: mediaOf(request.body),
            keyword: keyword ?? undefined,
          })
        : ({ seen: true } as const);
      if (kept.seen) {
        request.log.warn({ messageSid: request.body.MessageSid }, 'text reply refused: seen before or without its id');
        return reply.type('text/xml').send(twiml());
      }
      const language: Language = keywordLanguage(request.body.Body) ?? kept.language ?? 'en';
      if (keyword === 'stop' || keyword === 'start')
        request.log.info({ keyword, customers: kept.customerIds.length }, 'text consent changed by reply');
      // Only a keyword is answered (in the business's name); any other text is kept for the inbox and answered with nothing.
      if (!keyword) return reply.type('text/xml').send(twiml());
      const { business } = await readSettings(db, ['business']);
      return reply.type('text/xml').send(twiml(keywordReply(keyword, language, business)));
    });

  app.post(
    '/sms/status',
    { config: webhook, schema: { tags, body: textStatusCallback, response: { 200: twimlResponse } } },
    async (request, reply) => {
      const status = request.body.MessageStatus as TextStatus;
      if (TEXT_STATUSES.includes(status) && KEPT_STATUSES.has(status)) {
        await app.events.transaction(async (tx) => {
          const updated = await tx
            .update(textMessages)
            .set({ status, statusAt: new Date(), ...(request.body.ErrorCode && { errorCode: request.body.ErrorCode }) })
            .where(inArray(textMessages.providerId, [request.body.MessageSid]))
            .returning({ customerId: textMessages.customerId, to: textMessages.to });
          // customers flags the mobile, in this transaction.
          if (isInvalidNumber(request.body.ErrorCode))
            for (const { customerId, to } of updated)
              if (customerId)
                await app.events.emit(tx, 'text.undeliverable', {
                  customerId,
                  mobile: to,
                  reason: `Twilio ${request.body.ErrorCode}: ${status}`,
                });
        });
      }
      return reply.type('text/xml').send(twiml());
    },
  );
};

export default textRoutes;
