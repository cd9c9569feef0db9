// /public/quotes/{token}: the quote page's calls, no sign-in. The token is the only key: an altered one is a 404, and
// the approval and the deposit are limited per token as the pay link's pay is, so a link is not a way to flood the office
// or to test stolen cards.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, messageReply } from '../../../common/schemas/envelope';
import { cardFieldsSession } from '../../../common/schemas/card';
import {
  publicQuote,
  publicQuoteDecline,
  publicQuoteParams,
  quoteApproval,
  quoteDepositInput,
  quoteDepositResult,
} from '../../../common/schemas/quote';
import type { GatewayHosts } from '../billing';
import { quoteApprovalResult } from '../../../common/schemas/leadMatch';
import { businessToday } from '../../lib/businessDay';
import { HttpProblem } from '../../lib/httpErrors';
import { sendQuoteSignInLinks, signedInCustomerOf } from './accountMatch';
import { approveQuote, declineQuoteByCustomer, payQuoteDeposit, publicQuoteOf, quoteByToken, quoteDepositCardFields } from './approval';
import { publicState } from './rules';
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

const publicQuoteRoutes: FastifyPluginAsyncZod<{ gatewayHosts: GatewayHosts }> = async (app, { gatewayHosts }) => {
  app.get(
    '/public/quotes/:token',
    { config: reading, schema: { tags, params: publicQuoteParams, response: { 200: envelope(publicQuote) } } },
    async (request) => ({ status: 200, data: await publicQuoteOf(app, request.params.token, await signedInCustomerOf(app, request)) }),
  );

  app.post(
    '/public/quotes/:token/approve',
    {
      config: approving,
      schema: {
        tags,
        params: publicQuoteParams,
        body: quoteApproval,
        response: { 200: envelope(quoteApprovalResult) },
      },
    },
    async (request) => {
      const signedIn = await signedInCustomerOf(app, request);
      const data = await approveQuote(app, request.params.token, request.body, request.ip, signedIn);
      // Joined to an account with no card chosen: the customer reads that no card is charged until they choose one.
      const message = data.joinedAccount && data.autoCharge === 'none' ? 'server.quotes.approved_no_card' : 'server.quotes.approved';
      return { status: 200, message, data };
    },
  );

  /**
   * "This is my account: sign in to add it": a sign-in link to the e-mail on file of the account the open quote's lead
   * matches (accountMatch.ts); the caller names no address. Limited per token as the approval is.
   */
  app.post(
    '/public/quotes/:token/sign-in-link',
    { config: approving, schema: { tags, params: publicQuoteParams, response: { 200: messageReply } } },
    async (request) => {
      const quote = await quoteByToken(app.database.db, request.params.token);
      if (publicState(quote, await businessToday(app.database.db)) !== 'open')
        throw new HttpProblem(409, 'server.quotes.no_account_to_join');
      await sendQuoteSignInLinks(app, quote, request.params.token);
      return { status: 200, message: 'server.quotes.sign_in_link_sent' };
    },
  );

  app.post(
    '/public/quotes/:token/decline',
    { config: approving, schema: { tags, params: publicQuoteParams, body: publicQuoteDecline, response: { 200: messageReply } } },
    async (request) => {
      await declineQuoteByCustomer(app, request.params.token, request.body);
      return { status: 200, message: 'server.quotes.customer_declined' };
    },
  );

  /** The hosted fields' script and a key, while the approved quote's deposit is owed. */
  app.post(
    '/public/quotes/:token/card-fields',
    { config: reading, schema: { tags, params: publicQuoteParams, response: { 200: envelope(cardFieldsSession) } } },
    async (request) => ({ status: 200, data: await quoteDepositCardFields(app, gatewayHosts, request.params.token) }),
  );

  /** The deposit, paid with the hosted fields' token (the card's number never comes here); paid once. */
  app.post(
    '/public/quotes/:token/deposit',
    {
      config: { ...approving, cardForm: true },
      schema: { tags, params: publicQuoteParams, body: quoteDepositInput, response: { 200: envelope(quoteDepositResult) } },
    },
    async (request) => {
      const data = await payQuoteDeposit(app, gatewayHosts, request.params.token, request.body, request.ip);
      return { status: 200, message: data.paid ? 'server.quotes.deposit_paid_now' : 'server.quotes.deposit_declined', data };
    },
  );
};

export default publicQuoteRoutes;
