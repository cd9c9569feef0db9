// POST /news-letters/unsubscribe: the public page behind a newsletter's link clears the customer's marketing opt-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../common/schemas/envelope';
import { unsubscribeInput } from '../../../common/schemas/newsletter';
import { HttpProblem } from '../../lib/httpErrors';
import { setMessagePreferences } from '../customers';
import { customerOfToken } from './unsubscribeToken';

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/news-letters/unsubscribe',
    {
      config: { access: { public: true } },
      schema: { tags: ['news-letters'], body: unsubscribeInput, response: { 200: envelope(z.object({ unsubscribed: z.literal(true) })) } },
    },
    async (request) => {
      const customerId = customerOfToken(app.signingKey, request.body.token);
      if (!customerId)
        throw new HttpProblem(400, 'validation.newsletter.unsubscribe_link_not_valid', {
          token: 'validation.newsletter.unsubscribe_link_not_valid',
        });
      // A test message's link, or a customer since deleted, names nobody: the answer is the same, so it tells nothing.
      await db.transaction((tx) => setMessagePreferences(tx, customerId, { marketingOptIn: false }, null));
      return { status: 200, message: 'server.newsletters.unsubscribed', data: { unsubscribed: true as const } };
    },
  );
};

export default unsubscribeRoutes;
