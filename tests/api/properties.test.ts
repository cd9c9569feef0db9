import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  csr = (await signIn(t.app, 'demo-csr')).token;
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();
const list = (query = '', token = csr) => t.app.inject({ url: `/api/v1/properties${query}`, headers: bearer(token) });

type Row = { _id: string; address: string; zipcode: string; status: string; market: { name: string } | null; customer: { name: { first: string; last: string }; email: string; mobile: string; source: string } };

describe('GET /properties', () => {
  it('pages the seeded properties with their customer and market, 10 at a time', async () => {
    const response = await list(q({ range: [0, 9] }));
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(330);
    const rows = response.json() as Row[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ customer: { name: expect.any(Object) }, market: { name: expect.stringMatching(/Austin|Dallas|San Antonio/) } });
  });

  it('finds by customer name, e-mail, phone, address and zip code', async () => {
    const demo = (await list(q({ filter: { q: 'whitfield' } }))).json() as Row[];
    expect(demo.map((row) => row.address).sort()).toEqual(['1400 Barton Springs Rd', '4512 Shoal Creek Blvd']);
    expect(((await list(q({ filter: { q: 'customer@lawndesk' } }))).json() as Row[])).toHaveLength(2);
    expect(((await list(q({ filter: { q: '(512) 555-0199' } }))).json() as Row[])).toHaveLength(2);
    expect(((await list(q({ filter: { q: 'shoal creek blvd' } }))).json() as Row[]).some((row) => row.address === '4512 Shoal Creek Blvd')).toBe(true);
    const byZip = (await list(q({ filter: { q: '78704' }, range: [0, 99] }))).json() as Row[];
    expect(byZip.length).toBeGreaterThan(0);
    expect(byZip.every((row) => row.zipcode === '78704' || row.address.includes('78704'))).toBe(true);
    expect(((await list(q({ filter: { q: 'zz%_' } }))).json() as Row[])).toEqual([]);
  });

  it('filters by market, status and source, and sorts by customer name', async () => {
    const markets = (await t.app.inject({ url: '/api/v1/markets', headers: bearer(csr) })).json() as { _id: string; name: string }[];
    const dallas = markets.find((market) => market.name === 'Dallas')!;
    const inDallas = (await list(q({ filter: { marketId: dallas._id }, range: [0, 49] }))).json() as Row[];
    expect(inDallas.length).toBeGreaterThan(0);
    expect(inDallas.every((row) => row.market?.name === 'Dallas')).toBe(true);
    const past = (await list(q({ filter: { status: 'past' }, range: [0, 49] }))).json() as Row[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((row) => row.status === 'past')).toBe(true);
    const referrals = (await list(q({ filter: { source: 'referral' }, range: [0, 49] }))).json() as Row[];
    expect(referrals.length).toBeGreaterThan(0);
    expect(referrals.every((row) => row.customer.source === 'referral')).toBe(true);
    const sorted = (await list(q({ sort: ['customerName', 'ASC'], range: [0, 19] }))).json() as Row[];
    const names = sorted.map((row) => `${row.customer.name.last} ${row.customer.name.first}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('rejects unknown filters values and refuses users without customer_list', async () => {
    expect((await list(q({ filter: { status: 'happy' } }))).statusCode).toBe(400);
    for (const [username, role] of [['demo-crew', 'crew'], ['demo-vendor', 'admin'], ['demo-customer', 'admin']] as const) {
      const { token } = await signIn(t.app, username, role);
      expect((await list('', token)).statusCode).toBe(403);
    }
  });
});
