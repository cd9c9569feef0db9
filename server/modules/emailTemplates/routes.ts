// Templates a customer's e-mail can start from, and POST /customers/{id}/previewMail to render one.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailPreview, templateChoice } from '../../../common/schemas/emailTemplate';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import { emailTemplates } from '../../db/schema';
import { previewMail } from './preview';

const config = { access: { permission: 'customer_list' } } as const;
const tags = ['email-templates'];

const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/email-templates/active', { config, schema: { tags, response: { 200: envelope(z.array(templateChoice)) } } }, async () => ({
    status: 200,
    data: await db
      .select({ _id: emailTemplates._id, name: emailTemplates.name, type: emailTemplates.type })
      .from(emailTemplates)
      .where(eq(emailTemplates.status, 'active'))
      .orderBy(asc(emailTemplates.name)),
  }));

  app.post(
    '/customers/:id/previewMail',
    { config, schema: { tags, params: byId, body: z.object({ templateId: recordId('server.emailTemplates.choose_template'), propertyId: recordId().optional() }), response: { 200: envelope(mailPreview) } } },
    async (request) => ({ status: 200, data: await previewMail(db, request.params.id, request.body.templateId, request.body.propertyId) }),
  );
};

export default emailTemplateRoutes;
