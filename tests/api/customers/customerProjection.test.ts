// What a customer reads: every GET route a customer may call (the registered routes whose access rule admits a
// customer, so a new one is walked without editing this file), called as a customer with real records of its own,
// answers no staff-only field name or value anywhere in its JSON, histories included.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admits } from '../../../common/access';
import type { UserType } from '../../../common/permissions';
import { cards, payments, workLogs } from '../../../server/db/schema';
import { billingClock } from '../../../server/modules/billing/closed';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { addDays } from '../../../server/lib/calendar';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const API = '/api/v1';
/** Field names that are staff's only, wherever they sit (a row, a history's changes, a nested record). */
const STAFF_ONLY_NAME = /^(commission\w*|gateway\w*|vendor\w*|manualReference|crewNotes|notes?|token|failureCode)$/i;
/** Staff's words, each written once below and looked for in every answer. */
const WORDS = {
  crewNote: 'Crew-only: dog bit the edger near gate',
  refundReason: 'Staff-only: refunded because the office misquoted',
  manualNote: 'Staff-only: collect in person, customer disputes',
  receivedNote: 'Staff-only: check handed to Ray at the office',
  reference: 'CHK-7731-STAFF',
  propertyNote: 'Staff-only: customer threatened a chargeback',
  callLog: 'Staff-only: called about the late fee, was rude',
  reminder: 'Staff-only: chase the unpaid balance',
};
/** Answers that are not records: the API's own description names every field of every route; a profile image is bytes. */
// The pay link's summary is public, keyed by a token only its message holds, and typed by its own customer-facing
// schema (tests/api/billing/payLink.test.ts reads what it shows). QuickBooks' callback is a page that forwards to the
// Accounting screen, refused without its single-use state (tests/api/accounting/quickbooks.test.ts). The public quote page is keyed
// by its quote's token and typed by its own customer-facing schema (tests/api/quotes/quotes.test.ts reads what it shows). The
// sign-up page's instant price answers prices only, no record (tests/api/quotes/instantPrice.test.ts).
const NOT_RECORDS = new Set([
  'GET /openapi.json',
  'GET /public/price',
  'GET /uploads/profile/:file',
  'GET /pay/:token',
  'GET /public/quotes/:token',
  // A quote's photo is bytes, read through its quote's token (tests/api/quotes/quotePhotos.test.ts).
  'GET /public/quotes/:token/photos/:photoId',
  // A visit's photo is bytes, re-encoded without metadata, only of the customer's own visit and marked for them; the
  // list of them is the dashboard's, read here (tests/api/workLogs/visitPhotos.test.ts).
  'GET /customer/visits/:id/photos/:photoId',
  // The visit page answers its own customer-facing schema (no id, price or staff note) and the photos marked for the
  // customer as bytes, both under the page's token (tests/api/workLogs/visitPage.test.ts).
  'GET /public/visits/:token',
  'GET /public/visits/:token/photos/:photoId',
  'GET /accounting/quickbooks/callback',
  // The invoice's PDF prints the fields of the invoice's record, which GET /invoices/:id answers and this test reads.
  'GET /invoices/:id/pdf',
  // The statement's PDF prints the fields of GET /invoices/statement, which this test reads.
  'GET /invoices/statement/pdf',
  // The receipt's PDF prints the customer-facing receipt schema (common/schemas/receipt.ts), its own and no other's
  // (tests/api/billing/receipts.test.ts).
  'GET /payments/:id/receipt',
]);

let t: TestApp;
let business: Business;
const tokens = {} as Record<'admin' | 'crew' | 'customer', string>;
const staffOnlyValues: string[] = [];
let chargedPaymentId: string;
let receivedPaymentId: string;
let invoiceId: string;

const db = () => t.app.database.db;
const api = (who: keyof typeof tokens, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[who]), ...(payload && { payload }) });
async function ok(who: keyof typeof tokens, method: 'PUT' | 'POST', path: string, payload?: object) {
  const response = await api(who, method, path, payload);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
  return response;
}

