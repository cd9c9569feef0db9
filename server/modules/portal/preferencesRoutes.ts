// /customer/message-preferences: the signed-in customer chooses the language and the kinds of e-mail and text they get;
// each change is in the customer's history, where staff see who made it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../common/schemas/envelope';
import { type MessagePreferences, messagePreferences } from '../../../common/schemas/portal';
import { type CustomerRow, readCustomer } from '../customers/reads';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import { setMessagePreferences } from '../customers';

const customerOnly = { access: { types: ['customer'] } } as const;
const tags = ['customer portal'];
const reply = { 200: envelope(messagePreferences) };

const preferencesOf = (customer: CustomerRow): MessagePreferences => ({
  language: customer.language,
  emailService: customer.emailService,
  textService: customer.textService,
  textMarketing: customer.textMarketing,
  marketingOptIn: customer.marketingOptIn,
});

const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const customerIdOf = (userCustomerId: string | null | undefined) => {
    if (!userCustomerId) throw new HttpProblem(403, MESSAGES.forbidden);
    return userCustomerId;
  };

  app.get('/customer/message-preferences', { config: customerOnly, schema: { tags, response: reply } }, async (request) => {
    const customer = await readCustomer(db, customerIdOf(app.currentUser(request).customerId));
    if (!customer) throw notFound('customer');
    return { status: 200, data: preferencesOf(customer) };
  });

  app.put(
    '/customer/message-preferences',
    { config: customerOnly, schema: { tags, body: messagePreferences, response: reply } },
    async (request) => {
      const user = app.currentUser(request);
      const customerId = customerIdOf(user.customerId);
      const saved = await db.transaction((tx) => setMessagePreferences(tx, customerId, request.body, user._id));
      if (!saved) throw notFound('customer');
      return { status: 200, message: 'server.portal.message_preferences_saved', data: preferencesOf(saved) };
    },
  );
};

export default preferencesRoutes;
