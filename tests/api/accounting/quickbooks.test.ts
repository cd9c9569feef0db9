// QuickBooks Online against the local fake of Intuit: connect with a single-use state, push once (customers,
// items, each approved payment as a SalesReceipt, refunds, voids; never a decline), a second sync sending nothing,
// 429 and 5xx answers, a crash between QuickBooks' create and our record, a deleted account, rotating refresh tokens,
// and disconnect. No token in any answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConnections, accountingOauthStates, accountingRecords, payments } from '../../../server/db/schema';
import { type FakeQuickBooks, startFakeQuickBooks } from '../../fakeQuickBooks';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { authorizeQuickBooks } from '../quickbooksFixtures';

const BASE = '/api/v1/accounting/quickbooks';
let t: TestApp;
let fake: FakeQuickBooks;
let business: Business;
let admin: string;
const answers: string[] = [];

beforeAll(async () => {
  fake = await startFakeQuickBooks();
  t = await createTestApp({ jobs: false, quickbooks: fake.settings });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() as { data: Record<string, never>; message?: string } };
}
const status = async () =>
  (await call('GET', BASE)).body.data as unknown as {
    connected: boolean;
    counts: Record<string, number>;
    lastErrorKey: string | null;
    needsReconnect: boolean;
  };
const sync = (since?: string) => call('POST', `${BASE}/sync`, since ? { since } : {});
const count = (entity: Parameters<FakeQuickBooks['records']>[0]) => fake.records(entity).length;
const creates = () => fake.requests.filter((request) => request.method === 'POST').length;
const tokensSeen = new Set<string>();
async function connection() {
  const [row] = await t.app.database.db.select().from(accountingConnections);
  for (const token of [row.accessToken, row.refreshToken]) if (token) tokensSeen.add(token);
  return row;
}
const resume = () => t.app.database.db.update(accountingConnections).set({ pausedUntil: null });

