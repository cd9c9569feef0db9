// What the QuickBooks tests of invoiced customers share: connecting the app to the fake through Intuit's consent, and
// an invoiced customer's visits waiting for their invoice.
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../server/app';
import { BUSINESS_TIME_ZONE } from '../../common/format';
import { dateIn } from '../../server/lib/calendar';
import { payments } from '../../server/db/schema';
import { type FakeQuickBooks, startFakeQuickBooks } from '../fakeQuickBooks';
import { addCustomer, buildBusiness, type Business } from './fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

export const QUICKBOOKS = '/api/v1/accounting/quickbooks';

/**
 * Starts a connect as the admin and lets the fake consent: the callback's address and the browser's cookie binding
 * the connect to it (`name=value`, as a browser sends it back).
 */
export async function authorizeQuickBooks(app: App, token: string) {
  const started = await app.inject({ method: 'POST', url: `${QUICKBOOKS}/connect`, headers: bearer(token) });
  const url = new URL(started.json().data.url as string);
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const setCookie = String(started.headers['set-cookie'] ?? '');
  return { url, setCookie, cookie: setCookie.split(';')[0], callback: `${back.pathname}${back.search}` };
}

export interface ConnectedQuickBooks {
  t: TestApp;
  fake: FakeQuickBooks;
  business: Business;
  admin: string;
}

/**
 * A test file's (or describe block's) app connected to its own fake company as the business's admin, closed after
 * its tests; `ready` receives it once connected (to set a file's variables).
 */
export function connectedQuickBooksApp(ready?: (setup: ConnectedQuickBooks) => void): ConnectedQuickBooks {
  const setup = {} as ConnectedQuickBooks;
  beforeAll(async () => {
    setup.fake = await startFakeQuickBooks();
    setup.t = await createTestApp({ jobs: false, quickbooks: setup.fake.settings });
    setup.business = await buildBusiness(setup.t.app);
    setup.admin = (await signIn(setup.t.app, setup.business.users.admin.username)).token;
    await connectQuickBooks(setup.t.app, setup.admin);
    ready?.(setup);
  });
  afterAll(async () => {
    await setup.t.close();
    await setup.fake.close();
  });
  return setup;
}

/** Connects the app as the admin whose token is given: the authorize address, the fake's consent, the callback. */
export async function connectQuickBooks(app: App, token: string) {
  const { callback, cookie } = await authorizeQuickBooks(app, token);
  expect((await app.inject({ method: 'GET', url: callback, headers: { cookie } })).statusCode).toBe(200);
}

/** A pass now (`since`: history from that day, once); answers the state after it. */
export async function syncQuickBooks(app: App, token: string, since?: string) {
  const answer = await app.inject({ method: 'POST', url: `${QUICKBOOKS}/sync`, headers: bearer(token), payload: since ? { since } : {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { counts: { pending: number; sent: number; failed: number }; lastErrorKey: string | null };
}

/** A customer billed by invoice (net 30) with two visits of a month waiting for their invoice, one taxed. */
export async function invoicedCustomer(app: App, token: string, marketId: string, month: string) {
  const db = app.database.db;
  const made = await addCustomer(db, marketId);
  const set = await app.inject({
    method: 'PUT',
    url: `/api/v1/customers/${made.customer._id}/invoicing`,
    headers: bearer(token),
    payload: { method: 'invoice', termsDays: 30 },
  });
  expect(set.statusCode).toBe(200);
  const workLog = { customerId: made.customer._id, propertyId: made.property._id, status: 'manual' as const };
  await db.insert(payments).values([
    { ...workLog, item: 'mow', date: `${month}-05`, priceCents: 4500, amountCents: 4500 },
    { ...workLog, item: 'bnb', date: `${month}-12`, priceCents: 12000, amountCents: 12990, taxPercent: 8.25, taxCents: 990 },
  ]);
  return made;
}

/** Issues the invoices waiting (through last month's end) and answers them. */
export async function issueInvoices(app: App, token: string): Promise<{ id: string; number: number; totalCents: number }[]> {
  const issued = await app.inject({ method: 'POST', url: '/api/v1/invoices/issue', headers: bearer(token), payload: {} });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().data;
}

/** Last month in the business's time zone, `yyyy-mm`: its visits are invoiced by the monthly issue. */
export function lastMonth(): string {
  const [year, month] = dateIn(BUSINESS_TIME_ZONE, new Date()).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A check or cash received against an invoice by staff. */
export async function receive(app: App, token: string, invoiceId: string, amountCents: number, method: 'check' | 'cash', reference = '') {
  const received = await app.inject({
    method: 'POST',
    url: `/api/v1/invoices/${invoiceId}/receipts`,
    headers: bearer(token),
    payload: { amountCents, method, reference, receivedOn: dateIn(BUSINESS_TIME_ZONE, new Date()) },
  });
  expect(received.statusCode, received.body).toBe(200);
}
