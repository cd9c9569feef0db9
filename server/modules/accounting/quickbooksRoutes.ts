// /accounting/quickbooks: connect (Intuit's sign-in and its public callback), disconnect, the sync state and a pass
// now, the accounts to choose from and the chosen ones, and the records pushed with "send again". accounting_manage
// only (the admin role by default), but the callback, which Intuit's redirect reaches with a single-use state.
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingRecord,
  accountingRecordFilter,
  accountingRetryInput,
  quickbooksAccountLists,
  quickbooksAccountsInput,
  quickbooksStatus,
  quickbooksSyncInput,
} from '../../../common/schemas/accounting';
import { envelope, messageReply, page } from '../../../common/schemas/envelope';
import { byId } from '../../../common/schemas/fields';
import { SCREEN } from '../../../common/screens';
import type { QuickBooksSettings } from '../../config';
import type { Db } from '../../db/client';
import { accountingConnections, accountingRecords } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import {
  accessTokenOf,
  BINDING_COOKIE,
  disconnect,
  finishConnect,
  isConnected,
  newBinding,
  PROVIDER,
  readConnection,
  startConnect,
} from './connection';
import { runPass, runPassNow } from './push';
import { english, listRecords, sendAgain, UNMAPPED_KEYS } from './records';
import { quickbooksClient } from './quickbooksClient';
import { planMissedPaidTimeOff } from './timeActivities';
import { accountsChanges } from './accountsChanges';
import { recordHistory } from '../../lib/history';

const config = { access: { permission: 'accounting_manage' } } as const;
const tags = ['accounting'];
const BASE = '/accounting/quickbooks';

const CALLBACK_PATH = `/api/v1${BASE}/callback`;
const STATE_SECONDS = 10 * 60;

