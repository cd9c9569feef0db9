// Staff's side of a property's activation request (activation.ts): whether one is open, and
// processing it, which tells the customer.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { activationNoteInput, activationRequestState } from '../../../common/schemas/portal';
import { properties } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { activationProcessedNotice, openActivationRequests, readActivationRequest } from './activation';

const access = { access: { permission: 'customer_list' } } as const;
const tags = ['properties'];
const answer = { 200: envelope(activationRequestState) };

const activationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/properties/:id/activation-request', { config: access, schema: { tags, params: byId, response: answer } }, async (request) => {
    const [property] = await db.select({ _id: properties._id }).from(properties).where(eq(properties._id, request.params.id));
    if (!property) throw notFound('property');
    return { status: 200, data: await readActivationRequest(db, property._id) };
  });

  app.post(
    '/properties/:id/activation-processed',
    { config: access, schema: { tags, params: byId, body: activationNoteInput, response: answer } },
    async (request) => {
      const propertyId = request.params.id;
      await app.notifier.transaction(async (tx, notify) => {
        const [property] = await tx.select().from(properties).where(eq(properties._id, propertyId)).for('update');
        if (!property) throw notFound('property');
        if (!(await openActivationRequests(tx, [propertyId])).has(propertyId))
          throw new HttpProblem(409, 'server.portal.no_open_activation_request');
        await notify.customer(property.customerId, activationProcessedNotice(property, request.body.note));
      });
      return { status: 200, message: 'server.portal.activation_processed', data: await readActivationRequest(db, propertyId) };
    },
  );
};

export default activationRoutes;
