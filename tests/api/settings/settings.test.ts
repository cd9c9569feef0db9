import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { contactRequests, forceServices, roles, settings } from '../../../server/db/schema';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let customer: string;
/** The business, an older open contact request of its customer, and its property forced into service on 3 July. */
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const db = t.app.database.db;
  await db.insert(contactRequests).values({
    customerId: business.customer._id,
    userId: business.users.customer._id,
    subject: 'Change my mow day',
    message: 'Thursdays, please.',
    createdAt: new Date(Date.now() - 3600_000),
  });
  await db.insert(forceServices).values({ propertyId: business.property._id, date: '2026-07-03' });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  customer = (await signIn(t.app, business.users.customer.username)).token;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
const mail = { host: '127.0.0.1', port: 1, secure: false, user: 'mailer', password: 'smtp-secret', from: 'office@lawndesk.test' };
const payments = {
  gatewayUrl: 'http://127.0.0.1:2',
  username: 'gateway-user',
  password: 'gateway-secret',
  integratorId: 'integrator-secret',
  autoChargeFailureTries: 4,
};

describe('system settings', () => {
  it('returns every group with its defaults and secrets masked', async () => {
    const response = await call(admin, 'GET', '/settings');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.timeCap).toEqual(DEFAULT_SETTINGS.timeCap);
    expect(data.mail.password).toEqual({ set: false });
    expect(data.payments).toMatchObject({ password: { set: false }, integratorId: { set: false }, autoChargeFailureTries: 3 });
  });

  it('stores secrets, never sends them back, and keeps them on a save without a new value', async () => {
    const saved = await call(admin, 'PUT', '/settings', { mail, payments });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('smtp-secret');
    expect(saved.json().data.mail.password).toEqual({ set: true });
    const [row] = await t.app.database.db.select().from(settings).where(eq(settings.key, 'mail'));
    expect(row.value.password).toBe('smtp-secret');

    const { password: _mailPassword, ...mailWithoutPassword } = mail;
    expect(
      (
        await call(admin, 'PUT', '/settings', {
          mail: { ...mailWithoutPassword, from: 'billing@lawndesk.test' },
          payments: { ...payments, password: '', integratorId: undefined },
        })
      ).statusCode,
    ).toBe(200);
    const all = await call(admin, 'GET', '/settings');
    expect(all.body).not.toMatch(/smtp-secret|gateway-secret|integrator-secret/);
    expect(all.json().data.mail).toMatchObject({ from: 'billing@lawndesk.test', password: { set: true } });
    const [kept] = await t.app.database.db.select().from(settings).where(eq(settings.key, 'payments'));
    expect(kept.value).toMatchObject({ password: 'gateway-secret', integratorId: 'integrator-secret' });
    expect((await call(admin, 'GET', '/settings/mail')).json().data).toMatchObject({
      from: 'billing@lawndesk.test',
      password: { set: true },
    });
    expect((await call(admin, 'GET', '/settings/nothing')).statusCode).toBe(404);
  });

  it('validates the port, the failure tries, the weekend-off days and the time caps', async () => {
    const errorsOf = async (body: object) => {
      const response = await call(admin, 'PUT', '/settings', body);
      expect(response.statusCode).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    for (const port of [0, 65536, 2.5, null])
      expect((await errorsOf({ mail: { ...mail, port } }))['mail.port']).toBe('validation.settings.smtp_port_must_be_number_from_1');
    for (const tries of [-1, 11]) {
      expect((await errorsOf({ payments: { ...payments, autoChargeFailureTries: tries } }))['payments.autoChargeFailureTries']).toBe(
        'validation.settings.auto_charge_failure_tries_must_be_from',
      );
    }
    const calendar = DEFAULT_SETTINGS.serviceCalendar;
    expect((await errorsOf({ serviceCalendar: { ...calendar, weekendOffDays: [6, 8] } }))['serviceCalendar.weekendOffDays.1']).toBe(
      'validation.settings.weekend_off_days_are_week_days_1',
    );
    expect((await errorsOf({ serviceCalendar: { ...calendar, transferDate: 'soon' } }))['serviceCalendar.transferDate']).toBe(
      'validation.settings.transfer_date_required',
    );
    expect((await errorsOf({ timeCap: { ...DEFAULT_SETTINGS.timeCap, difference: 0.3 } }))['timeCap.difference']).toBe(
      'validation.settings.hours_go_in_steps_of_0_25',
    );
    expect((await errorsOf({ timeCap: { ...DEFAULT_SETTINGS.timeCap, maxHours: 2, difference: 3 } }))['timeCap.difference']).toBe(
      'validation.settings.difference_cannot_be_more_than_maximum_hours',
    );
    expect(
      (await errorsOf({ serviceDelay: { ...DEFAULT_SETTINGS.serviceDelay, thresholdMinutes: 1 } }))['serviceDelay.thresholdMinutes'],
    ).toBe('validation.settings.delay_threshold_must_be_from_5_to');
    expect((await errorsOf({ mail: { ...mail, from: 'not-mail' } }))['mail.from']).toBe('validation.common.valid_email_required');
  });

  it("keeps the routing group's minutes on site per lot size, with defaults for a save made without them", async () => {
    const routing = DEFAULT_SETTINGS.routing;
    expect((await call(admin, 'GET', '/settings/routing')).json().data).toEqual({
      detourFactor: 1.3,
      averageSpeedMph: 25,
      lotMinutes: { small: 20, average: 30, medium: 35, large: 40, extraLarge: 55 },
      bnbMinutes: 60,
      visitDistanceM: 250,
      overtimeWeight: 1.5,
    });
    for (const [lotMinutes, bnbMinutes, field] of [
      [{ ...routing.lotMinutes, small: 0 }, 60, 'routing.lotMinutes.small'],
      [{ ...routing.lotMinutes, extraLarge: 481 }, 60, 'routing.lotMinutes.extraLarge'],
      [{ ...routing.lotMinutes, medium: 12.5 }, 60, 'routing.lotMinutes.medium'],
      [{ ...routing.lotMinutes, large: '40' }, 60, 'routing.lotMinutes.large'],
      [routing.lotMinutes, -5, 'routing.bnbMinutes'],
      ['fast', 60, 'routing.lotMinutes'],
    ] as const) {
      const response = await call(admin, 'PUT', '/settings', { routing: { ...routing, lotMinutes, bnbMinutes } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toBe('validation.settings.minutes_on_site_from_1_to_480');
    }
    const custom = { ...routing, lotMinutes: { small: 15, average: 25, medium: 30, large: 45, extraLarge: 70 }, bnbMinutes: 90 };
    expect((await call(admin, 'PUT', '/settings', { routing: custom })).json().data.routing).toEqual(custom);
    // A save from a form that knows only the speed and detour factor puts the minutes back to their defaults.
    const older = await call(admin, 'PUT', '/settings', { routing: { detourFactor: 1.4, averageSpeedMph: 30 } });
    expect(older.json().data.routing).toEqual({ ...routing, detourFactor: 1.4, averageSpeedMph: 30 });
    for (const overtimeWeight of [0.5, 6, 'high'])
      expect(
        (await call(admin, 'PUT', '/settings', { routing: { ...routing, overtimeWeight } })).json().errors['routing.overtimeWeight'],
        String(overtimeWeight),
      ).toBe('validation.settings.overtime_weight_from_1_to_5');
    expect((await call(admin, 'PUT', '/settings', { routing: { ...routing, overtimeWeight: 2 } })).json().data.routing.overtimeWeight).toBe(
      2,
    );
    expect((await call(admin, 'PUT', '/settings', { routing })).statusCode).toBe(200);
  });

  it('sets the transfer and next season dates on their own', async () => {
    expect((await call(admin, 'PUT', '/settings/transferDate', { transferDate: '2026-12-01' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/settings/nextSeasonDate', { nextSeasonDate: '2027-02-15' })).statusCode).toBe(200);
    expect((await call(csr, 'GET', '/settings/nextSeasonDate')).json().data).toEqual({ nextSeasonDate: '2027-02-15' });
    expect((await call(admin, 'GET', '/settings/serviceCalendar')).json().data).toMatchObject({
      transferDate: '2026-12-01',
      nextSeasonDate: '2027-02-15',
    });
    expect((await call(admin, 'PUT', '/settings/nextSeasonDate', { nextSeasonDate: '' })).json().errors).toEqual({
      nextSeasonDate: 'validation.settings.next_season_date_required',
    });
  });

  it('builds the time-cap options from the configured difference and maximum', async () => {
    const saved = await call(admin, 'PUT', '/settings/service-time-cap-config', {
      maxHours: 2,
      difference: 0.5,
      bnbReminderMinutes: 20,
      customerResponseTimeoutMinutes: 90,
    });
    expect(saved.statusCode).toBe(200);
    const detail = (await call(csr, 'GET', '/settings/time-cap-config-detail')).json().data;
    expect(detail).toEqual({
      maxHours: 2,
      difference: 0.5,
      bnbReminderMinutes: 20,
      customerResponseTimeoutMinutes: 90,
      options: [0.5, 1, 1.5, 2],
    });
  });

  it('tries the SMTP server for real and reports its error', async () => {
    const response = await call(admin, 'POST', '/settings/smtp/test', { mail: { ...mail, password: '' }, to: 'admin@lawndesk.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ok: false,
      message: expect.stringMatching(/^The mail server could not send the test: .*ECONNREFUSED 127\.0\.0\.1:1/),
      messageKey: 'server.settings.mail_test_failed',
      params: { reason: expect.stringContaining('ECONNREFUSED') },
    });
    const withoutHost = await call(admin, 'POST', '/settings/smtp/test', { mail: { ...mail, host: '' } });
    expect(withoutHost.json().errors).toEqual({ 'mail.host': 'server.settings.smtp_host_required_to_send_test' });
    expect((await call(admin, 'POST', '/settings/smtp/test', { mail: { ...mail, port: 0 } })).json().errors['mail.port']).toBe(
      'validation.settings.smtp_port_must_be_number_from_1',
    );
  });

  it('checks the payment gateway settings and reports an unreachable sandbox without failing', async () => {
    const missing = await call(admin, 'POST', '/settings/paytrace/test', { payments: { ...payments, username: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'payments.username': 'server.settings.gateway_user_required_to_test' });
    const response = await call(admin, 'POST', '/settings/paytrace/test', { payments });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ok: false,
      message: expect.stringMatching(/^The payment gateway is unreachable: PayTrace could not be reached: .*ECONNREFUSED/),
      messageKey: 'server.settings.gateway_unreachable',
      params: { reason: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('tests a gateway by its name: the sandbox is ready, PayTrace takes the paytrace route, other names are not found', async () => {
    const sandbox = await call(admin, 'POST', '/settings/sandbox/test', {});
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.json().data).toMatchObject({ ok: true, messageKey: 'server.settings.sandbox_gateway_ready' });
    const paytrace = await call(admin, 'POST', '/settings/paytrace/test', { payments: { ...payments, username: '' } });
    expect(paytrace.json().errors).toEqual({ 'payments.username': 'server.settings.gateway_user_required_to_test' });
    expect((await call(admin, 'POST', '/settings/stripe/test', {})).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/settings/sandbox/test', {})).json().data.ok).toBe(true);
    expect((await call(csr, 'POST', '/settings/sandbox/test', {})).statusCode).toBe(200);
    expect((await call(customer, 'POST', '/settings/sandbox/test', {})).statusCode).toBe(403);
  });

  it('gives up on a gateway that never answers after 10 s, with a clear reason', { timeout: 20_000 }, async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const gatewayUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      const response = await call(admin, 'POST', '/settings/paytrace/test', { payments: { ...payments, gatewayUrl } });
      const elapsed = Date.now() - started;
      expect(response.json().data).toMatchObject({
        ok: false,
        messageKey: 'server.settings.gateway_unreachable',
        params: { reason: 'PayTrace did not answer within 10 s' },
      });
      expect(elapsed).toBeGreaterThanOrEqual(9_900);
      expect(elapsed).toBeLessThan(12_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('is for setting_menu only', async () => {
    for (const [caller, role] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, role);
      expect((await call(token, 'GET', '/settings')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/settings', { mail })).statusCode).toBe(403);
      expect((await call(token, 'POST', '/settings/smtp/test', {})).statusCode).toBe(403);
    }
    const db = t.app.database.db;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: csrRole.permissions.filter((key) => key !== 'setting_menu') })
      .where(eq(roles._id, csrRole._id));
    try {
      expect((await call(csr, 'GET', '/settings')).statusCode).toBe(403);
      expect((await call(csr, 'POST', '/settings/force-service/list', {})).statusCode).toBe(403);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
  });
});

describe('contact requests', () => {
  it('stores a customer request that staff list and mark handled', async () => {
    const sent = await call(customer, 'POST', '/contact-us', { subject: 'Gate code changed', message: 'The new gate code is 4455.' });
    expect(sent.statusCode).toBe(201);
    const { data } = sent.json();
    expect(data).toMatchObject({
      subject: 'Gate code changed',
      status: 'open',
      fromName: `${business.customer.firstName} ${business.customer.lastName}`,
      fromEmail: business.customer.email,
    });

    const open = await call(
      csr,
      'GET',
      `/contact-requests?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}&sort=${encodeURIComponent('["createdAt","DESC"]')}`,
    );
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-range']).toMatch(/^contact-requests 0-1\/2$/);
    expect(open.json()[0]._id).toBe(data._id);

    const handled = await call(csr, 'PUT', `/contact-requests/${data._id}`, { status: 'handled' });
    expect(handled.json()).toMatchObject({ status: 'handled', handledByName: 'Casey Rivera', handledAt: expect.any(String) });
    expect((await call(admin, 'PUT', `/contact-requests/${data._id}`, { status: 'open' })).json()).toMatchObject({
      status: 'open',
      handledBy: null,
      handledAt: null,
    });
    expect((await call(admin, 'PUT', `/contact-requests/${data._id}`, { status: 'done' })).json().errors).toEqual({
      status: 'server.contact_requests.status_open_or_handled',
    });
  });

  it('validates the request and admits only customers to send and only staff to read', async () => {
    expect((await call(customer, 'POST', '/contact-us', { subject: ' ', message: '' })).json().errors).toEqual({
      subject: 'validation.common.subject_required',
      message: 'validation.common.message_required',
    });
    expect((await call(admin, 'POST', '/contact-us', { subject: 'Hi', message: 'Hello' })).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/contact-requests')).statusCode).toBe(403);
    const { token } = await signIn(t.app, business.users.crew.username, 'crew');
    expect((await call(token, 'GET', '/contact-requests')).statusCode).toBe(403);
  });
});

describe('force-service list', () => {
  it('adds, lists and removes properties forced into service', async () => {
    const existing = (await call(admin, 'POST', '/settings/force-service/list', {})).json().data;
    expect(existing.total).toBe(1);
    const propertyId = existing.list[0].propertyId;
    const added = await call(admin, 'POST', '/settings/force-service', { propertyId, date: '2026-07-10' });
    expect(added.statusCode).toBe(201);
    expect((await call(admin, 'POST', '/settings/force-service', { propertyId, date: '2026-07-10' })).json().errors).toEqual({
      date: 'validation.force_service.property_already_forced_into_service_on_that',
    });
    expect((await call(admin, 'POST', '/settings/force-service', { propertyId: 'nope', date: '2026-07-10' })).json().errors).toEqual({
      propertyId: 'validation.common.choose_property',
    });

    const [first, second] = await Promise.all(
      [0, 1].map(async (start) => (await call(admin, 'POST', '/settings/force-service/list', { start, length: 1 })).json().data),
    );
    expect([first.total, second.total, first.list.length, second.list.length]).toEqual([2, 2, 1, 1]);
    expect(second.list[0]._id).not.toBe(first.list[0]._id);
    const listed = (await call(csr, 'POST', '/settings/force-service/list', { propertyId, from: '2026-07-05' })).json().data;
    expect(listed).toMatchObject({ total: 1, list: [{ date: '2026-07-10', address: business.property.address }] });
    expect((await call(admin, 'DELETE', `/settings/force-service/${added.json().data._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/settings/force-service/${added.json().data._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/settings/force-service/list', {})).json().data.total).toBe(1);
  });
});
