// /accounting/quickbooks/customer-matches: the QuickBooks customers proposed as LawnDesk's (by e-mail or phone), the
// bookkeeper's confirmations and rejections, and the end of the review. accounting_manage, as the screen's other routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerMatchDecision, customerMatches } from '../../../common/schemas/accounting';
import { envelope, messageReply } from '../../../common/schemas/envelope';
import type { QuickBooksSettings } from '../../config';
import { HttpProblem } from '../../lib/httpErrors';
import { accessTokenOf, isConnected, readConnection } from './connection';
import { confirmLinks, customerMatchesOf, finishReview, rejectLinks } from './customerLinks';
import { quickbooksClient } from './quickbooksClient';

const config = { access: { permission: 'accounting_manage' } } as const;
const tags = ['accounting'];
const BASE = '/accounting/quickbooks/customer-matches';

const customerLinkRoutes: FastifyPluginAsyncZod<{ quickbooks?: QuickBooksSettings }> = async (app, options) => {
  const client = quickbooksClient(
    options.quickbooks ?? { clientId: '', clientSecret: '', authorizeUrl: '', tokenUrl: '', revokeUrl: '', apiUrl: '' },
  );
  const db = () => app.database.db;
  const connected = async () => {
    const connection = await readConnection(db());
    if (!isConnected(connection)) throw new HttpProblem(409, 'server.accounting.not_connected');
    return connection;
  };
  const tokenOf = async (connection: Awaited<ReturnType<typeof connected>>) => {
    const token = await accessTokenOf(db(), client, connection);
    if (!token) throw new HttpProblem(409, 'server.accounting.reconnect');
    return token;
  };

  app.get(BASE, { config, schema: { tags, response: { 200: envelope(customerMatches) } } }, async () => {
    const connection = await connected();
    return { status: 200, data: await customerMatchesOf(db(), client, await tokenOf(connection), connection) };
  });

  app.post(
    `${BASE}/confirm`,
    { config, schema: { tags, body: customerMatchDecision, response: { 200: envelope(z.object({ linked: z.number() })) } } },
    async (request) => {
      const connection = await connected();
      const linked = await confirmLinks(db(), client, await tokenOf(connection), connection, request.body);
      return { status: 200, message: 'server.accounting.matches.linked', data: { linked } };
    },
  );

  app.post(
    `${BASE}/reject`,
    { config, schema: { tags, body: customerMatchDecision, response: { 200: messageReply } } },
    async (request) => {
      await rejectLinks(db(), await connected(), request.body);
      return { status: 200, message: 'server.accounting.matches.rejected' };
    },
  );

  app.post(`${BASE}/done`, { config, schema: { tags, response: { 200: messageReply } } }, async () => {
    await connected();
    await finishReview(db());
    return { status: 200, message: 'server.accounting.matches.review_done' };
  });
};

export default customerLinkRoutes;
