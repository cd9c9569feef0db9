// A list's total: exact while the list is small, the planner's estimate past the app's exact-count limit (20 here,
// 10,000 in production), with the counting work bounded by that limit and Content-Range still react-admin's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, properties } from '../../../server/db/schema';
import { listTotal } from '../../../server/lib/paginate';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

const LIMIT = 20;
/** Customers added to the business's one, each with a property: 40 active and as many past ones as the limit. */
const ADDED = 60;
const PAST = LIMIT;

let t: TestApp;
let admin: string;

const get = (resource: string, query: Record<string, unknown>) =>
  t.app.inject({
    url: `/api/v1/${resource}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))}`,
    headers: bearer(admin),
  });
const rangeOf = (response: { headers: Record<string, unknown> }) => {
  const [, resource, first, last, total] = /^(\S+) (\d+)-(\d+)\/(\d+)$/.exec(String(response.headers['content-range'])) ?? [];
  return { resource, first: Number(first), last: Number(last), total: Number(total) };
};

beforeAll(async () => {
  t = await createTestApp({ listExactCountLimit: LIMIT });
  const business = await buildBusiness(t.app);
  const { db } = t.app.database;
  const added = await db
    .insert(customers)
    .values(
      Array.from({ length: ADDED }, (_, i) => ({
        firstName: 'Counted',
        lastName: `Customer${String(i).padStart(2, '0')}`,
        email: `counted.${i}@example.com`,
        mobile: `51255502${String(i).padStart(2, '0')}`,
        status: i < PAST ? ('past' as const) : ('active' as const),
        referralCode: `COUNT${i}`,
      })),
    )
    .returning();
  await db.insert(properties).values(
    added.map((customer, i) => ({
      customerId: customer._id,
      address: `${100 + i} Counting Way`,
      city: 'Austin',
      zipcode: '78701',
      marketId: business.market._id,
      status: customer.status,
    })),
  );
  // The statistics autovacuum keeps on a live database, which the estimate reads.
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze properties`);
  admin = (await signIn(t.app, business.users.admin.username)).token;
});
afterAll(() => t.close());

describe('a list within the exact-count limit', () => {
  it('answers its exact total, said to be exact', async () => {
    const response = await get('customers', { filter: { q: 'Customer1' }, range: [0, 4], sort: ['id', 'ASC'] });
    expect(response.statusCode).toBe(200);
    expect(rangeOf(response)).toEqual({ resource: 'customers', first: 0, last: 4, total: 10 });
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });

  it('counts a list of exactly the limit exactly', async () => {
    const response = await get('customers', { filter: { status: 'past' }, range: [0, 9], sort: ['id', 'ASC'] });
    expect(rangeOf(response)).toEqual({ resource: 'customers', first: 0, last: 9, total: LIMIT });
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });
});

describe('a list past the exact-count limit', () => {
  it("answers the planner's estimate in a valid Content-Range, and says it is one", async () => {
    for (const resource of ['customers', 'properties']) {
      const response = await get(resource, { filter: {}, range: [0, 9], sort: ['id', 'ASC'] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toMatch(/^\S+ 0-9\/\d+$/);
      const { total } = rangeOf(response);
      // Analyzed, the planner knows the table: the business's one customer and the 60 added.
      expect(total, resource).toBeGreaterThan(LIMIT);
      expect(Math.abs(total - (ADDED + 1)), resource).toBeLessThanOrEqual(6);
      expect(response.headers['x-total-estimated']).toBe('true');
      expect(response.headers['access-control-expose-headers']).toContain('X-Total-Estimated');
    }
  });

  it("estimates a filtered list from the filter's selectivity", async () => {
    const response = await get('customers', { filter: { status: 'active' }, range: [0, 9], sort: ['id', 'ASC'] });
    const active = ADDED - PAST + 1;
    expect(rangeOf(response).total).toBeGreaterThan(LIMIT);
    expect(Math.abs(rangeOf(response).total - active)).toBeLessThanOrEqual(6);
    expect(response.headers['x-total-estimated']).toBe('true');
  });

  it('still ends the list exactly where a page comes back short', async () => {
    const response = await get('customers', { filter: {}, range: [50, 99], sort: ['id', 'ASC'] });
    expect(rangeOf(response)).toEqual({ resource: 'customers', first: 50, last: ADDED, total: ADDED + 1 });
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });
});

describe('listTotal', () => {
  /** A list of 1,000 rows that counts the rows read from it in a sequence, so a test sees how many were visited. */
  const visited = async () =>
    Number((await t.app.database.db.execute<{ last_value: string }>(sql`select last_value from list_count_visits`)).rows[0].last_value);
  const counting = sql`select nextval('list_count_visits') as visit from generate_series(1, 1000)`;
  beforeAll(async () => {
    await t.app.database.db.execute(sql`create sequence list_count_visits`);
  });

  it("reads at most the limit and one row more, then answers the planner's estimate", async () => {
    const before = await visited();
    const counted = await listTotal(t.app.database.db, counting, { start: 0, size: 10, rowsRead: 10 });
    expect((await visited()) - before).toBeLessThanOrEqual(LIMIT + 1);
    expect(counted).toEqual({ total: 1000, totalIsEstimate: true });
  });

  it('reads no row at all for a full page already past the limit', async () => {
    const before = await visited();
    expect(await listTotal(t.app.database.db, counting, { start: 500, size: 10, rowsRead: 10 })).toEqual({
      total: 1000,
      totalIsEstimate: true,
    });
    expect(await visited()).toBe(before);
  });

  it('never answers fewer rows than the pages show, nor more than an empty page past the end allows', async () => {
    const fewer = sql`select * from generate_series(1, 30) as n where n % 7 <> 0`;
    // The planner guesses about 30 rows; a full page at 490 shows there are more than 500.
    expect(await listTotal(t.app.database.db, fewer, { start: 490, size: 10, rowsRead: 10 })).toEqual({
      total: 501,
      totalIsEstimate: true,
    });
    expect(await listTotal(t.app.database.db, counting, { start: 600, size: 10, rowsRead: 0 })).toEqual({
      total: 600,
      totalIsEstimate: true,
    });
  });

  it('counts exactly up to the limit', async () => {
    const small = sql`select * from generate_series(1, ${LIMIT}) as n`;
    expect(await listTotal(t.app.database.db, small, { start: 0, size: 10, rowsRead: 10 })).toEqual({
      total: LIMIT,
      totalIsEstimate: false,
    });
    expect(await listTotal(t.app.database.db, small, { start: 30, size: 10, rowsRead: 0 })).toEqual({
      total: LIMIT,
      totalIsEstimate: false,
    });
  });
});
