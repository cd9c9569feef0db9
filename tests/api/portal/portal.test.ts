// The customer portal's API on the fixture business: the signed-in customer's dashboard (its own properties only, the
// next 8 and the last 10 visits with their payments), the activation request and its processing by staff, paying its
// own failed payment, and the customer's profile rules.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDashboard } from '../../../common/schemas/portal';
import { cards, customers, histories, notifications, payments, workLogs } from '../../../server/db/schema';
import { SANDBOX_CARDS, sandboxVault } from '../../../server/modules/billing/gateway/sandbox';
import { PAY_TRIES_PER_HOUR } from '../../../server/modules/portal/portalRoutes';
import { addDays } from '../../../server/lib/calendar';
import { planContext } from '../../../server/modules/scheduling/planner';
import { addCustomer, addProperty, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let today: string;
const tokens = { admin: '', crew: '', customer: '' };
/** The customer's second property: active, but with no service. */
let idleProperty: { _id: string; address: string };
let other: Awaited<ReturnType<typeof addCustomer>>;
let otherPayment: { _id: string };

const db = () => t.app.database.db;
const call = (who: keyof typeof tokens, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(tokens[who]), ...(method === 'POST' && { payload: payload ?? {} }) });

async function addWorkLog(
  fixture: { customerId: string; propertyId: string; serviceId: string },
  date: string,
  status: 'pending' | 'completed' | 'skipped',
) {
  const [row] = await db()
    .insert(workLogs)
    .values({
      ...fixture,
      serviceType: 'mow',
      vendorId: business.vendor._id,
      crewId: business.crew._id,
      date,
      plannedDate: date,
      price: 45,
      status,
    })
    .returning();
  return row;
}

async function addPayment(
  workLog: { _id: string; customerId: string; propertyId: string; date: string },
  status: 'success' | 'failed',
  amountCents = 4871,
) {
  const [row] = await db()
    .insert(payments)
    .values({
      customerId: workLog.customerId,
      propertyId: workLog.propertyId,
      workLogId: workLog._id,
      item: 'mow',
      vendorId: business.vendor._id,
      date: workLog.date,
      status,
      priceCents: 4500,
      taxCents: 371,
      amountCents,
      commissionPercent: 20,
      commissionCents: 900,
    })
    .returning();
  return row;
}

const noticesAbout = (userId: string, type: 'property-activation-request' | 'property-activation-processed', propertyId: string) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        sql`${notifications.additionalData}->'property'->>'_id' = ${propertyId}`,
      ),
    );

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  today = (await planContext(db())).today;
  const own = { customerId: business.customer._id, propertyId: business.property._id, serviceId: business.service._id };
  // Twelve weeks done (the newest skipped) and ten to come: the dashboard keeps the last 10 and the next 8.
  for (let week = 1; week <= 12; week += 1) {
    const visit = await addWorkLog(own, addDays(today, -7 * week), week === 1 ? 'skipped' : 'completed');
    if (week === 2) await addPayment(visit, 'success');
  }
  for (let week = 0; week < 10; week += 1) await addWorkLog(own, addDays(today, 7 * week), 'pending');
  idleProperty = await addProperty(db(), business.customer._id, business.market._id, { address: '77 Quiet Court' });
  other = await addCustomer(db(), business.market._id);
  otherPayment = await addPayment(
    await addWorkLog(
      { customerId: other.customer._id, propertyId: other.property._id, serviceId: other.service._id },
      addDays(today, -7),
      'completed',
    ),
    'failed',
  );
  tokens.admin = (await signIn(t.app, business.users.admin.username)).token;
  tokens.crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
  tokens.customer = (await signIn(t.app, business.users.customer.username)).token;
});
afterAll(() => t.close());

