// GET /customers/{id}/messages: the e-mails and texts sent (or tried) to a customer, newest first, as the property view
// lists them; POST /customers/{id}/messages/{messageId}/resend sends one of them again, as a new message; POST
// …/cancel drops one still waiting (queued, held for quiet hours, retrying).
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelledMessage,
  cancelParams,
  type CustomerMessage,
  customerMessage,
  MESSAGE_CHANNELS,
  resendParams,
} from '../../../common/schemas/customerMessage';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { businessNameOf } from '../../../common/schemas/settings';
import { emailMessages, textMessages } from '../../db/schema';
import { readCustomer } from '../customers/reads';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { readSettings } from '../../lib/settings';
import { unframedText } from './textRules';
import { queueEmails } from './emailQueue';
import { cancelWaiting } from './sendCheck';
import { claimStaffSend } from './staffSends';
import { queueText } from './textQueue';

const config = { access: { permission: 'customer_list' } } as const;
const tags = ['messages'];
/** Enough for a customer's seasons of reminders; older ones stay in the tables. */
const SHOWN = 200;

/** The moment a key names: `visit-eve:<id>:sms` is `visit-eve`; a text without one (a recovery code) has none. */
const momentOf = (key: string | null) => key?.split(':')[0] ?? null;
/** A resend gets a key of its own, which keeps the moment's name for the list. */
const resendKey = (key: string | null) => `${momentOf(key) ?? 'message'}:resend-${randomUUID()}`;
const iso = (date: Date | null) => date?.toISOString() ?? null;

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function listFor(customerId: string): Promise<CustomerMessage[]> {
    const [emails, texts] = await Promise.all([
      db.select().from(emailMessages).where(eq(emailMessages.customerId, customerId)).orderBy(desc(emailMessages.createdAt)).limit(SHOWN),
      db.select().from(textMessages).where(eq(textMessages.customerId, customerId)).orderBy(desc(textMessages.createdAt)).limit(SHOWN),
    ]);
    return [
      ...emails.map((row) => ({
        _id: row._id,
        channel: 'email' as const,
        moment: momentOf(row.moment),
        to: row.to,
        subject: row.subject,
        body: row.body,
        status: row.status,
        reason: row.errorMessage,
        dropReason: row.dropReason,
        createdAt: row.createdAt.toISOString(),
        sentAt: iso(row.sentAt),
      })),
      ...texts.map((row) => ({
        _id: row._id,
        channel: 'sms' as const,
        moment: momentOf(row.moment),
        to: row.to,
        subject: null,
        body: row.body,
        status: row.status,
        reason: row.errorMessage && [row.errorCode, row.errorMessage].filter(Boolean).join(' '),
        dropReason: row.dropReason,
        createdAt: row.createdAt.toISOString(),
        sentAt: iso(row.sentAt),
      })),
    ]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, SHOWN);
  }

  app.get(
    '/customers/:id/messages',
    { config, schema: { tags, params: byId, response: { 200: envelope(z.array(customerMessage)) } } },
    async (request) => {
      const customer = await readCustomer(db, request.params.id, '_id');
      if (!customer) throw notFound('customer');
      return { status: 200, data: await listFor(customer._id) };
    },
  );

  app.post(
    '/customers/:id/messages/:messageId/resend',
    { config, schema: { tags, params: resendParams, response: { 200: envelope(z.object({ channel: z.enum(MESSAGE_CHANNELS) })) } } },
    async (request) => {
      const { id: customerId, messageId } = request.params;
      const [email] = await db
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages._id, messageId), eq(emailMessages.customerId, customerId)));
      const [text] = email
        ? []
        : await db
            .select()
            .from(textMessages)
            .where(and(eq(textMessages._id, messageId), eq(textMessages.customerId, customerId)));
      if (!email && !text) throw notFound('message');
      if (text?.sensitive) throw new HttpProblem(409, 'server.texts.not_resendable');
      const channel = email ? ('email' as const) : ('sms' as const);
      const to = email ? email.to : text!.to;
      const { repeat } = await claimStaffSend(db, { userId: app.currentUser(request)._id, channel, to, resendOf: messageId });
      if (repeat) return { status: 200, data: { channel: repeat } };
      const customer = await readCustomer(db, customerId, 'language');
      // The name and the stop line were added when the text was recorded; its resend adds them again.
      const { business } = await readSettings(db, ['business']);
      if (email) {
        const moment = resendKey(email.moment);
        await queueEmails(app, [{ to: email.to, subject: email.subject, body: email.body, customerId, moment }]);
      } else
        await queueText(app, {
          to: text.to,
          body: unframedText(text.body, businessNameOf(business)),
          kind: text.kind,
          language: customer?.language ?? 'en',
          customerId,
          moment: resendKey(text.moment),
        });
      request.log.info({ customerId, messageId, channel }, 'message sent again');
      return { status: 200, data: { channel } };
    },
  );

  app.post(
    '/customers/:id/messages/:messageId/cancel',
    { config, schema: { tags, params: cancelParams, response: { 200: envelope(cancelledMessage) } } },
    async (request) => {
      const { id: customerId, messageId } = request.params;
      const [email] = await db
        .select({ _id: emailMessages._id, about: emailMessages.about })
        .from(emailMessages)
        .where(and(eq(emailMessages._id, messageId), eq(emailMessages.customerId, customerId)));
      const [text] = email
        ? []
        : await db
            .select({ _id: textMessages._id, about: textMessages.about })
            .from(textMessages)
            .where(and(eq(textMessages._id, messageId), eq(textMessages.customerId, customerId)));
      const message = email ?? text;
      if (!message) throw notFound('message');
      const channel = email ? ('email' as const) : ('sms' as const);
      if (!(await cancelWaiting(db, channel, message))) throw new HttpProblem(409, 'server.messages.not_waiting');
      request.log.info({ customerId, messageId, channel, userId: app.currentUser(request)._id }, 'message cancelled by staff');
      return { status: 200, data: { channel, dropReason: 'cancelled' as const } };
    },
  );
};

export default messageRoutes;
