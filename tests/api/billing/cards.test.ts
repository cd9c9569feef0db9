// A customer's cards through the sandbox gateway's hosted fields (its own server, as the browser reaches it): the API
// takes only the one-time token, the expiry and the last four, refuses any card number or CVV beside its field, keeps
// the gateway's token only; refusals beside their field; a customer reaches only its own cards; the default moves.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOPAY_CONSENT_VERSION } from '../../../common/schemas/card';
import { cards, histories, properties } from '../../../server/db/schema';
import { SANDBOX_CARDS } from '../../../server/modules/billing/gateway/sandbox';
import { type SandboxHost, startSandboxHost } from '../../../server/modules/billing/gateway/sandboxHost';
import { addCustomer, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const CVV = '947';
const YEAR = new Date().getFullYear() + 3;
const lines: string[] = [];
const bodies: string[] = [];
let t: TestApp;
let gateway: SandboxHost;
let business: Business;
let csr: string;
let customer: string;
let otherCustomerId: string;

beforeAll(async () => {
  gateway = await startSandboxHost();
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    gatewayHosts: { sandboxUrl: gateway.url },
  });
  business = await buildBusiness(t.app);
  otherCustomerId = (await addCustomer(t.app.database.db, business.market._id)).customer._id;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  customer = (await signIn(t.app, business.users.customer.username)).token;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** Every answer is kept, so the last test can search them all for card data. */
async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), ...(payload !== undefined && { 'content-type': 'application/json' }) },
    payload,
  });
  bodies.push(response.body);
  return response;
}
/** The card typed into the sandbox's hosted fields, then what the browser sends us: the token, the expiry, the last four. */
async function card(cardNumber: string, values: object = {}) {
  const entered = await gateway.enter(cardNumber, CVV);
  return {
    token: entered.hpf_token,
    encKey: entered.enc_key,
    last4: entered.last4,
    brand: entered.card_type,
    expiryMonth: 12,
    expiryYear: YEAR,
    ...values,
  };
}
const cardsOf = (customerId: string, token = csr) => call(token, 'GET', `/customers/${customerId}/cards`);
const defaultOf = async (customerId: string) =>
  ((await cardsOf(customerId)).json().data as { _id: string; isDefault: boolean }[]).filter((row) => row.isDefault).map((row) => row._id);