/**
 * A visit of today on the customer's property (planned `plannedDaysAgo` days before), noted by its crew and completed:
 * its payment carries the commission.
 */
async function completedWorkLog(today: string, plannedDaysAgo: number) {
  const [visit] = await db()
    .insert(workLogs)
    .values({
      propertyId: business.property._id,
      customerId: business.customer._id,
      serviceId: business.service._id,
      serviceType: 'mow',
      vendorId: business.vendor._id,
      crewId: business.crew._id,
      date: today,
      plannedDate: addDays(today, -plannedDaysAgo),
      price: 45,
      status: 'started',
    })
    .returning();
  await ok('crew', 'PUT', `/work-logs/${visit._id}/notes`, { crewNotes: WORDS.crewNote });
  await ok('crew', 'PUT', `/work-logs/${visit._id}/status`, { action: 'complete' });
  const [payment] = await db().select().from(payments).where(eq(payments.workLogId, visit._id));
  expect(payment.commissionCents).toBeGreaterThan(0);
  return payment;
}

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  tokens.admin = (await signIn(t.app, business.users.admin.username)).token;
  tokens.crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  tokens.customer = (await signIn(t.app, business.users.customer.username)).token;
  const { today } = await billingClock(db());
  const vaulted = sandboxVault(SANDBOX_CARDS.approve, 12, 2035);
  await db()
    .insert(cards)
    .values({ customerId: business.customer._id, gateway: 'sandbox', ...vaulted, isDefault: true });

  // Two visits of the day and their payments: one charged through the gateway and partly refunded, one paid by check.
  const charged = await completedWorkLog(today, 0);
  await ok('admin', 'POST', `/payments/${charged._id}/charge`);
  await ok('admin', 'POST', `/payments/${charged._id}/refund`, { amountCents: 500, reason: WORDS.refundReason });
  const received = await completedWorkLog(today, 7);
  await ok('admin', 'PUT', `/payments/${received._id}/manual`, { note: WORDS.manualNote });
  await ok('admin', 'POST', `/payments/${received._id}/received`, {
    method: 'check',
    reference: WORDS.reference,
    note: WORDS.receivedNote,
  });
  chargedPaymentId = charged._id;
  receivedPaymentId = received._id;
  // An invoice of a third visit, billed by invoice from then on (docs/billing.md "Invoices").
  await ok('admin', 'PUT', `/customers/${business.customer._id}/invoicing`, { method: 'invoice', termsDays: 30 });
  await completedWorkLog(today, 14);
  invoiceId = (await ok('admin', 'POST', '/invoices/issue', { through: today })).json().data[0].id;

  const propertyId = business.property._id;
  await ok('admin', 'POST', '/notes', { propertyId, text: WORDS.propertyNote });
  await ok('admin', 'POST', '/call-logs', { propertyId, code: 'N', text: WORDS.callLog });
  await ok('admin', 'POST', '/reminders', {
    propertyId,
    date: today,
    note: WORDS.reminder,
    priority: 'high',
    assigneeId: business.users.admin._id,
  });

  const [{ gatewayTransactionId }] = await db()
    .select({ gatewayTransactionId: payments.gatewayTransactionId })
    .from(payments)
    .where(eq(payments._id, charged._id));
  expect(gatewayTransactionId).toBeTruthy();
  staffOnlyValues.push(...Object.values(WORDS), gatewayTransactionId!, vaulted.token, business.vendor.companyName);
});
afterAll(() => t?.close());

/** Every field name holding a value (null tells nothing) in a JSON value, at any depth, with the path where it sits. */
function fieldNames(value: unknown, path = '$'): [name: string, path: string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldNames(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(inner === null ? [] : [[name, `${path}.${name}`] as [string, string]]),
    ...fieldNames(inner, `${path}.${name}`),
  ]);
}

