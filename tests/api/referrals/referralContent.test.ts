// Refer & Earn's content and the public sign-up: the rules in the caller's language (staff text or the default), the base
// address from System Settings, and a sign-up refused outside the markets' zip codes, a bot's honeypot answered but never stored.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import { signups } from '../../../server/db/schema';
import { callerLanguage } from '../../../server/modules/settings/referralContentRoutes';
import { buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let customer: string;
beforeAll(async () => {
  // No site address: the referral base is empty until one is set.
  t = await createTestApp({ publicUrl: undefined });
  business = await buildBusiness(t.app);
  admin = (await signIn(t.app, business.users.admin.username)).token;
  customer = (await signIn(t.app, business.users.customer.username)).token;
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload && { payload }) });

describe('GET /referral/content', () => {
  it('answers the default rules in the caller language until staff write their own, and an empty base address', async () => {
    const english = await call(customer, 'GET', '/referral/content');
    expect(english.statusCode).toBe(200);
    expect(english.json().data).toEqual({
      message: renderMessage('en', 'server.referrals.default_rules'),
      baseAddress: '',
      customerId: business.customer._id,
      referralCode: business.customer.referralCode,
    });
    const spanish = await call(customer, 'GET', '/referral/content', undefined, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.json().data.message).toBe(renderMessage('es', 'server.referrals.default_rules'));
  });

  it('answers the rules and base address saved in System Settings, per language', async () => {
    const referral = {
      baseAddress: 'https://refer.lawndesk.test',
      rulesEn: 'Refer a neighbor, earn a mow.',
      rulesEs: 'Refiera a un vecino y gane un corte.',
    };
    expect((await call(admin, 'PUT', '/settings', { referral })).statusCode).toBe(200);
    expect((await call(customer, 'GET', '/referral/content?language=es')).json().data).toMatchObject({
      message: referral.rulesEs,
      baseAddress: referral.baseAddress,
    });
    expect((await call(admin, 'GET', '/referral/content?language=en')).json().data).toEqual({
      message: referral.rulesEn,
      baseAddress: referral.baseAddress,
      customerId: null,
      referralCode: null,
    });
    expect((await call(customer, 'GET', '/referral/content?language=en', undefined, { 'accept-language': 'es' })).json().data.message).toBe(
      referral.rulesEn,
    );
    expect((await call(admin, 'GET', '/settings/referral')).json().data).toEqual(referral);
  });

  it('refuses a base address that is not an http(s) address, and a language it does not speak', async () => {
    const saved = await call(admin, 'PUT', '/settings', { referral: { baseAddress: 'javascript:alert(1)', rulesEn: '', rulesEs: '' } });
    expect(saved.statusCode).toBe(400);
    expect(JSON.stringify(saved.json())).toContain('referral_base_address_must_be_http_s');
    expect((await call(customer, 'GET', '/referral/content?language=fr')).statusCode).toBe(400);
  });

  it('reads the first language it speaks from Accept-Language', () => {
    expect(callerLanguage(undefined, 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(callerLanguage(undefined, undefined)).toBe('en');
    expect(callerLanguage('es', 'en')).toBe('es');
  });
});

describe('POST /customer-signup from the public form', () => {
  const visitor = {
    name: { first: 'Rosa', last: 'Linda' },
    email: 'rosa.linda@example.com',
    mobile: '(512) 555-0190',
    address: '7 Pecan St',
    city: 'Austin',
    zipcode: '78702',
    referralCode: 'abc123',
  };
  const stored = async (email: string) =>
    (await t.app.database.db.select({ total: count() }).from(signups).where(eq(signups.email, email)))[0].total;

  it('stores a sign-up in a market zip code with its referral code, upper-cased', async () => {
    const response = await call(null, 'POST', '/customer-signup', visitor);
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.database.db.select().from(signups).where(eq(signups._id, response.json().data._id));
    expect(row).toMatchObject({ referralCode: 'ABC123', zipcode: '78702', mobile: '5125550190', status: 'new' });
  });

  it('refuses a zip code no market serves, on the zip code field', async () => {
    const response = await call(null, 'POST', '/customer-signup', { ...visitor, email: 'far.away@example.com', zipcode: '10001' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('zip_code_not_served');
    expect(await stored('far.away@example.com')).toBe(0);
  });

  it('thanks a bot that filled the honeypot and stores nothing', async () => {
    const response = await call(null, 'POST', '/customer-signup', {
      ...visitor,
      email: 'bot@example.com',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(await stored('bot@example.com')).toBe(0);
  });
});
