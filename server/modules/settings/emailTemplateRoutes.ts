// /email-templates: the templates of the Settings menu, and the active ones a customer's e-mail can start from.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailTemplate, emailTemplateInput, templateChoice } from '../../../common/schemas/emailTemplate';
import { envelope } from '../../../common/schemas/envelope';
import { emailTemplates } from '../../db/schema';
import { registerCrudResource } from '../../lib/crudResource';

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

  registerCrudResource(app, {
    path: 'email-templates',
    label: 'email_template',
    permission: 'email_template_list',
    table: emailTemplates,
    input: emailTemplateInput,
    record: emailTemplate,
    sortFields: ['name', 'status', 'type', 'subject', 'updatedAt'],
    defaultSort: 'name',
    searchColumns: [emailTemplates.name, emailTemplates.subject],
    exactFilters: { status: emailTemplates.status, type: emailTemplates.type },
  });
};

export default emailTemplateRoutes;
