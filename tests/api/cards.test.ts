// A customer's cards through the sandbox gateway: stored as its token only, the number and CVV in no answer, log line
// or history row; refusals beside their field; a customer reaches only its own cards; the default moves as cards go.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, histories } from '../../server/db/schema';
import { SANDBOX_CARDS } from '../../server/modules/billing/gateway/sandbox';
import { addCustomer, buildBusiness, type Business } from './fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

const CVV = '947';
const YEAR = new Date().getFullYear() + 3;
const lines: string[] = [];
const bodies: string[] = [];
let t: TestApp;
let business: Business;
let csr: string;
let customer: string;
let otherCustomerId: string;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  business = await buildBusiness(t.app);
  otherCustomerId = (await addCustomer(t.app.database.db, business.market._id)).customer._id;
  csr = (await signIn(t.app, business.users.csr.username)).token;
  customer = (await signIn(t.app, business.users.customer.username)).token;
});
afterAll(() => t.close());

/** Every answer is kept, so the last test can search them all for card data. */
async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...(payload !== undefined && { 'content-type': 'application/json' }) }, payload });
  bodies.push(response.body);
  return response;
}
const card = (cardNumber: string, values: object = {}) => ({ cardNumber, expiryMonth: 12, expiryYear: YEAR, cvv: CVV, ...values });
const cardsOf = (customerId: string, token = csr) => call(token, 'GET', `/customers/${customerId}/cards`);
const defaultOf = async (customerId: string) => ((await cardsOf(customerId)).json().data as { _id: string; isDefault: boolean }[]).filter((row) => row.isDefault).map((row) => row._id);

describe('cards', () => {
  it('adds a card through the sandbox and keeps only its token, brand, last four and expiry; the first card is the default', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, card('4111 1111 1111 1111'));
    expect(response.statusCode).toBe(200);
    const added = response.json().data;
    expect(added).toEqual({ _id: expect.any(String), customerId: business.customer._id, brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: YEAR, isDefault: true, createdAt: expect.any(String) });
    expect(response.json().messageKey).toBe('server.cards.card_added');
    const [stored] = await t.app.database.db.select().from(cards).where(eq(cards._id, added._id));
    expect(stored).toMatchObject({ gateway: 'sandbox', token: expect.stringMatching(/^sbx_ok_/) });
    expect(response.body).not.toContain(stored.token);
    const [history] = await t.app.database.db.select().from(histories).where(and(eq(histories.entity, 'card'), eq(histories.entityId, added._id)));
    expect(history).toMatchObject({ action: 'added', customerId: business.customer._id, userId: business.users.csr._id });
    expect(JSON.stringify(history)).not.toContain(SANDBOX_CARDS.approve);
  });

  it('refuses a number that fails the Luhn check beside the field', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, card('4111111111111112'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cardNumber: 'validation.card.card_number_invalid' });
    expect(response.body).not.toContain('4111111111111112');
  });

  it('answers a card the gateway refuses with 400 on the field it names', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, card(SANDBOX_CARDS.vaultExpired));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageKey: 'server.cards.card_refused', errors: { expiryMonth: 'server.cards.card_refused' }, params: { reason: 'Expired card' } });
    const cvv = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, card(SANDBOX_CARDS.vaultBadCvv));
    expect(cvv.json().errors).toEqual({ cvv: 'server.cards.card_refused' });
  });

  it('never echoes a body it cannot parse', async () => {
    const response = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, `{"cardNumber":"${SANDBOX_CARDS.approve}","cvv":"${CVV}"`);
    expect(response.statusCode).toBe(400);
    const wrongTypes = await call(csr, 'POST', `/customers/${business.customer._id}/cards`, { cardNumber: Number(SANDBOX_CARDS.approve), expiryMonth: 'x', expiryYear: YEAR, cvv: Number(CVV) });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it('lets a customer read and add its own cards, and nobody else’s', async () => {
    expect((await cardsOf(business.customer._id, customer)).json().data).toHaveLength(1);
    const own = await call(customer, 'POST', `/customers/${business.customer._id}/cards`, card(SANDBOX_CARDS.approveMastercard));
    expect(own.json().data).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
    await call(csr, 'POST', `/customers/${otherCustomerId}/cards`, card(SANDBOX_CARDS.approve));
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
    const newest = (await call(csr, 'POST', `/customers/${customerId}/cards`, card(SANDBOX_CARDS.insufficientFunds, { makeDefault: true }))).json().data;
    expect(await defaultOf(customerId)).toEqual([newest._id]);
    const switched = await call(csr, 'PUT', `/customers/${customerId}/cards/${first._id}/default`);
    expect(switched.json().data[0]).toMatchObject({ _id: first._id, isDefault: true });
    expect(await defaultOf(customerId)).toEqual([first._id]);
    const removed = await call(csr, 'DELETE', `/customers/${customerId}/cards/${first._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((row: { _id: string }) => row._id)).toEqual([newest._id, mastercard._id]);
    expect(await defaultOf(customerId)).toEqual([newest._id]);
    const actions = await t.app.database.db.select({ action: histories.action }).from(histories).where(and(eq(histories.entity, 'card'), eq(histories.entityId, first._id)));
    expect(actions.map((row) => row.action).sort()).toEqual(['added', 'deleted', 'updated']);
    expect((await call(csr, 'DELETE', `/customers/${customerId}/cards/${first._id}`)).statusCode).toBe(404);
  });

  it('kept the numbers and the CVV out of every answer and every log line', () => {
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const number of [SANDBOX_CARDS.approve, SANDBOX_CARDS.approveMastercard, SANDBOX_CARDS.vaultExpired, SANDBOX_CARDS.insufficientFunds, '4111 1111 1111 1111']) {
      expect(logged).not.toContain(number);
      expect(bodies.join('')).not.toContain(number);
    }
    expect(logged).not.toContain(`"${CVV}"`);
    expect(bodies.join('')).not.toContain(`"${CVV}"`);
  });

  it('redacts card fields wherever they sit in a log object', () => {
    lines.length = 0;
    t.app.log.info({
      req: { body: { cardNumber: SANDBOX_CARDS.approve, cvv: CVV } },
      body: { cardNumber: SANDBOX_CARDS.approve },
      gateway: { request: { credit_card: { number: SANDBOX_CARDS.approve }, csc: CVV } },
      cardNumber: SANDBOX_CARDS.approve,
    }, 'a line carrying a card');
    expect(lines.join('')).toContain('a line carrying a card');
    expect(lines.join('')).not.toContain(SANDBOX_CARDS.approve);
    expect(lines.join('')).not.toContain(`"${CVV}"`);
  });
});