/** The browser binding's cookie: HttpOnly, sent only to the callback, and on Intuit's top-level redirect (Lax). */
const bindingCookie = (value: string, secure: boolean, maxAge: number) =>
  `${BINDING_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export async function quickbooksStatusOf(db: Db, configured: boolean) {
  const connection = await readConnection(db);
  const counts = { pending: 0, sent: 0, failed: 0 };
  if (connection?.realmId) {
    const rows = await db
      .select({ status: accountingRecords.status, n: count() })
      .from(accountingRecords)
      .where(and(eq(accountingRecords.realmId, connection.realmId), ne(accountingRecords.kind, 'employee')))
      .groupBy(accountingRecords.status);
    for (const row of rows) counts[row.status] = Number(row.n);
  }
  return {
    configured,
    connected: isConnected(connection),
    needsReconnect: Boolean(connection?.needsReconnectAt),
    realmId: isConnected(connection) ? connection.realmId : null,
    connectedAt: connection?.connectedAt?.toISOString() ?? null,
    pushFrom: connection?.pushFrom ?? null,
    lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
    counts,
    lastError: english(connection?.lastError ?? null),
    lastErrorKey: connection?.lastError ?? null,
    customerReview: isConnected(connection) && Boolean(connection.customerReviewSince),
    accounts: {
      income: connection?.accounts.income ?? {},
      depositAccountId: connection?.accounts.depositAccountId,
      feeAccountId: connection?.accounts.feeAccountId,
      customerDepositsAccountId: connection?.accounts.customerDepositsAccountId,
      paidTimeOffPayrollItemId: connection?.accounts.paidTimeOffPayrollItemId,
    },
  };
}

const accountingRoutes: FastifyPluginAsyncZod<{ quickbooks?: QuickBooksSettings; publicUrl?: string }> = async (app, options) => {
  const settings = options.quickbooks;
  const configured = Boolean(settings?.clientId && settings.clientSecret);
  const client = quickbooksClient(
    settings ?? { clientId: '', clientSecret: '', authorizeUrl: '', tokenUrl: '', revokeUrl: '', apiUrl: '' },
  );
  const db = () => app.database.db;
  const requireConfigured = () => {
    if (!configured) throw new HttpProblem(409, 'server.accounting.not_configured');
  };

  app.get(BASE, { config, schema: { tags, response: { 200: envelope(quickbooksStatus) } } }, async () => ({
    status: 200,
    data: await quickbooksStatusOf(db(), configured),
  }));

  app.post(
    `${BASE}/connect`,
    { config, schema: { tags, response: { 200: envelope(z.object({ url: z.string() })) } } },
    async (request, reply) => {
      requireConfigured();
      // Intuit sends the browser back to this server's own callback, as the admin reached it (or PUBLIC_URL).
      const origin = options.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const binding = newBinding();
      const url = await startConnect(db(), client, app.currentUser(request)._id, `${origin}/api/v1${BASE}/callback`, binding);
      reply.header('set-cookie', bindingCookie(binding, origin.startsWith('https:'), STATE_SECONDS));
      return { status: 200, data: { url } };
    },
  );

  app.get(
    `${BASE}/callback`,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        querystring: z.object({
          code: z.string().min(1).max(2000),
          state: z.string().min(1).max(200),
          realmId: z.string().regex(/^\d{1,30}$/),
        }),
        response: {
          200: { description: 'A page that leads back to the Accounting screen', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      requireConfigured();
      // Spent or refused, the binding is done with: the cookie goes either way.
      reply.header('set-cookie', bindingCookie('', request.protocol === 'https', 0));
      await finishConnect(db(), client, request.query, cookieOf(request.headers.cookie, BINDING_COOKIE) ?? '');
      // Connected: the first pass runs at once, from today (an earlier `since` brings history over), with the weeks
      // approved while QuickBooks was away.
      void runPass(db(), client, app.log, { catchUpWeeks: true }).catch((error: unknown) =>
        app.log.error({ err: error }, 'quickbooks pass'),
      );
      // A page rather than a redirect: the API answers 2xx, and the browser goes on to the screen.
      const back = `${SCREEN.accounting.path}?quickbooks=connected`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${back}"><title>QuickBooks</title><a href="${back}">QuickBooks connected: back to LawnDesk</a>`,
        );
    },
  );

  app.post(`${BASE}/disconnect`, { config, schema: { tags, response: { 200: messageReply } } }, async (request) => {
    await disconnect(db(), client, app.currentUser(request)._id, app.log);
    return { status: 200, message: 'server.accounting.disconnected' };
  });

  app.post(
    `${BASE}/sync`,
    { config, schema: { tags, body: quickbooksSyncInput.optional(), response: { 200: envelope(quickbooksStatus) } } },
    async (request) => {
      requireConfigured();
      if (!isConnected(await readConnection(db()))) throw new HttpProblem(409, 'server.accounting.not_connected');
      await runPassNow(db(), client, app.log, request.body?.since);
      return { status: 200, message: 'server.accounting.sync_done', data: await quickbooksStatusOf(db(), configured) };
    },
  );

  app.get(`${BASE}/accounts`, { config, schema: { tags, response: { 200: envelope(quickbooksAccountLists) } } }, async () => {
    const connection = await readConnection(db());
    if (!isConnected(connection)) throw new HttpProblem(409, 'server.accounting.not_connected');
    const token = await accessTokenOf(db(), client, connection);
    if (!token) throw new HttpProblem(409, 'server.accounting.reconnect');
    const all = await client.query<{ Id: string; Name: string; AccountType: string }>(
      token,
      connection.realmId,
      'Account',
      'select * from Account where Active = true maxresults 1000',
    );
    const listed = all.map((account) => ({ id: account.Id, name: account.Name, type: account.AccountType }));
    const [preferences] = await client.query<{ SalesFormsPrefs?: { AutoApplyCredit?: boolean } }>(
      token,
      connection.realmId,
      'Preferences',
      'select * from Preferences',
    );
    return {
      status: 200,
      data: {
        income: listed.filter((account) => account.type === 'Income'),
        deposit: listed.filter((account) => account.type === 'Bank' || account.type === 'Other Current Asset'),
        fee: listed.filter((account) => account.type === 'Expense' || account.type === 'Other Expense'),
        customerDeposits: listed.filter((account) => account.type === 'Other Current Liability'),
        autoApplyCredit: preferences?.SalesFormsPrefs?.AutoApplyCredit === true,
      },
    };
  });

  app.put(
    `${BASE}/accounts`,
    { config, schema: { tags, body: quickbooksAccountsInput, response: { 200: envelope(quickbooksStatus) } } },
    async (request) => {
      const before = await readConnection(db());
      const updated = await db().transaction(async (tx) => {
        const rows = await tx
          .update(accountingConnections)
          .set({ accounts: request.body })
          .where(eq(accountingConnections.provider, PROVIDER))
          .returning({ provider: accountingConnections.provider });
        const changes = accountsChanges(before?.accounts ?? {}, request.body);
        if (rows.length && Object.keys(changes).length)
          await recordHistory(tx, {
            entity: 'settings',
            entityId: PROVIDER,
            action: 'updated',
            customerId: null,
            userId: app.currentUser(request)._id,
            changes,
          });
        return rows;
      });
      if (!updated.length) throw new HttpProblem(409, 'server.accounting.not_connected');
      // What failed for want of an account now chosen goes again in the next pass.
      const chosen = request.body;
      const answered = [
        ...(chosen.feeAccountId ? [UNMAPPED_KEYS.feeAccountId] : []),
        ...(chosen.customerDepositsAccountId ? [UNMAPPED_KEYS.customerDepositsAccountId] : []),
        ...(Object.values(chosen.income ?? {}).some(Boolean) ? [UNMAPPED_KEYS.income] : []),
        ...(chosen.paidTimeOffPayrollItemId ? [UNMAPPED_KEYS.paidTimeOffPayrollItemId] : []),
      ];
      // The company and its first day pushed are as read before the save, which changes only the accounts.
      if (answered.length && before?.realmId) await sendAgain(db(), before.realmId, { failureKeys: answered });
      // Chosen now: the paid time off of the weeks approved since the first day pushed goes in the next pass.
      if (chosen.paidTimeOffPayrollItemId && !before?.accounts.paidTimeOffPayrollItemId && before?.realmId && before.pushFrom)
        await planMissedPaidTimeOff(db(), before.realmId, before.pushFrom);
      return { status: 200, data: await quickbooksStatusOf(db(), configured) };
    },
  );

  app.get(
    `${BASE}/records`,
    { config, schema: { tags, querystring: accountingRecordFilter, response: { 200: envelope(page(accountingRecord)) } } },
    async (request) => {
      const connection = await readConnection(db());
      return { status: 200, data: await listRecords(db(), connection?.realmId ?? '', request.query) };
    },
  );

  app.post(`${BASE}/records/:id/retry`, { config, schema: { tags, params: byId, response: { 200: messageReply } } }, async (request) => {
    const [record] = await db().select().from(accountingRecords).where(eq(accountingRecords._id, request.params.id));
    if (!record) throw notFound();
    if (record.status !== 'failed') throw new HttpProblem(409, 'server.accounting.record_not_failed');
    await sendAgain(db(), record.realmId, { ids: [record._id] });
    return { status: 200, message: 'server.accounting.records_queued_again' };
  });

  app.post(
    `${BASE}/records/retry`,
    { config, schema: { tags, body: accountingRetryInput, response: { 200: envelope(z.object({ queued: z.number() })) } } },
    async (request) => {
      const connection = await readConnection(db());
      if (!connection?.realmId) throw new HttpProblem(409, 'server.accounting.not_connected');
      const queued = await sendAgain(db(), connection.realmId, request.body);
      return { status: 200, message: 'server.accounting.records_queued_again', data: { queued } };
    },
  );
};

export default accountingRoutes;
