// Where money and mail go: only settings_secrets changes it, a saved secret never follows a new destination, a secret can
// be cleared, and each change is recorded (field names only) and told to the other admins. Loopback gateways record what arrives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histories, notifications } from '../../../server/db/schema';
import { addUser, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const GATEWAY_SECRET = 'Stored-gateway-Secret#2';
const INTEGRATOR = 'integrator-7';
const MAIL_SECRET = 'Stored-smtp-Secret#1';
const YEAR = new Date().getFullYear() + 2;

interface Gateway {
  url: string;
  received: string[];
  close: () => Promise<void>;
}

/** A gateway that records every request and refuses it, so a card add fails after reaching it. */
async function gateway(): Promise<Gateway> {
  const received: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(`${request.url} ${decodeURIComponent(body)}`);
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
let saved: Gateway;
let attacker: Gateway;
let secondAdminId: string;
let payments: { gateway: 'paytrace'; gatewayUrl: string; username: string; autoChargeFailureTries: number };
const mail = { host: 'smtp.lawndesk.test', port: 587, secure: false, user: 'mailer', from: 'office@lawndesk.test' };

const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(token), payload });
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: bearer(admin) })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  secondAdminId = (await addUser(t.app.database.db, business.roleIds, 'admin'))._id;
  saved = await gateway();
  attacker = await gateway();
  payments = { gateway: 'paytrace', gatewayUrl: saved.url, username: 'gateway-user', autoChargeFailureTries: 3 };
  const stored = await put(admin, {
    mail: { ...mail, password: MAIL_SECRET },
    payments: { ...payments, password: GATEWAY_SECRET, integratorId: INTEGRATOR },
  });
  expect(stored.statusCode).toBe(200);
});
afterAll(async () => {
  await Promise.all([saved.close(), attacker.close()]);
  await t.close();
});

describe('a csr without settings_secrets', () => {
  it('cannot point the gateway elsewhere: 403 beside the field, and the next card still goes to the saved gateway only', async () => {
    const response = await put(csr, { payments: { ...payments, gatewayUrl: attacker.url, password: '' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      messageKey: 'server.settings.only_admin_changes_secret_settings',
      errors: { 'payments.gatewayUrl': 'server.settings.only_admin_changes_secret_settings' },
    });
    expect((await read()).payments.gatewayUrl).toBe(saved.url);

    const card = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${business.customer._id}/cards`,
      headers: bearer(csr),
      payload: { token: 'hpf-one-time', encKey: 'key', last4: '1111', brand: 'visa', expiryMonth: 12, expiryYear: YEAR },
    });
    expect(card.statusCode).not.toBe(200);
    expect(saved.received.join('\n')).toContain(GATEWAY_SECRET);
    expect(attacker.received).toEqual([]);
  });

  it('cannot change the mail server, user or password, nor clear a secret', async () => {
    for (const change of [
      { host: 'smtp.evil.example' },
      { port: 2525 },
      { user: 'other' },
      { secure: true },
      { password: 'mine' },
      { password: null },
    ]) {
      const response = await put(csr, { mail: { ...mail, password: '', ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
    }
    const response = await put(csr, { payments: { ...payments, integratorId: null } });
    expect(response.json().errors).toEqual({ 'payments.integratorId': 'server.settings.only_admin_changes_secret_settings' });
    expect((await read()).mail).toMatchObject({ host: mail.host, password: { set: true } });
    expect((await read()).payments.integratorId).toEqual({ set: true });
  });

  it('still saves what does not move money or mail: the retry count and the sender address', async () => {
    const response = await put(csr, {
      payments: { ...payments, password: '', autoChargeFailureTries: 5 },
      mail: { ...mail, host: 'SMTP.LawnDesk.test', from: 'billing@lawndesk.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payments).toMatchObject({
      autoChargeFailureTries: 5,
      password: { set: true },
      integratorId: { set: true },
    });
    expect(response.json().data.mail).toMatchObject({ from: 'billing@lawndesk.test', password: { set: true } });
  });
});

describe('an admin', () => {
  it('must give the secrets again to move the gateway: they never follow a new address', async () => {
    const response = await put(admin, { payments: { ...payments, gatewayUrl: attacker.url } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'payments.password': 'validation.settings.enter_secret_again_for_new_destination',
      'payments.integratorId': 'validation.settings.enter_secret_again_for_new_destination',
    });
    const moved = await put(admin, { mail: { ...mail, user: 'new-user', password: '' } });
    expect(moved.json().errors).toEqual({ 'mail.password': 'validation.settings.enter_secret_again_for_new_destination' });
    expect((await read()).payments.gatewayUrl).toBe(saved.url);
  });

  it('moves it with new secrets; history names the fields, never the values, and the other admins hear of it', async () => {
    const response = await put(admin, {
      payments: { ...payments, gatewayUrl: attacker.url, password: 'New-Secret#3', integratorId: 'integrator-8' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.app.database.db
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'settings'), eq(histories.entityId, 'payments')))
      .orderBy(desc(histories.createdAt));
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0].changes).sort()).toEqual(['gatewayUrl', 'integratorId', 'password']);
    expect(JSON.stringify(rows[0])).not.toMatch(/New-Secret|integrator-8|127\.0\.0\.1/);
    expect(rows[0].userId).toBe(business.users.admin._id);

    const history = await t.app.inject({ method: 'GET', url: '/api/v1/settings/history', headers: bearer(admin) });
    expect(history.json().data[0]).toMatchObject({
      group: 'payments',
      fields: ['gatewayUrl', 'password', 'integratorId'],
      user: { _id: business.users.admin._id },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/history', headers: bearer(csr) })).statusCode).toBe(403);

    const told = await t.app.database.db.select().from(notifications).where(eq(notifications.type, 'settings-secrets-changed'));
    expect(new Set(told.map((row) => row.userId))).toEqual(new Set([secondAdminId]));
    expect(told.map((row) => row.message)).toContainEqual(expect.stringMatching(/^Avery Admin changed the payment gateway/));
    expect(JSON.stringify(told)).not.toMatch(/New-Secret|integrator-8|127\.0\.0\.1/);
  });

  it('clears a stored secret on purpose with null, while blank keeps it', async () => {
    const kept = await put(admin, { mail: { ...mail, password: '' } });
    expect(kept.json().data.mail.password).toEqual({ set: true });
    const cleared = await put(admin, { mail: { ...mail, password: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.mail.password).toEqual({ set: false });
    const rows = await t.app.database.db
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'settings'), eq(histories.entityId, 'mail')));
    expect(rows.map((row) => Object.keys(row.changes))).toContainEqual(['password']);
  });
});