/** Asks for the authorize address, lets the fake consent, and answers the callback's query and the browser's cookie. */
async function authorize() {
  const started = await authorizeQuickBooks(t.app, admin);
  answers.push(started.setCookie);
  expect(started.url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
  expect(started.url.searchParams.get('client_id')).toBe(fake.settings.clientId);
  expect(started.callback.startsWith(`${BASE}/callback?`)).toBe(true);
  return started;
}
const callback = ({ callback: url, cookie }: { callback: string; cookie: string }) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function addPayment(customerId: string, propertyId: string, values: Partial<typeof payments.$inferInsert> = {}) {
  const [payment] = await t.app.database.db
    .insert(payments)
    .values({ customerId, propertyId, item: 'mow', date: '2026-05-04', priceCents: 4500, amountCents: 4500, status: 'success', ...values })
    .returning();
  return payment;
}

describe('QuickBooks Online', () => {
  let second: Awaited<ReturnType<typeof addCustomer>>;
  let refunded: typeof payments.$inferSelect;

  it('refuses an unknown, reused or expired state', async () => {
    expect((await callback({ callback: `${BASE}/callback?code=x&state=unknown&realmId=${fake.realmId}`, cookie: '' })).statusCode).toBe(
      400,
    );
    const search = await authorize();
    await t.app.database.db.update(accountingOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await callback(search);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messageKey).toBe('server.accounting.state_refused');
    expect((await status()).connected).toBe(false);
  });

  it('connects with a single-use state and keeps the tokens to itself', async () => {
    const search = await authorize();
    const connected = await callback(search);
    expect(connected.statusCode).toBe(200);
    expect(connected.body).toContain('url=/system-settings/accounting?quickbooks=connected');
    expect((await callback(search)).statusCode).toBe(400);
    const state = await status();
    expect(state).toMatchObject({ connected: true, realmId: fake.realmId });
  });

  it('brings the history since a date over once: customers, items, approved payments; declines never', async () => {
    const db = t.app.database.db;
    second = await addCustomer(db, business.market._id, { firstName: 'Terry' });
    await addPayment(business.customer._id, business.property._id);
    await addPayment(business.customer._id, business.property._id, {
      item: 'bnb',
      date: '2026-05-11',
      amountCents: 12990,
      priceCents: 12000,
      taxPercent: 8.25,
      taxCents: 990,
    });
    refunded = await addPayment(second.customer._id, second.property._id, { status: 'refund-success', refundedCents: 1500 });
    await addPayment(second.customer._id, second.property._id, { status: 'failed', failureCode: 'declined' });
    await addPayment(second.customer._id, second.property._id, { date: '2025-01-05' });

    const { status: code, body } = await sync('2026-01-01');
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ connected: true, counts: { pending: 0, failed: 0, sent: 2 + 2 + 3 + 1 } });
    expect(count('Customer')).toBe(2);
    expect(new Set(fake.records('Customer').map((customer) => customer.DisplayName)).size).toBe(2);
    expect(count('Item')).toBe(2);
    expect(count('SalesReceipt')).toBe(3);
    expect(
      fake
        .records('SalesReceipt')
        .map((receipt) => receipt.TotalAmt)
        .sort(),
    ).toEqual([129.9, 45, 45]);
    // The sale before tax on the line, the tax apart.
    const taxed = fake.records('SalesReceipt').find((receipt) => receipt.TotalAmt === 129.9)!;
    expect(taxed).toMatchObject({ TxnTaxDetail: { TotalTax: 9.9 }, Line: [{ Amount: 120 }] });
    expect(count('RefundReceipt')).toBe(1);
    expect(fake.records('RefundReceipt')[0]).toMatchObject({ TotalAmt: 15 });
    // Every create carried a requestid, and the receipts name the customers' QuickBooks ids.
    expect(fake.requests.filter((request) => request.method === 'POST').every((request) => request.requestId)).toBe(true);
    const ids = new Set(fake.records('Customer').map((customer) => customer.Id));
    expect(fake.records('SalesReceipt').every((receipt) => ids.has((receipt.CustomerRef as { value: string }).value))).toBe(true);
  });

  it('sends nothing on a second sync, and a new refund as one RefundReceipt', async () => {
    const before = creates();
    await sync('2026-01-01');
    expect(creates()).toBe(before);
    await t.app.database.db.update(payments).set({ refundedCents: 4500 }).where(eq(payments._id, refunded._id));
    await sync();
    await sync();
    expect(count('RefundReceipt')).toBe(2);
    expect(fake.records('RefundReceipt').map((receipt) => receipt.TotalAmt)).toEqual([15, 30]);
  });

  it('waits out a 429 storm and an outage, then sends each record once', async () => {
    const customer = await addCustomer(t.app.database.db, business.market._id);
    await addPayment(customer.customer._id, customer.property._id, { date: '2026-06-01' });
    await addPayment(customer.customer._id, customer.property._id, { date: '2026-06-08' });
    fake.answerNext({ status: 429, retryAfter: 30 });
    await sync();
    let state = await status();
    expect(state.lastErrorKey).toBe('server.accounting.rate_limited');
    expect(state.counts.pending).toBe(3);
    expect((await connection()).pausedUntil!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Paused: a pass now sends nothing.
    const during = fake.requests.length;
    await sync();
    expect(fake.requests.length).toBe(during);
    for (const answer of [{ status: 429 }, { status: 429 }, { status: 503 }, { status: 500 }]) {
      await resume();
      fake.answerNext(answer);
      await sync();
    }
    state = await status();
    expect(state.lastErrorKey).toBe('server.accounting.unreachable');
    await resume();
    await sync();
    state = await status();
    expect(state).toMatchObject({ lastErrorKey: null, counts: { pending: 0, failed: 0 } });
    expect(count('Customer')).toBe(3);
    expect(count('SalesReceipt')).toBe(5);
  });

  it('makes one record when QuickBooks made it but the answer was lost (a crash between send and record)', async () => {
    const customer = await addCustomer(t.app.database.db, business.market._id);
    await addPayment(customer.customer._id, customer.property._id, { date: '2026-06-15' });
    fake.answerNext({ status: 200, drop: true });
    await sync();
    expect(count('Customer')).toBe(4);
    expect((await status()).counts.pending).toBe(2);
    // What the process knew at a kill -9 after QuickBooks answered: the records still pending, the pass's claim held.
    await t.app.database.db.update(accountingConnections).set({ pausedUntil: null, passStartedAt: new Date(Date.now() - 10 * 60_000) });
    await sync();
    expect(count('Customer')).toBe(4);
    expect(count('SalesReceipt')).toBe(6);
    expect((await status()).counts).toMatchObject({ pending: 0, failed: 0 });
  });

  it('fails a receipt whose deposit account was deleted in QuickBooks, with the reason, and sends it again', async () => {
    const undeposited = fake.records('Account').find((account) => account.AccountSubType === 'UndepositedFunds')!;
    expect((await call('PUT', `${BASE}/accounts`, { depositAccountId: undeposited.Id })).status).toBe(200);
    fake.deleteAccount(undeposited.Id);
    await addPayment(business.customer._id, business.property._id, { date: '2026-06-22' });
    await sync();
    const failed = (await call('GET', `${BASE}/records?status=failed`)).body.data as unknown as {
      list: { id: string; kind: string; failure: string; failureKey: string }[];
    };
    expect(failed.list).toHaveLength(1);
    expect(failed.list[0]).toMatchObject({ kind: 'salesreceipt', failureKey: 'server.accounting.failure.reference_missing' });
    expect(failed.list[0].failure).toMatch(/deleted or made inactive in QuickBooks/);
    const lists = (await call('GET', `${BASE}/accounts`)).body.data as unknown as { deposit: { id: string; name: string }[] };
    const checking = lists.deposit.find((account) => account.name === 'Checking')!;
    expect((await call('PUT', `${BASE}/accounts`, { depositAccountId: checking.id })).status).toBe(200);
    expect((await call('POST', `${BASE}/records/${failed.list[0].id}/retry`)).status).toBe(200);
    expect((await call('POST', `${BASE}/records/${failed.list[0].id}/retry`)).status).toBe(409);
    await sync();
    expect((await status()).counts).toMatchObject({ pending: 0, failed: 0 });
    expect(fake.records('SalesReceipt').at(-1)).toMatchObject({ DepositToAccountRef: { value: checking.id } });
  });

  it('voids a receipt whose payment is no longer approved, as Intuit voids a SalesReceipt, after a bookkeeper touched it', async () => {
    const [sent] = await t.app.database.db.select().from(accountingRecords).where(eq(accountingRecords.localId, refunded._id));
    // A memo added in QuickBooks moves the receipt's SyncToken past the one its creation answered.
    fake.edit('SalesReceipt', sent.quickbooksId!, { CustomerMemo: { value: 'Thanks!' } });
    await t.app.database.db.update(payments).set({ status: 'no-charge' }).where(eq(payments._id, refunded._id));
    await sync();
    expect(fake.records('SalesReceipt').find((receipt) => receipt.Id === sent.quickbooksId)).toMatchObject({
      Voided: true,
      SyncToken: '2',
    });
    const voids = fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/salesreceipt')).at(-1)!;
    expect(voids.query).toMatchObject({ operation: 'update', include: 'void' });
    const before = creates();
    await sync();
    expect(creates()).toBe(before);
    expect((await status()).counts).toMatchObject({ pending: 0, failed: 0 });
  });

  it('refreshes an expiring access token, keeps the newest refresh token, and asks to reconnect when it is refused', async () => {
    const before = await connection();
    await t.app.database.db.update(accountingConnections).set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) });
    await addPayment(business.customer._id, business.property._id, { date: '2026-07-06' });
    await sync();
    const after = await connection();
    expect(fake.refreshCount()).toBe(1);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    fake.forgetRefreshTokens();
    await t.app.database.db.update(accountingConnections).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) });
    await addPayment(business.customer._id, business.property._id, { date: '2026-07-13' });
    await sync();
    expect(await status()).toMatchObject({ needsReconnect: true, lastErrorKey: 'server.accounting.reconnect' });
  });

  it('disconnects: revoked at Intuit, forgotten here', async () => {
    const search = await authorize();
    expect((await callback(search)).statusCode).toBe(200);
    await connection();
    expect((await call('POST', `${BASE}/disconnect`)).status).toBe(200);
    expect(await connection()).toMatchObject({ accessToken: null, refreshToken: null });
    expect((await status()).connected).toBe(false);
    expect((await sync()).status).toBe(409);
    // No token kept along the way appears in any answer of this file.
    expect(tokensSeen.size).toBeGreaterThanOrEqual(4);
    for (const token of tokensSeen) expect(answers.some((answer) => answer.includes(token))).toBe(false);
  });

  it('is refused to a csr', async () => {
    const { token } = await signIn(t.app, business.users.csr.username);
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: bearer(token) })).statusCode).toBe(403);
  });
});
