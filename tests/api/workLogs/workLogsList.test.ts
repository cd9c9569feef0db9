import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crews, markets, roles } from '../../../server/db/schema';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { buildWorld, workLogTestApp, type WorkLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let other: World;
let csr: string;
let crew: string;
let setup: WorkLogTestApp;

/** Rows in January 2032, on two properties with addresses of their own. */
beforeAll(async () => {
  setup = await workLogTestApp('7 Percent_Sign Road');
  ({ t, world } = setup);
  other = await buildWorld(t, setup.business, '9 Quiet Street');
  ({ csr, crew } = setup.tokens);
  await world.insert({ date: '2032-01-05', routePosition: 2, status: 'completed', timeCapHours: 1 });
  await world.insert({ date: '2032-01-05', routePosition: 1, status: 'pending', timeCapHours: 0.5, extraTimeGrantedMinutes: 15 });
  await world.insert({ date: '2032-01-05', routePosition: 3, status: 'skipped', timeCapHours: 2, reason: 'Rain' });
  await world.insert({ date: '2032-01-06', status: 'pending', serviceType: 'bnb', timeCapHours: 1.5 });
  await world.insert({ date: '2032-01-06', crewId: world.sameVendorCrew._id, status: 'cancel', reason: 'Moved' });
  await world.insert({ date: '2032-01-07', crewId: null, vendorId: null, status: 'pending', timeCapHours: 1 });
  await other.insert({ date: '2032-01-05', routePosition: 4, status: 'started', timeCapHours: 1 });
});
afterAll(() => t.close());

const list = (token: string, filter: object, extra = '') =>
  t.app.inject({ url: `/api/v1/work-logs?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, headers: bearer(token) });
const summary = (token: string, query: string) => t.app.inject({ url: `/api/v1/work-logs/summary?${query}`, headers: bearer(token) });
type Row = {
  _id: string;
  date: string;
  status: string;
  address: string;
  crewId: string | null;
  routePosition: number | null;
  customerName: string;
  crewName: string | null;
  serviceType: string;
};
const JANUARY = { dateFrom: '2032-01-01', dateTo: '2032-01-31' };

describe('GET /work-logs', () => {
  it('lists the rows with their property, customer and crew, and a Content-Range', async () => {
    const response = await list(csr, { ...JANUARY, propertyId: world.propertyId }, '&range=[0,1]&sort=["routePosition","ASC"]');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('work-logs 0-1/6');
    const rows = response.json() as Row[];
    expect(rows.map((row) => row.routePosition)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({
      address: '7 Percent_Sign Road',
      city: 'Austin',
      zipcode: '78701',
      crewName: expect.any(String),
      vendorName: expect.any(String),
      customerName: expect.stringMatching(/\S+ \S+/),
    });
    const next = await list(csr, { ...JANUARY, propertyId: world.propertyId }, '&range=[2,5]&sort=["routePosition","ASC"]');
    expect(next.headers['content-range']).toBe('work-logs 2-5/6');
    // Nulls last: the three rows without a position come after the numbered ones, none repeated.
    const positions = (next.json() as Row[]).map((row) => row.routePosition);
    expect(positions[0]).toBe(3);
    const ids = [...rows, ...(next.json() as Row[])].map((row) => row._id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by date, range, crew (or none), status (one or several), service type, market and property', async () => {
    const ids = async (filter: object) =>
      ((await list(csr, { ...filter }, '&range=[0,99]')).json() as Row[]).map((row) => `${row.date} ${row.status}`).sort();
    const mine = { propertyId: world.propertyId };
    expect(await ids({ ...mine, date: '2032-01-05' })).toEqual(['2032-01-05 completed', '2032-01-05 pending', '2032-01-05 skipped']);
    expect(await ids({ ...mine, dateFrom: '2032-01-06', dateTo: '2032-01-07' })).toEqual([
      '2032-01-06 cancel',
      '2032-01-06 pending',
      '2032-01-07 pending',
    ]);
    expect(await ids({ ...mine, crewId: 'none' })).toEqual(['2032-01-07 pending']);
    expect(await ids({ ...mine, crewId: world.sameVendorCrew._id })).toEqual(['2032-01-06 cancel']);
    expect(await ids({ ...mine, status: 'skipped' })).toEqual(['2032-01-05 skipped']);
    expect(await ids({ ...mine, status: ['skipped', 'cancel'] })).toEqual(['2032-01-05 skipped', '2032-01-06 cancel']);
    expect(await ids({ ...mine, serviceType: 'bnb' })).toEqual(['2032-01-06 pending']);
    expect((await ids({ ...JANUARY, marketId: world.marketId, date: '2032-01-05' })).length).toBe(4);
    expect(await ids({ ...mine, vendorId: world.otherVendorCrew.vendorId })).toEqual([]);
  });

  it('searches the address and the customer, taking % and _ as themselves', async () => {
    const found = async (q: string) => ((await list(csr, { ...JANUARY, q }, '&range=[0,99]')).json() as Row[]).map((row) => row.address);
    expect(new Set(await found('percent_sign'))).toEqual(new Set(['7 Percent_Sign Road']));
    expect(await found('percent%sign')).toEqual([]);
    expect(await found('t_sign')).toEqual([
      '7 Percent_Sign Road',
      '7 Percent_Sign Road',
      '7 Percent_Sign Road',
      '7 Percent_Sign Road',
      '7 Percent_Sign Road',
      '7 Percent_Sign Road',
    ]);
    expect(new Set(await found('quiet'))).toEqual(new Set(['9 Quiet Street']));
  });

  it('sorts by date, address, status and crew name, ties broken by id', async () => {
    for (const field of ['date', 'address', 'status', 'crewName', 'id']) {
      const response = await list(csr, JANUARY, `&range=[0,99]&sort=["${field}","DESC"]`);
      expect(response.statusCode, field).toBe(200);
      expect((response.json() as Row[]).length, field).toBe(7);
    }
    const byStatus = (await list(csr, JANUARY, '&range=[0,99]&sort=["status","ASC"]')).json() as Row[];
    expect(byStatus.map((row) => row.status)).toEqual([...byStatus.map((row) => row.status)].sort());
  });

  it('answers 400 to hostile filters, sorts and ranges', async () => {
    const hostile = [
      await list(csr, { q: 'a\u0000b' }),
      await list(csr, { q: 'x'.repeat(5000) }),
      await list(csr, { date: '2027-02-30' }),
      await list(csr, { dateFrom: '2027-13-01' }),
      await list(csr, { crewId: 'everyone' }),
      await list(csr, { status: ['pending', 'nope'] }),
      await list(csr, {}, '&sort=["password","ASC"]'),
      await list(csr, {}, '&range=[0,5000]'),
      await t.app.inject({ url: '/api/v1/work-logs?filter={not json', headers: bearer(csr) }),
      await t.app.inject({ url: `/api/v1/work-logs/${world.crew._id}/2027-02-30/skipped`, headers: bearer(csr) }),
      await t.app.inject({ url: '/api/v1/work-logs/not-an-id', headers: bearer(csr) }),
    ];
    expect(hostile.map((response) => response.statusCode)).toEqual(hostile.map(() => 400));
  });
});

describe('GET /work-logs/{crewId}/{date}/skipped', () => {
  it('lists the crew’s skipped work logs of the day, to staff and to the crew itself', async () => {
    for (const token of [csr, crew]) {
      const response = await t.app.inject({ url: `/api/v1/work-logs/${world.crew._id}/2032-01-05/skipped`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect((response.json().data as Row[]).map((row) => [row.status, row.address])).toEqual([['skipped', '7 Percent_Sign Road']]);
    }
    const unknownCrew = await t.app.inject({
      url: '/api/v1/work-logs/00000000-0000-4000-8000-000000000000/2032-01-05/skipped',
      headers: bearer(csr),
    });
    expect(unknownCrew.statusCode).toBe(404);
  });
});

describe('GET /work-logs/summary', () => {
  it('counts the rows by status and sums the planned minutes per crew and day, unassigned as crew null', async () => {
    const response = await summary(csr, 'dateFrom=2032-01-05&dateTo=2032-01-07');
    expect(response.statusCode).toBe(200);
    const days = response.json().data as { date: string; crewId: string | null; counts: Record<string, number>; plannedMinutes: number }[];
    const key = (day: { date: string; crewId: string | null }) => `${day.date} ${day.crewId ?? 'none'}`;
    const byKey = new Map(days.map((day) => [key(day), day]));
    expect(days.length).toBe(4);
    // The 5th on the signed-in crew's crew: one completed (60), one pending (30 + 15), one skipped (not planned), one started from the other property (60).
    expect(byKey.get(`2032-01-05 ${world.crew._id}`)).toMatchObject({
      counts: { pending: 1, started: 1, completed: 1, skipped: 1, cancel: 0 },
      plannedMinutes: 165,
    });
    expect(byKey.get(`2032-01-06 ${world.crew._id}`)).toMatchObject({
      counts: { pending: 1, started: 0, completed: 0, skipped: 0, cancel: 0 },
      plannedMinutes: 90,
    });
    expect(byKey.get(`2032-01-06 ${world.sameVendorCrew._id}`)).toMatchObject({ counts: { cancel: 1, pending: 0 }, plannedMinutes: 0 });
    expect(byKey.get('2032-01-07 none')).toMatchObject({ crewId: null, crewName: null, counts: { pending: 1 }, plannedMinutes: 60 });

    const unassigned = (await summary(csr, 'dateFrom=2032-01-05&dateTo=2032-01-07&crewId=none')).json().data;
    expect(unassigned.map(key)).toEqual(['2032-01-07 none']);
    const inMarket = (await summary(csr, `dateFrom=2032-01-05&dateTo=2032-01-05&marketId=${world.marketId}`)).json().data;
    expect(inMarket.map(key)).toEqual([`2032-01-05 ${world.crew._id}`]);
  });

  it('gives a crew the summary of its own crew only', async () => {
    const days = (await summary(crew, 'dateFrom=2032-01-05&dateTo=2032-01-07')).json().data as { crewId: string }[];
    expect(days.length).toBe(2);
    expect(days.every((day) => day.crewId === world.crew._id)).toBe(true);
  });

  it('refuses a range longer than 62 days, backwards or not real, beside the end date', async () => {
    const tooLong = await summary(csr, 'dateFrom=2032-01-01&dateTo=2032-03-03');
    expect(tooLong.statusCode).toBe(400);
    expect(englishErrors(tooLong.json()).dateTo).toBe('Choose at most 62 days.');
    expect((await summary(csr, 'dateFrom=2032-01-01&dateTo=2032-03-02')).statusCode).toBe(200);
    expect((await summary(csr, 'dateFrom=2032-01-10&dateTo=2032-01-09')).json().errors.dateTo).toBeDefined();
    expect((await summary(csr, 'dateFrom=2027-02-30&dateTo=2027-03-01')).statusCode).toBe(400);
    expect((await summary(csr, 'dateFrom=2032-01-01')).statusCode).toBe(400);
    expect((await summary(csr, 'dateFrom=2032-01-01&dateTo=2032-01-02&crewId=%00')).statusCode).toBe(400);
  });
});

describe('GET /work-logs/choices', () => {
  type Choices = {
    crews: { _id: string; vendorId: string; vendorName: string }[];
    markets: { name: string }[];
    phrases: { type: string }[];
  };
  const choices = async (token: string) => {
    const response = await t.app.inject({ url: '/api/v1/work-logs/choices', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().data as Choices;
  };

  it('answers a csr holding only assignment_list every crew with its vendor, the markets and the skip and cancel phrases', async () => {
    const db = t.app.database.db;
    const [csrRole] = await db.select().from(roles).where(eq(roles.name, 'csr'));
    await db
      .update(roles)
      .set({ permissions: ['assignment_list'] })
      .where(eq(roles._id, csrRole._id));
    try {
      expect((await t.app.inject({ url: '/api/v1/vendors/all/crews', headers: bearer(csr) })).statusCode).toBe(403);
      const data = await choices(csr);
      expect(data.crews.length).toBe((await db.select().from(crews)).length);
      expect(data.crews.find((row) => row._id === world.sameVendorCrew._id)).toMatchObject({
        vendorId: world.sameVendorCrew.vendorId,
        vendorName: expect.any(String),
      });
      expect(data.markets.map((market) => market.name).sort()).toEqual(
        (await db.select().from(markets)).map((market) => market.name).sort(),
      );
      expect(data.markets.length).toBeGreaterThan(0);
      expect(data.phrases.length).toBeGreaterThan(0);
      expect(new Set(data.phrases.map((phrase) => phrase.type))).toEqual(new Set(['un-assign', 'cancel-assignment']));
      await db.update(roles).set({ permissions: [] }).where(eq(roles._id, csrRole._id));
      expect((await t.app.inject({ url: '/api/v1/work-logs/choices', headers: bearer(csr) })).statusCode).toBe(403);
    } finally {
      await db.update(roles).set({ permissions: csrRole.permissions }).where(eq(roles._id, csrRole._id));
    }
  });

  it('answers a vendor its own crews only, and a crew nothing', async () => {
    const data = await choices(setup.tokens.vendor);
    expect(data.crews.length).toBeGreaterThan(0);
    expect(data.crews.every((row) => row.vendorId === world.crew.vendorId)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/work-logs/choices', headers: bearer(crew) })).statusCode).toBe(403);
  });
});