describe('GET /customer/dashboard', () => {
  it('answers the customer’s own properties with services, the next 8 and the last 10 visits and their payments', async () => {
    const response = await call('customer', 'GET', '/customer/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().data as CustomerDashboard;
    expect(dashboard.customerId).toBe(business.customer._id);
    expect(dashboard.properties.map((property) => property._id).sort()).toEqual([business.property._id, idleProperty._id].sort());
    const main = dashboard.properties.find((property) => property._id === business.property._id)!;
    expect(main).toMatchObject({ hasActiveService: true, activationRequestedAt: null, status: 'active' });
    expect(main.services).toEqual([
      expect.objectContaining({ _id: business.service._id, type: 'mow', frequency: 1, price: 45, status: 'started' }),
    ]);
    expect(main.nextVisits.map((visit) => visit.date)).toEqual(Array.from({ length: 8 }, (_, week) => addDays(today, 7 * week)));
    expect(main.pastVisits.map((visit) => visit.date)).toEqual(Array.from({ length: 10 }, (_, week) => addDays(today, -7 * (week + 1))));
    expect(main.pastVisits[0]).toMatchObject({ status: 'skipped', payment: null });
    expect(main.pastVisits[1]).toMatchObject({ status: 'completed', payment: { status: 'success', amountCents: 4871, refundedCents: 0 } });
    expect(main.nextVisits[0]).toMatchObject({ status: 'pending', payment: null, completedAt: null });
    const idle = dashboard.properties.find((property) => property._id === idleProperty._id)!;
    expect(idle).toMatchObject({ hasActiveService: false, services: [], nextVisits: [], pastVisits: [] });
    // The business's share is never in a customer's answer.
    expect(response.body).not.toContain('commission');
  });

  it('is the customer’s alone', async () => {
    expect((await call('admin', 'GET', '/customer/dashboard')).statusCode).toBe(403);
    expect((await call('crew', 'GET', '/customer/dashboard')).statusCode).toBe(403);
  });
});

describe('another customer’s records', () => {
  it('are out of reach: property, visits, payments (403 or 404, never its data)', async () => {
    expect((await call('customer', 'GET', `/customers/properties/${other.property._id}`)).statusCode).toBe(403);
    expect((await call('customer', 'POST', `/customer/properties/${other.property._id}/activation-request`)).statusCode).toBe(403);
    expect((await call('customer', 'POST', `/customer/payments/${otherPayment._id}/pay`)).statusCode).toBe(403);
    expect((await call('customer', 'GET', `/payments/${otherPayment._id}`)).statusCode).toBe(404);
    const visits = await call(
      'customer',
      'GET',
      `/work-logs?filter=${encodeURIComponent(JSON.stringify({ propertyId: other.property._id }))}`,
    );
    expect(visits.statusCode).toBe(403);
    const [paid] = await db().select().from(payments).where(eq(payments._id, otherPayment._id));
    expect(paid.status).toBe('failed');
  });

  it('unknown ids are 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('customer', 'POST', `/customer/properties/${unknown}/activation-request`)).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/customer/payments/${unknown}/pay`)).statusCode).toBe(404);
  });
});

