// POST /customers/{id}/previewMail: a template rendered for one customer (and property), before it is sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailPreview } from '../../../common/schemas/emailTemplate';
import { envelope } from '../../../common/schemas/envelope';
import { byId, recordId } from '../../../common/schemas/fields';
import { previewMail } from './mailPreview';

const config = { access: { permission: 'customer_list' } } as const;
const tags = ['email-templates'];

const mailPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/customers/:id/previewMail',
    {
      config,
      schema: {
        tags,
        params: byId,
        body: z.object({ templateId: recordId('server.email_templates.choose_template'), propertyId: recordId().optional() }),
        response: { 200: envelope(mailPreview) },
      },
    },
    async (request) => ({ status: 200, data: await previewMail(db, request.params.id, request.body.templateId, request.body.propertyId) }),
  );
};

export default mailPreviewRoutes;
