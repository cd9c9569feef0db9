// /accounting/quickbooks/employee-matches: QuickBooks' employees and LawnDesk's people, each with its link or a
// suggestion by name, and the links the admin saves (an approved week's hours then go as TimeActivities to them).
// accounting_manage, as the screen's other routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeLinks, employeeLinksInput } from '../../../common/schemas/accounting';
import { envelope } from '../../../common/schemas/envelope';
import type { QuickBooksSettings } from '../../config';
import { HttpProblem } from '../../lib/httpErrors';
import { accessTokenOf, isConnected, readConnection } from './connection';
import { employeeMatchesOf, saveEmployeeLinks } from './employees';
import { quickbooksClient } from './quickbooksClient';

const config = { access: { permission: 'accounting_manage' } } as const;
const tags = ['accounting'];
const BASE = '/accounting/quickbooks/employee-matches';

const employeeRoutes: FastifyPluginAsyncZod<{ quickbooks?: QuickBooksSettings }> = async (app, options) => {
  const client = quickbooksClient(
    options.quickbooks ?? { clientId: '', clientSecret: '', authorizeUrl: '', tokenUrl: '', revokeUrl: '', apiUrl: '' },
  );
  const db = () => app.database.db;
  /** The company and a token to read it with: 409 when not connected or its key was refused. */
  const company = async () => {
    const connection = await readConnection(db());
    if (!isConnected(connection) || !connection.realmId) throw new HttpProblem(409, 'server.accounting.not_connected');
    const token = await accessTokenOf(db(), client, connection);
    if (!token) throw new HttpProblem(409, 'server.accounting.reconnect');
    return { realmId: connection.realmId, token };
  };

  app.get(BASE, { config, schema: { tags, response: { 200: envelope(employeeLinks) } } }, async () => {
    const { realmId, token } = await company();
    return { status: 200, data: await employeeMatchesOf(db(), client, token, realmId) };
  });

  app.put(
    BASE,
    { config, schema: { tags, body: employeeLinksInput, response: { 200: envelope(z.object({ sentAgain: z.number() })) } } },
    async (request) => {
      const { realmId, token } = await company();
      const sentAgain = await saveEmployeeLinks(db(), client, token, realmId, request.body);
      return { status: 200, message: 'server.accounting.employees.saved', data: { sentAgain } };
    },
  );
};

export default employeeRoutes;