describe('cards', () => {
  it('releases the customer’s held properties when a new card is saved (docs/billing.md "Holds")', async () => {
    const { customer: held, property } = await addCustomer(t.app.database.db, business.market._id);
    await t.app.database.db
      .update(properties)
      .set({ visitsHeld: true, visitsHeldAt: new Date(), visitsHoldReason: 'unpaid' })
      .where(eq(properties._id, property._id));
    expect((await call(csr, 'POST', `/customers/${held._id}/cards`, await card('4111 1111 1111 1111'))).statusCode).toBe(200);
    const [after] = await t.app.database.db.select().from(properties).where(eq(properties._id, property._id));
    expect(after).toMatchObject({ visitsHeld: false, visitsHeldAt: null, visitsHoldReason: 'server.holds.released_new_card' });
  });

  it('adds a card through the sandbox and keeps only its token, brand, last four and expiry; the first card is the default', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, await card('4111 1111 1111 1111'));
    expect(response.statusCode).toBe(200);
    const added = response.json().data;
    expect(added).toEqual({
      _id: expect.any(String),
      customerId: business.customer._id,
      brand: 'visa',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: YEAR,
      isDefault: true,
      createdAt: expect.any(String),
      autoPayConsent: null,
    });
    expect(response.json().messageKey).toBe('server.cards.card_added');
    const [stored] = await t.app.database.db.select().from(cards).where(eq(cards._id, added._id));
    expect(stored).toMatchObject({ gateway: 'sandbox', token: expect.stringMatching(/^sbx_ok_/) });
    expect(response.body).not.toContain(stored.token);
    const [history] = await t.app.database.db
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'card'), eq(histories.entityId, added._id)));
    expect(history).toMatchObject({ action: 'added', customerId: business.customer._id, userId: business.users.csr._id });
    expect(JSON.stringify(history)).not.toContain(SANDBOX_CARDS.approve);
  });

  it('gives the card form the sandbox’s hosted fields: its script on its own origin and a key', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/card-fields`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ gateway: 'sandbox', scriptUrl: `${gateway.url}/protect.js`, clientKey: expect.any(String) });
    const script = await fetch(response.json().data.scriptUrl);
    expect(await script.text()).toContain('PTPayment');
  });

  it('refuses a card number or a CVV in any field, beside that field, and never echoes it', async () => {
    const old = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, {
      cardNumber: '4111 1111 1111 1111',
      expiryMonth: 12,
      expiryYear: YEAR,
      cvv: CVV,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      messageKey: 'validation.card.card_number_not_accepted',
      errors: { cardNumber: 'validation.card.card_number_not_accepted', cvv: 'validation.card.security_code_not_accepted' },
    });
    const hidden = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, {
      ...(await card(SANDBOX_CARDS.approve)),
      token: SANDBOX_CARDS.approve,
      extra: { csc: CVV },
    });
    expect(hidden.json().errors).toEqual({
      token: 'validation.card.card_number_not_accepted',
      'extra.csc': 'validation.card.security_code_not_accepted',
    });
    // Even a card route with no body of its own: a number sent along is refused, not ignored.
    const fields = await call(csr, 'POST', `/customers/${business.customer._id}/card-fields`, { pan: SANDBOX_CARDS.approve });
    expect(fields.statusCode).toBe(400);
    for (const answer of [old, hidden, fields]) expect(answer.body).not.toContain('4111');
    expect((await cardsOf(business.customer._id)).json().data).toHaveLength(1);
  });

  it('refuses a token the gateway does not know, or one already used', async () => {
    const once = await card(SANDBOX_CARDS.approve);
    expect((await call(csr, 'POST', `/customers/${otherCustomerId}/cards`, once)).statusCode).toBe(200);
    const again = await call(csr, 'POST', `/customers/${otherCustomerId}/cards`, once);
    expect(again.statusCode).toBe(400);
    expect(again.json().messageKey).toBe('server.cards.card_refused');
    const missing = await call(csr, 'POST', `/customers/${otherCustomerId}/cards`, { expiryMonth: 12, expiryYear: YEAR, last4: '1111' });
    expect(missing.json().errors).toMatchObject({ token: 'validation.card.card_token_required' });
  });

  it('the hosted fields refuse a number that fails the Luhn check and a CVV of the wrong length', async () => {
    await expect(gateway.enter('4111111111111112', CVV)).rejects.toThrow(/HTTP 400/);
    await expect(gateway.enter('378282246310005', '123')).rejects.toThrow(/HTTP 400/);
  });

  it('answers a card the gateway refuses with 400 on the field it names', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.vaultExpired));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messageKey: 'server.cards.card_refused',
      errors: { expiryMonth: 'server.cards.card_refused' },
      params: { reason: 'Expired card' },
    });
    const cvv = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.vaultBadCvv));
    expect(cvv.json().errors).toEqual({ cvv: 'server.cards.card_refused' });
  });

  it('never echoes a body it cannot parse', async () => {
    const response = await call(
      csr,
      'POST',
      `/customers/${business.customer._id}/cards`,
      `{"cardNumber":"${SANDBOX_CARDS.approve}","cvv":"${CVV}"`,
    );
    expect(response.statusCode).toBe(400);
    const wrongTypes = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, {
      token: 7,
      expiryMonth: 'x',
      expiryYear: YEAR,
      last4: 1111,
    });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it('lets a customer read and add its own cards, and nobody else’s', async () => {
    expect((await cardsOf(business.customer._id, customer)).json().data).toHaveLength(1);
    const own = await call(customer, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.approveMastercard));
    expect(own.json().data).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
    expect((await cardsOf(otherCustomerId, customer)).statusCode).toBe(403);
    const [otherCard] = (await cardsOf(otherCustomerId)).json().data;
    expect((await call(customer, 'DELETE', `/customers/${otherCustomerId}/cards/${otherCard._id}`)).statusCode).toBe(403);
    // Another customer's card named under one's own id is not found.
    expect((await call(customer, 'PUT', `/customers/${business.customer._id}/cards/${otherCard._id}/default`)).statusCode).toBe(404);
    const crew = (await signIn(t.app, business.users.crew.username, 'crew')).token;
    expect((await cardsOf(business.customer._id, crew)).statusCode).toBe(403);
  });

  it('switches the default, and hands it to the newest remaining card when the default is removed', async () => {
    const customerId = business.customer._id;
    const [first, mastercard] = (await cardsOf(customerId)).json().data as { _id: string }[];
    const newest = (
      await call(csr, 'POST', `/customers/${customerId}/cards`, await card(SANDBOX_CARDS.insufficientFunds, { makeDefault: true }))
    ).json().data;
    expect(await defaultOf(customerId)).toEqual([newest._id]);
    const switched = await call(csr, 'PUT', `/customers/${customerId}/cards/${first._id}/default`);
    expect(switched.json().data[0]).toMatchObject({ _id: first._id, isDefault: true });
    expect(await defaultOf(customerId)).toEqual([first._id]);
    const removed = await call(csr, 'DELETE', `/customers/${customerId}/cards/${first._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((row: { _id: string }) => row._id)).toEqual([newest._id, mastercard._id]);
    expect(await defaultOf(customerId)).toEqual([newest._id]);
    const actions = await t.app.database.db
      .select({ action: histories.action })
      .from(histories)
      .where(and(eq(histories.entity, 'card'), eq(histories.entityId, first._id)));
    expect(actions.map((row) => row.action).sort()).toEqual(['added', 'deleted', 'updated']);
    expect((await call(csr, 'DELETE', `/customers/${customerId}/cards/${first._id}`)).statusCode).toBe(404);
  });

  it('stores the auto-pay agreement given with a card: the text’s version, the time, the address and who gave it', async () => {
    const before = Date.now();
    const own = (
      await call(customer, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.approve, { autoPayConsent: true }))
    ).json().data;
    expect(own.autoPayConsent).toEqual({
      version: AUTOPAY_CONSENT_VERSION,
      at: expect.any(String),
      ip: '127.0.0.1',
      recordedBy: 'customer',
    });
    expect(Date.parse(own.autoPayConsent.at)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await t.app.database.db.select().from(cards).where(eq(cards._id, own._id));
    expect(stored).toMatchObject({
      autoPayConsentVersion: AUTOPAY_CONSENT_VERSION,
      autoPayConsentBy: 'customer',
      autoPayConsentById: business.users.customer._id,
    });
    const recorded = (
      await call(csr, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.approve, { autoPayConsent: true }))
    ).json().data;
    expect(recorded.autoPayConsent).toMatchObject({ recordedBy: 'staff', version: AUTOPAY_CONSENT_VERSION });
    const none = (await call(csr, 'POST', `/customers/${business.customer._id}/cards`, await card(SANDBOX_CARDS.approve))).json().data;
    expect(none.autoPayConsent).toBeNull();
    // Staff read it on the card list.
    const listed = (await cardsOf(business.customer._id)).json().data as { _id: string; autoPayConsent: unknown }[];
    expect(listed.find((row) => row._id === own._id)?.autoPayConsent).toEqual(own.autoPayConsent);
  });

  it('kept the numbers and the CVV out of every answer and every log line; only the gateway’s server received them', () => {
    expect(
      gateway.received
        .filter((request) => request.path === '/hpf/tokens')
        .map((request) => request.body)
        .join(''),
    ).toContain(SANDBOX_CARDS.approve);
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const number of [
      SANDBOX_CARDS.approve,
      SANDBOX_CARDS.approveMastercard,
      SANDBOX_CARDS.vaultExpired,
      SANDBOX_CARDS.insufficientFunds,
      '4111 1111 1111 1111',
    ]) {
      expect(logged).not.toContain(number);
      expect(bodies.join('')).not.toContain(number);
    }
    expect(logged).not.toContain(`"${CVV}"`);
    expect(bodies.join('')).not.toContain(`"${CVV}"`);
  });

  it('redacts card fields wherever they sit in a log object', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { body: { cardNumber: SANDBOX_CARDS.approve, cvv: CVV } },
        body: { cardNumber: SANDBOX_CARDS.approve },
        gateway: { request: { credit_card: { number: SANDBOX_CARDS.approve }, csc: CVV } },
        cardNumber: SANDBOX_CARDS.approve,
      },
      'a line carrying a card',
    );
    expect(lines.join('')).toContain('a line carrying a card');
    expect(lines.join('')).not.toContain(SANDBOX_CARDS.approve);
    expect(lines.join('')).not.toContain(`"${CVV}"`);
  });
});
