// POST /customers/{id}/messages: staff send one message to a customer from an active e-mail template, by e-mail or by
// text, filled from one of its properties; it goes through messaging's queues and lists with the moments' messages.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../../../common/i18n/catalog';
import { fillTemplate, usesPortalLink } from '../../../common/schemas/emailTemplate';
import { MESSAGE_CHANNELS, templateMessageInput } from '../../../common/schemas/customerMessage';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { customers, emailTemplates } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { claimStaffSend, portalLink, queueEmails, queueText } from '../messaging';
import { templateValues } from './mailPreview';

const config = { access: { permission: 'customer_list' } } as const;
/** A text of ten segments at most; a longer template body is cut. */
const TEXT_MAX = 1_530;

const refused = (message: MessageKey) => new HttpProblem(409, message);

const templateMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/customers/:id/messages',
    {
      config,
      schema: {
        tags: ['messages'],
        params: byId,
        body: templateMessageInput,
        response: { 201: envelope(z.object({ channel: z.enum(MESSAGE_CHANNELS) })) },
      },
    },
    async (request, reply) => {
      const { templateId, channel, propertyId } = request.body;
      const [customer] = await db.select().from(customers).where(eq(customers._id, request.params.id));
      if (!customer) throw notFound('customer');
      const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates._id, templateId));
      if (!template) throw notFound('email_template');
      if (template.status !== 'active')
        throw new HttpProblem(400, 'server.messages.template_inactive', { templateId: 'server.messages.template_inactive' });
      const filled = await templateValues(db, customer._id, propertyId);
      if (!filled) throw new HttpProblem(404, 'server.email_templates.customer_or_property_not_found');
      const marketing = template.type === 'marketing';
      const moment = `template:${randomUUID()}`;
      // The customer's sign-in link is made only for a message that is sent and names it.
      const values = async () =>
        usesPortalLink(template.subject, template.alterBody)
          ? { ...filled.values, portalLink: await portalLink(app, customer._id) }
          : filled.values;
      if (channel === 'email') {
        if (!customer.email) throw refused('server.messages.no_email');
        if (customer.emailInvalidAt) throw refused('server.messages.email_refused');
        if (!(marketing ? customer.marketingOptIn : customer.emailService)) throw refused('server.messages.no_consent_email');
        await claimStaffSend(db, { userId: app.currentUser(request)._id, channel, to: customer.email });
        const filledIn = await values();
        const subject = fillTemplate(template.subject, filledIn);
        const body = fillTemplate(template.alterBody, filledIn).trim();
        await queueEmails(app, [{ to: customer.email, subject, body, customerId: customer._id, moment }]);
      } else {
        if (!customer.mobile) throw refused('server.messages.no_mobile');
        if (customer.mobileInvalidAt) throw refused('server.messages.mobile_refused');
        if (!(marketing ? customer.textMarketing : customer.textService)) throw refused('server.messages.no_consent_text');
        await claimStaffSend(db, { userId: app.currentUser(request)._id, channel, to: customer.mobile });
        const body = fillTemplate(template.alterBody, await values()).trim();
        await queueText(app, {
          to: customer.mobile,
          body: body.slice(0, TEXT_MAX),
          kind: marketing ? 'marketing' : 'service',
          language: customer.language,
          customerId: customer._id,
          moment,
        });
      }
      request.log.info({ customerId: customer._id, templateId, channel }, 'message sent from a template');
      reply.status(201);
      return { status: 201, message: 'server.messages.sent', data: { channel } };
    },
  );
};

export default templateMessageRoutes;