describe('property activation', () => {
  it('is refused for a property with an active service', async () => {
    const response = await call('customer', 'POST', `/customer/properties/${business.property._id}/activation-request`);
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('server.portal.property_already_active');
  });

  it('is asked once, reaches staff, is processed by staff and reaches the customer', async () => {
    const path = `/customer/properties/${idleProperty._id}/activation-request`;
    const asked = await call('customer', 'POST', path, { note: 'Back from travels' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.requestedAt).toEqual(expect.any(String));
    const [notice] = await noticesAbout(business.users.admin._id, 'property-activation-request', idleProperty._id);
    expect(notice.message).toContain('77 Quiet Court: Back from travels');
    expect(notice.additionalData.property).toEqual({ _id: idleProperty._id, address: '77 Quiet Court' });
    expect(await noticesAbout(business.users.crew._id, 'property-activation-request', idleProperty._id)).toHaveLength(0);

    const again = await call('customer', 'POST', path);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('server.portal.activation_already_requested');
    const dashboard = (await call('customer', 'GET', '/customer/dashboard')).json().data as CustomerDashboard;
    expect(dashboard.properties.find((property) => property._id === idleProperty._id)?.activationRequestedAt).toBe(
      asked.json().data.requestedAt,
    );
    expect((await call('admin', 'GET', `/properties/${idleProperty._id}/activation-request`)).json().data.requestedAt).toBe(
      asked.json().data.requestedAt,
    );

    const processed = await call('admin', 'POST', `/properties/${idleProperty._id}/activation-processed`, {
      note: 'Mowing resumes Monday',
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json().data).toEqual({ propertyId: idleProperty._id, requestedAt: null });
    const [told] = await noticesAbout(business.users.customer._id, 'property-activation-processed', idleProperty._id);
    expect(told.message).toContain('Mowing resumes Monday');
    expect((await call('admin', 'POST', `/properties/${idleProperty._id}/activation-processed`)).statusCode).toBe(409);

    // Processed, the customer may ask again.
    expect((await call('customer', 'POST', path)).statusCode).toBe(200);
  });
});

describe('POST /customer/payments/{id}/pay', () => {
  it('charges the customer’s failed payment to its card and answers the payment without the commission', async () => {
    const vaulted = sandboxVault(SANDBOX_CARDS.approve, 12, 2035);
    await db()
      .insert(cards)
      .values({ customerId: business.customer._id, gateway: 'sandbox', ...vaulted, isDefault: true });
    const visit = await addWorkLog(
      { customerId: business.customer._id, propertyId: business.property._id, serviceId: business.service._id },
      addDays(today, -100),
      'completed',
    );
    const payment = await addPayment(visit, 'failed');
    const response = await call('customer', 'POST', `/customer/payments/${payment._id}/pay`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: payment._id, status: 'success', amountCents: 4871, cardLast4: vaulted.last4 });
    expect(response.json().data).not.toHaveProperty('commissionCents');
    expect(response.json().data.history[0].changes).not.toHaveProperty('gatewayTransactionId');
    const again = await call('customer', 'POST', `/customer/payments/${payment._id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('server.portal.payment_not_payable');
    // A try running meanwhile (another tab, the day's retry) says so, and no second one starts.
    await db().update(payments).set({ status: 'in-progress' }).where(eq(payments._id, payment._id));
    const running = await call('customer', 'POST', `/customer/payments/${payment._id}/pay`, { attempts: 1 });
    expect([running.statusCode, running.json().message]).toEqual([409, 'A charge for this payment is already in progress.']);

    // The file spent some of the hour's budget already: within one more budget's worth of calls, the route refuses.
    const statuses: number[] = [];
    for (let left = PAY_TRIES_PER_HOUR; left > 0; left -= 1)
      statuses.push((await call('customer', 'POST', `/customer/payments/${payment._id}/pay`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
  });
});

describe('the customer’s profile', () => {
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/user/${business.users.customer._id}`, headers: bearer(tokens.customer), payload });
  const name = { first: 'Terry', last: 'Fixture' };

  it('needs an e-mail and a 10-digit mobile', async () => {
    const response = await update({ name, email: '', mobile: '512555' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: 'validation.common.valid_email_required',
      mobile: 'validation.common.enter_valid_mobile_number_10_digits',
    });
    expect((await update({ name, email: business.users.customer.email, mobile: '' })).json().errors.mobile).toBe(
      'validation.common.mobile_number_required',
    );
  });

  it('keeps the customer’s e-mail whatever the form sends', async () => {
    const response = await update({ name, email: 'someone.else@example.com', mobile: '(512) 555-0142' });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({ email: business.users.customer.email, mobile: '5125550142' });
  });
});

describe('GET and PUT /customer/message-preferences', () => {
  const put = (who: keyof typeof tokens, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/customer/message-preferences', headers: bearer(tokens[who]), payload });
  const stored = async () => (await db().select().from(customers).where(eq(customers._id, business.customer._id)))[0];

  it('shows the customer how they hear from us, and saves a change in the history as theirs', async () => {
    const before = await stored();
    const read = await call('customer', 'GET', '/customer/message-preferences');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      language: before.language,
      emailService: before.emailService,
      textService: before.textService,
      textMarketing: before.textMarketing,
      marketingOptIn: before.marketingOptIn,
    });

    const wanted = { language: 'es', emailService: true, textService: false, textMarketing: false, marketingOptIn: true };
    const saved = await put('customer', wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Your message preferences were saved.', data: wanted });
    expect(await stored()).toMatchObject(wanted);
    const [entry] = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'customer'), eq(histories.entityId, business.customer._id)))
      .orderBy(desc(histories.createdAt))
      .limit(1);
    expect(entry.userId).toBe(business.users.customer._id);
    expect(entry.changes).toMatchObject({
      language: { from: before.language, to: 'es' },
      textService: { from: before.textService, to: false },
    });
  });

  it('refuses a missing or wrong value with the field’s message, and changes nothing', async () => {
    const before = await stored();
    const bad = await put('customer', { language: 'fr', emailService: 'yes', textService: true, textMarketing: false });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['language', 'emailService', 'marketingOptIn']));
    expect(await stored()).toEqual(before);
  });

  it('is the customer’s own: staff and crews are refused, and nobody signed out', async () => {
    expect((await call('admin', 'GET', '/customer/message-preferences')).statusCode).toBe(403);
    expect(
      (await put('crew', { language: 'en', emailService: true, textService: true, textMarketing: false, marketingOptIn: false }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customer/message-preferences' })).statusCode).toBe(401);
  });
});
