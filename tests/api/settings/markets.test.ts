import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../server/db/schema';
import { addMarket, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let admin: string;
let csr: string;
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  await addMarket(t.app.database.db, { name: 'Dallas', zipCodes: ['75201'] });
  await addMarket(t.app.database.db, { name: 'San Antonio', zipCodes: ['78205'] });
  admin = (await signIn(t.app, business.users.admin.username)).token;
  csr = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.app.inject({ url: `/api/v1/markets${query}`, headers: bearer(token) });
const write = (token: string, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/markets${path}`, headers: bearer(token), payload });
const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

describe('authorization', () => {
  it('admits admin and csr, refuses crew, vendor and customer with 403, and anyone without a token with 401', async () => {
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list(csr)).statusCode).toBe(200);
    for (const [caller, role] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, role);
      const response = await list(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        message: 'You are not authorized to access that page',
        messageKey: 'server.common.you_are_not_authorized_to_access_that',
      });
      expect((await write(token, 'POST', '', { name: 'Nope', zipCodes: [], taxPercent: 1 })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/markets' })).statusCode).toBe(401);
  });

  it('applies a role change at the next request', async () => {
    const db = t.app.database.db;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    const withoutMarkets = csrRole.permissions.filter((key) => key !== 'market_list');
    await db.update(roles).set({ permissions: withoutMarkets }).where(eq(roles._id, csrRole._id));
    expect((await write(csr, 'POST', '', {})).statusCode).toBe(403);
    // Still read: the Add Customer form and the property list's filter pick markets.
    expect((await list(csr)).statusCode).toBe(200);
    const pickers = ['customer_add', 'customer_add_from_signup', 'customer_list', 'vendor_list'];
    await db
      .update(roles)
      .set({ permissions: withoutMarkets.filter((key) => !pickers.includes(key)) })
      .where(eq(roles._id, csrRole._id));
    expect((await list(csr)).statusCode).toBe(403);
    await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    expect((await write(csr, 'POST', '', {})).statusCode).toBe(400);
  });
});

describe('list in the simple-rest convention', () => {
  it('returns the markets with Content-Range exposed', async () => {
    const response = await list(admin);
    expect(response.headers['content-range']).toBe('markets 0-2/3');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    const names = response.json().map((market: { name: string }) => market.name);
    expect(names).toEqual(['Austin', 'Dallas', 'San Antonio']);
    expect(response.json()[0]).toMatchObject({ _id: expect.any(String), taxPercent: 8.25, zipCodes: expect.arrayContaining(['78701']) });
  });

  it('sorts, pages and filters', async () => {
    const sorted = await list(admin, q({ sort: ['name', 'DESC'], range: [0, 1] }));
    expect(sorted.json().map((market: { name: string }) => market.name)).toEqual(['San Antonio', 'Dallas']);
    expect(sorted.headers['content-range']).toBe('markets 0-1/3');
    const second = await list(admin, q({ sort: ['name', 'ASC'], range: [1, 1] }));
    expect(second.json()[0].name).toBe('Dallas');
    expect(second.headers['content-range']).toBe('markets 1-1/3');
    expect((await list(admin, q({ filter: { q: 'anton' } }))).json()).toHaveLength(1);
    expect((await list(admin, q({ filter: { zipCode: '75201' } }))).json()[0].name).toBe('Dallas');
    const ids = (await list(admin))
      .json()
      .slice(0, 2)
      .map((market: { _id: string }) => market._id);
    expect((await list(admin, q({ filter: { id: ids } }))).json()).toHaveLength(2);
  });

  it('rejects an unknown sort field or malformed JSON with 400', async () => {
    expect((await list(admin, q({ sort: ['password', 'ASC'] }))).statusCode).toBe(400);
    expect((await list(admin, '?range=[0,')).statusCode).toBe(400);
  });
});

describe('writes', () => {
  it('creates, reads, updates and deletes a market', async () => {
    const created = await write(admin, 'POST', '', { name: '  Houston ', zipCodes: ['77002', '77003'], taxPercent: 8.25 });
    expect(created.statusCode).toBe(201);
    const market = created.json();
    expect(market.name).toBe('Houston');
    expect((await t.app.inject({ url: `/api/v1/markets/${market._id}`, headers: bearer(csr) })).json().zipCodes).toEqual([
      '77002',
      '77003',
    ]);

    const updated = await write(csr, 'PUT', `/${market._id}`, { name: 'Houston', zipCodes: ['77002'], taxPercent: 7 });
    expect(updated.json()).toMatchObject({ taxPercent: 7, zipCodes: ['77002'] });

    expect((await write(admin, 'DELETE', `/${market._id}`)).json()._id).toBe(market._id);
    expect((await t.app.inject({ url: `/api/v1/markets/${market._id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await write(admin, 'PUT', `/${market._id}`, { name: 'Gone', zipCodes: [], taxPercent: 1 })).statusCode).toBe(404);
  });

  it('answers 400 with a message per field', async () => {
    const response = await write(admin, 'POST', '', { name: '', zipCodes: ['7870', 'abcde'], taxPercent: 150 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(400);
    expect(body.errors).toMatchObject({
      name: 'validation.common.name_required',
      zipCodes: 'validation.common.each_zip_code_5_digits',
      'zipCodes.0': 'validation.common.each_zip_code_5_digits',
      taxPercent: 'validation.market.tax_percent_at_most_100',
    });
    expect((await write(admin, 'POST', '', { name: 'Negative', zipCodes: [], taxPercent: -1 })).json().errors.taxPercent).toBe(
      'validation.market.tax_percent_0_or_more',
    );
  });

  it('refuses a duplicate name with 409 on the name field', async () => {
    const response = await write(admin, 'POST', '', { name: 'Austin', zipCodes: [], taxPercent: 8 });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.name).toEqual(expect.any(String));
  });
});