/** What staff wrote or the gateway answered that an answer shows: each staff-only name with its path, each value found. */
function staffOnlyIn(body: string): string[] {
  const names = fieldNames(JSON.parse(body))
    .filter(([name]) => STAFF_ONLY_NAME.test(name))
    .map(([, path]) => path);
  return [...names, ...staffOnlyValues.filter((value) => body.includes(value)).map((value) => `value "${value}"`)];
}

describe('what a customer reads', () => {
  it('holds staff-only names and values in the staff view of the same records, so the walk below has something to find', async () => {
    const staffView = await api('admin', 'GET', `/payments/${chargedPaymentId}`);
    expect(staffOnlyIn(staffView.body)).toEqual(
      expect.arrayContaining([expect.stringMatching(/history\[\d+\]\.changes\.gatewayTransactionId$/), `value "${WORDS.refundReason}"`]),
    );
  });

  it('shows no staff-only field or value in any GET route a customer may call, histories included', async () => {
    const me = (await api('customer', 'GET', '/users/me')).json().data as { type: UserType; permissions: string[] };
    const customerId = business.customer._id;
    const userId = business.users.customer._id;
    /** The customer's own records each route with a path parameter is called with. */
    const OWN_PATHS: Record<string, string[]> = {
      '/payments/:id': [`/payments/${chargedPaymentId}`, `/payments/${receivedPaymentId}`],
      '/invoices/:id': [`/invoices/${invoiceId}`],
      '/customers/:id/cards': [`/customers/${customerId}/cards`],
      '/notifications/:userId': [`/notifications/${userId}`],
      '/user/:id': [`/user/${userId}`],
    };
    /** Routes a customer's rule lets through whose handler refuses a customer: no record of its own to read. */
    const REFUSED: Record<string, string> = { '/crew/delayServiceConfig/:crewId': `/crew/delayServiceConfig/${business.crew._id}` };
    const QUERIES: Record<string, string> = {
      '/referral-trackers': `customerId=${customerId}`,
      '/getFutureAvailableMowServices': `customerId=${customerId}`,
    };

    const routes = t.app.registeredRoutes
      .filter((route) => route.method === 'GET' && route.url.startsWith(`${API}/`) && admits(route.access, me))
      .map((route) => route.url.slice(API.length))
      .filter((url) => !NOT_RECORDS.has(`GET ${url}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        '/customer/dashboard',
        '/payments',
        '/payments/:id',
        '/customers/:id/cards',
        '/referral-trackers',
        '/notifications/:userId',
        '/user/:id',
      ]),
    );

    const found: string[] = [];
    for (const url of routes) {
      if (REFUSED[url]) {
        expect((await api('customer', 'GET', REFUSED[url])).statusCode, url).toBe(403);
        continue;
      }
      const paths = url.includes(':') ? OWN_PATHS[url] : [url];
      if (!paths) {
        found.push(`${url}: name the customer's own record to call it with in OWN_PATHS`);
        continue;
      }
      for (const path of paths) {
        const response = await api('customer', 'GET', QUERIES[url] ? `${path}?${QUERIES[url]}` : path);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
        found.push(...staffOnlyIn(response.body).map((what) => `${path}: ${what}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('answers a payment’s history in the customer-facing shape: what changed in status and amounts, and when', async () => {
    const detail = (await api('customer', 'GET', `/payments/${chargedPaymentId}`)).json().data as {
      history: { action: string; changes: Record<string, unknown> }[];
    };
    expect(detail.history.map((entry) => entry.action)).toEqual(['refunded', 'payment-success', 'added']);
    expect(detail.history[0]).toEqual({
      _id: expect.any(String),
      action: 'refunded',
      createdAt: expect.any(String),
      changes: { status: { from: 'success', to: 'refund-success' }, refundedCents: { from: 0, to: 500 } },
    });
    expect(Object.keys(detail.history[2].changes).sort()).toEqual([
      'amountCents',
      'date',
      'discountCents',
      'priceCents',
      'status',
      'taxCents',
    ]);
  });
});
