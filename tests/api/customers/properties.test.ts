import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addMarket, addProperty, buildBusiness, type Business } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let business: Business;
let csr: string;
/** 14 properties: the business customer's, Dana Whitfield's two (a referral), and eleven in Dallas, one of them past. */
beforeAll(async () => {
  t = await createTestApp();
  business = await buildBusiness(t.app);
  const db = t.app.database.db;
  const dallas = await addMarket(db, { name: 'Dallas', zipCodes: ['75201'] });
  const dana = await addCustomer(
    db,
    business.market._id,
    { firstName: 'Dana', lastName: 'Whitfield', email: 'customer@lawndesk.test', mobile: '5125550199', source: 'referral' },
    { address: '4512 Shoal Creek Blvd', zipcode: '78756' },
  );
  await addProperty(db, dana.customer._id, business.market._id, { address: '1400 Barton Springs Rd', zipcode: '78704' });
  const gone = { city: 'Dallas', zipcode: '75201' };
  const past = await addCustomer(
    db,
    dallas._id,
    { firstName: 'Pat', lastName: 'Gone', status: 'past', source: 'internet' },
    { ...gone, address: '12 Main St', status: 'past' },
  );
  for (let number = 1; number <= 10; number++)
    await addProperty(db, past.customer._id, dallas._id, { ...gone, address: `${number} Elm St` });
  csr = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();
const list = (query = '', token = csr) => t.app.inject({ url: `/api/v1/properties${query}`, headers: bearer(token) });
const addresses = async (query: string) => ((await list(query)).json() as Row[]).map((row) => row.address).sort();

type Row = {
  _id: string;
  address: string;
  zipcode: string;
  status: string;
  market: { name: string } | null;
  customer: { name: { first: string; last: string }; email: string; mobile: string; source: string };
};

describe('GET /properties', () => {
  it('pages the properties with their customer and market, 10 at a time', async () => {
    const response = await list(q({ range: [0, 9] }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('properties 0-9/14');
    const rows = response.json() as Row[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ customer: { name: expect.any(Object) }, market: { name: expect.stringMatching(/Austin|Dallas/) } });
    const rest = (await list(q({ range: [10, 19] }))).json() as Row[];
    expect(rest).toHaveLength(4);
    expect(new Set([...rows, ...rest].map((row) => row._id)).size).toBe(14);
  });

  it('finds by customer name, e-mail, phone, address and zip code', async () => {
    const whitfield = ['1400 Barton Springs Rd', '4512 Shoal Creek Blvd'];
    expect(await addresses(q({ filter: { q: 'whitfield' } }))).toEqual(whitfield);
    expect(await addresses(q({ filter: { q: 'customer@lawndesk' } }))).toEqual(whitfield);
    expect(await addresses(q({ filter: { q: '(512) 555-0199' } }))).toEqual(whitfield);
    expect(await addresses(q({ filter: { q: 'shoal creek blvd' } }))).toEqual(['4512 Shoal Creek Blvd']);
    expect(await addresses(q({ filter: { q: '78704' }, range: [0, 99] }))).toEqual(['1400 Barton Springs Rd']);
    expect(await addresses(q({ filter: { q: 'zz%_' } }))).toEqual([]);
  });

  it('filters by market, status and source, and sorts by customer name', async () => {
    const markets = (await t.app.inject({ url: '/api/v1/markets', headers: bearer(csr) })).json() as { _id: string; name: string }[];
    const austin = markets.find((market) => market.name === 'Austin')!;
    expect(await addresses(q({ filter: { marketId: austin._id }, range: [0, 49] }))).toEqual(
      ['1400 Barton Springs Rd', '4512 Shoal Creek Blvd', business.property.address].sort(),
    );
    expect(await addresses(q({ filter: { status: 'past' }, range: [0, 49] }))).toEqual(['12 Main St']);
    expect(await addresses(q({ filter: { source: 'referral' }, range: [0, 49] }))).toEqual([
      '1400 Barton Springs Rd',
      '4512 Shoal Creek Blvd',
    ]);
    const sorted = (await list(q({ sort: ['customerName', 'ASC'], range: [0, 19] }))).json() as Row[];
    const names = sorted.map((row) => `${row.customer.name.last} ${row.customer.name.first}`);
    expect(names).toHaveLength(14);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names[0]).toBe(`${business.customer.lastName} ${business.customer.firstName}`);
  });

  it('sorts by creation, a list’s natural order, both ways', async () => {
    const created = async (order: 'ASC' | 'DESC') => {
      const response = await list(q({ sort: ['createdAt', order], range: [0, 49] }));
      expect(response.statusCode).toBe(200);
      return (response.json() as (Row & { createdAt: string })[]).map((row) => row.createdAt);
    };
    const oldestFirst = await created('ASC');
    expect(oldestFirst.length).toBeGreaterThan(3);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect(await created('DESC')).toEqual([...oldestFirst].reverse());
  });

  it('rejects unknown filters values and refuses users without customer_list', async () => {
    expect((await list(q({ filter: { status: 'happy' } }))).statusCode).toBe(400);
    for (const [caller, role] of [
      ['crew', 'crew'],
      ['vendor', 'admin'],
      ['customer', 'admin'],
    ] as const) {
      const { token } = await signIn(t.app, business.users[caller].username, role);
      expect((await list('', token)).statusCode).toBe(403);
    }
  });
});
