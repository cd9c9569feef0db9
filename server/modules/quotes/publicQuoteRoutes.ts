// /public/quotes/{token}: the quote page's calls, no sign-in. The token is the only key: an altered one is a 404, and
// the approval is limited per token as the pay link's pay is, so a link is not a way to flood the office.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, messageReply } from '../../../common/schemas/envelope';
import { publicQuote, publicQuoteDecline, publicQuoteParams, quoteApproval } from '../../../common/schemas/quote';
import { z } from 'zod';
import { approveQuote, declineQuoteByCustomer, publicQuoteOf } from './approval';
import { hashOf } from './links';

const tags = ['public quote'];
const reading = { access: { public: true }, rateLimit: { max: 60, timeWindow: '15 minutes' } } as const;
const approving = {
  access: { public: true } as const,
  rateLimit: {
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `quote:${hashOf((request.params as { token?: string }).token ?? '')}`,
  },
};

const publicQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/quotes/:token',
    { config: reading, schema: { tags, params: publicQuoteParams, response: { 200: envelope(publicQuote) } } },
    async (request) => ({ status: 200, data: await publicQuoteOf(app, request.params.token) }),
  );

  app.post(
    '/public/quotes/:token/approve',
    {
      config: approving,
      schema: {
        tags,
        params: publicQuoteParams,
        body: quoteApproval,
        response: { 200: envelope(z.object({ totalCents: z.number(), services: z.number() })) },
      },
    },
    async (request) => ({
      status: 200,
      message: 'server.quotes.approved',
      data: await approveQuote(app, request.params.token, request.body, request.ip),
    }),
  );

  app.post(
    '/public/quotes/:token/decline',
    { config: approving, schema: { tags, params: publicQuoteParams, body: publicQuoteDecline, response: { 200: messageReply } } },
    async (request) => {
      await declineQuoteByCustomer(app, request.params.token, request.body);
      return { status: 200, message: 'server.quotes.customer_declined' };
    },
  );
};

export default publicQuoteRoutes;
