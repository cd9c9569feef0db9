// The staff maps' calls: stops for a day or a week with their filters and caps, every crew's progress, territories, and
// the silent socket event staff hear when a stop starts, completes or is skipped.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_LOGS_CHANGED_EVENT } from '../../../common/schemas/notification';
import { MAP_MAX_STOPS, type MapStops } from '../../../common/schemas/workLogMap';
import { crews, properties, roles, users, vendorZipcodes } from '../../../server/db/schema';
import { isoWeekDay } from '../../../server/lib/calendar';
import { planContext } from '../../../server/modules/scheduling/planner';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { connect, listen, settle } from '../realtime';
import { buildWorld, type World, type WorkLogTestApp, workLogTestApp } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
type Who = keyof WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  await t.app.database.db.update(properties).set({ latitude: 30.27, longitude: -97.74 }).where(eq(properties._id, world.propertyId));
});
afterAll(() => t.close());

const get = (who: Who, path: string) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: bearer(setup.tokens[who]) });
const stopsOf = async (path: string) => {
  const reply = await get('csr', path);
  expect(reply.statusCode).toBe(200);
  return reply.json().data as MapStops;
};
const ids = (stops: MapStops) => stops.stops.map((stop) => stop._id).sort();

describe('GET /work-logs/map', () => {
  it('answers the day’s stops with coordinates, narrowed by crew, market, service and status', async () => {
    const date = '2031-04-07';
    const mine = await world.insert({ date, status: 'pending' });
    const other = await world.insert({
      date,
      crewId: world.otherVendorCrew._id,
      vendorId: world.otherVendorCrew.vendorId,
      status: 'completed',
    });
    const bnb = await world.insert({ date, serviceType: 'bnb', status: 'started' });
    await world.insert({ date: '2031-04-08' });

    const day = await stopsOf(`/work-logs/map?date=${date}`);
    expect(ids(day)).toEqual([mine._id, other._id, bnb._id].sort());
    expect(day).toMatchObject({ total: 3, withoutPosition: 0, capped: false });
    expect(day.stops.find((stop) => stop._id === mine._id)).toMatchObject({
      latitude: 30.27,
      longitude: -97.74,
      address: world.address,
      crewId: world.crew._id,
      status: 'pending',
    });

    expect(ids(await stopsOf(`/work-logs/map?date=${date}&crewId=${world.otherVendorCrew._id}`))).toEqual([other._id]);
    expect(ids(await stopsOf(`/work-logs/map?date=${date}&serviceType=bnb`))).toEqual([bnb._id]);
    expect(ids(await stopsOf(`/work-logs/map?date=${date}&status=pending&status=completed`))).toEqual([mine._id, other._id].sort());
    expect((await stopsOf(`/work-logs/map?date=${date}&marketId=${world.marketId}`)).total).toBe(3);
    expect((await stopsOf(`/work-logs/map?date=${date}&marketId=00000000-0000-4000-8000-000000000000`)).total).toBe(0);
    expect((await stopsOf('/work-logs/map?dateFrom=2031-04-07&dateTo=2031-04-08')).total).toBe(4);
  });

  it('counts the stops of properties without coordinates but leaves them off the map', async () => {
    const date = '2031-04-14';
    await world.insert({ date });
    const otherWorld = await buildWorld(t, setup.business);
    await otherWorld.insert({ date });
    const day = await stopsOf(`/work-logs/map?date=${date}`);
    expect(day).toMatchObject({ total: 2, withoutPosition: 1, capped: false });
    expect(day.stops).toHaveLength(1);
  });

  it(`answers at most ${MAP_MAX_STOPS} stops and says it cut them`, async () => {
    const date = '2031-05-05';
    const first = await world.insert({ date });
    await t.app.database.db.execute(sql`
      insert into work_logs (property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, price, route_position)
      select property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date + n, price, n
      from work_logs, generate_series(1, ${MAP_MAX_STOPS}) as n where _id = ${first._id}`);
    const day = await stopsOf(`/work-logs/map?date=${date}`);
    expect(day.stops).toHaveLength(MAP_MAX_STOPS);
    expect(day).toMatchObject({ total: MAP_MAX_STOPS + 1, capped: true });
  });

  it.each([
    ['no day', '', 'date', 'Choose a date.'],
    ['an impossible date', 'date=2027-02-30', 'date', 'Enter a real date.'],
    ['a NUL byte', 'date=2031-04-07%00', 'date', 'Choose a date.'],
    ['a huge text', `date=${'9'.repeat(100_000)}`, 'date', 'Choose a date.'],
    ['an end before the start', 'dateFrom=2031-04-08&dateTo=2031-04-07', 'dateTo', 'The end date cannot be before the start date.'],
    ['a range too long', 'dateFrom=2031-04-01&dateTo=2031-04-30', 'dateTo', 'Choose at most 14 days.'],
    ['a start without an end', 'dateFrom=2031-04-01', 'dateTo', 'Choose the last day.'],
    ['an unknown status', 'date=2031-04-07&status=lost', 'status', ''],
    ['a crew id that is no id', 'date=2031-04-07&crewId=1%27%20or%201=1', 'crewId', 'Choose a crew.'],
  ])('answers 400 on the field for %s', async (_name, query, field, message) => {
    const reply = await get('csr', `/work-logs/map?${query}`);
    expect(reply.statusCode).toBe(400);
    const errors = englishErrors(reply.json());
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
  });

  it('refuses crews, vendors, customers and staff without map_crew', async () => {
    for (const who of ['crew', 'vendor', 'customer'] as const)
      expect((await get(who, '/work-logs/map?date=2031-04-07')).statusCode).toBe(403);
    const [csr] = await t.app.database.db.select().from(users).where(eq(users._id, setup.business.users.csr._id));
    const [role] = await t.app.database.db
      .insert(roles)
      .values({ name: `no maps ${Date.now()}`, permissions: ['assignment_list', 'bnb_map'] })
      .returning();
    const previousRole = csr.roleId;
    await t.app.database.db.update(users).set({ roleId: role._id }).where(eq(users._id, csr._id));
    try {
      expect((await get('csr', '/work-logs/map?date=2031-04-07')).statusCode).toBe(403);
      expect((await get('csr', '/work-logs/crew-progress')).statusCode).toBe(403);
      expect((await get('csr', '/vendors/territories')).statusCode).toBe(403);
      expect((await get('csr', '/work-logs/bnb-map?week=2031-W15')).statusCode).toBe(200);
    } finally {
      await t.app.database.db.update(users).set({ roleId: previousRole }).where(eq(users._id, csr._id));
    }
  });
});

describe('GET /work-logs/bnb-map', () => {
  it('answers the bnb visits of an ISO week, Monday to Sunday, by status', async () => {
    // 2031-W24 runs from Monday 2031-06-09 to Sunday 2031-06-15.
    const monday = await world.insert({ date: '2031-06-09', serviceType: 'bnb', status: 'pending' });
    const sunday = await world.insert({ date: '2031-06-15', serviceType: 'bnb', status: 'skipped', reason: 'rain' });
    await world.insert({ date: '2031-06-16', serviceType: 'bnb' });
    await world.insert({ date: '2031-06-08', serviceType: 'bnb' });
    await world.insert({ date: '2031-06-10', serviceType: 'mow' });
    expect(ids(await stopsOf('/work-logs/bnb-map?week=2031-W24'))).toEqual([monday._id, sunday._id].sort());
    expect(ids(await stopsOf('/work-logs/bnb-map?week=2031-W24&status=skipped'))).toEqual([sunday._id]);
  });

  it.each([['2031-24'], ['2031-W54'], ['2031-W00'], ['2031-W2%00']])('answers 400 on week for %s', async (week) => {
    const reply = await get('csr', `/work-logs/bnb-map?week=${week}`);
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(englishErrors(reply.json()))).toContain('week');
  });
});

describe('GET /work-logs/crew-progress', () => {
  it('gives each crew of the day its counts, last completed stop, current stop and remaining minutes', async () => {
    const date = '2031-07-01';
    const completedAt = new Date('2031-07-01T15:00:00Z');
    await world.insert({
      date,
      status: 'completed',
      startedAt: new Date('2031-07-01T14:30:00Z'),
      completedAt: new Date('2031-07-01T14:50:00Z'),
    });
    const last = await world.insert({ date, status: 'completed', startedAt: new Date('2031-07-01T14:55:00Z'), completedAt });
    const current = await world.insert({ date, status: 'started', startedAt: new Date('2031-07-01T15:10:00Z'), timeCapHours: 1 });
    await world.insert({ date, status: 'pending', timeCapHours: 0.5, extraTimeGrantedMinutes: 15 });
    await world.insert({ date, status: 'skipped', reason: 'gate locked' });
    await world.insert({ date, crewId: world.otherVendorCrew._id, vendorId: world.otherVendorCrew.vendorId });

    const reply = await get('csr', `/work-logs/crew-progress?date=${date}`);
    expect(reply.statusCode).toBe(200);
    const day = reply.json().data;
    expect(day).toMatchObject({ date, isToday: false });
    const mine = day.crews.find((crew: { crewId: string }) => crew.crewId === world.crew._id);
    expect(mine).toMatchObject({
      counts: { completed: 2, started: 1, pending: 1, skipped: 1, cancel: 0 },
      done: 3,
      left: 2,
      remainingMinutes: 105,
      lastCompleted: { _id: last._id, address: world.address, latitude: 30.27, at: completedAt.toISOString() },
      current: { _id: current._id },
      // Lateness is judged on today only.
      late: false,
    });
    expect(day.crews.map((crew: { crewId: string }) => crew.crewId)).toContain(world.otherVendorCrew._id);
  });

  it('answers today by default and marks a crew late whose stops left outlast the working day', async () => {
    const { today } = await planContext(t.app.database.db);
    const behind = await world.insert({ date: today, crewId: world.sameVendorCrew._id, status: 'pending', timeCapHours: 24 });
    const reply = await get('admin', '/work-logs/crew-progress');
    expect(reply.json().data).toMatchObject({ date: today, isToday: true });
    const crew = reply.json().data.crews.find((row: { crewId: string }) => row.crewId === behind.crewId);
    // The demo's own visits of today may belong to the crew too.
    expect(crew.left).toBeGreaterThanOrEqual(1);
    expect(crew).toMatchObject({ late: true, lateReason: 'behind_schedule' });
  });

  it('judges each crew within its own working hours that week day', async () => {
    const { today } = await planContext(t.app.database.db);
    const crewId = world.otherVendorCrew._id;
    const [{ workingHours }] = await t.app.database.db.select().from(crews).where(eq(crews._id, crewId));
    const day = isoWeekDay(today) - 1;
    // Its hours today end a minute after midnight: an hour's visit left is behind whatever the clock says.
    const ended = workingHours.map((hours, index) => (index === day ? { works: true, start: '00:00', end: '00:01' } : hours));
    await t.app.database.db.update(crews).set({ workingHours: ended }).where(eq(crews._id, crewId));
    await world.insert({ date: today, crewId, vendorId: world.otherVendorCrew.vendorId, status: 'pending', timeCapHours: 1 });
    const crew = (await get('admin', '/work-logs/crew-progress'))
      .json()
      .data.crews.find((row: { crewId: string }) => row.crewId === crewId);
    expect(crew).toMatchObject({ workday: { start: '00:00', end: '00:01' }, late: true, lateReason: 'behind_schedule' });
    await t.app.database.db.update(crews).set({ workingHours }).where(eq(crews._id, crewId));
  });

  it('answers 400 on an impossible date', async () => {
    const reply = await get('csr', '/work-logs/crew-progress?date=2031-13-01');
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(englishErrors(reply.json()))).toContain('date');
  });
});

describe('GET /vendors/territories', () => {
  it('lists every crew with the zip codes its vendor gave it, and their markets', async () => {
    await t.app.database.db
      .insert(vendorZipcodes)
      .values({ vendorId: world.crew.vendorId, zipcode: '79999', weekDay: 3, crewId: world.crew._id })
      .onConflictDoNothing();
    const reply = await get('csr', '/vendors/territories');
    expect(reply.statusCode).toBe(200);
    const { crews, markets } = reply.json().data;
    expect(crews.find((crew: { crewId: string }) => crew.crewId === world.crew._id).zipcodes).toContain('79999');
    expect(crews.find((crew: { crewId: string }) => crew.crewId === world.otherVendorCrew._id).zipcodes).not.toContain('79999');
    expect(markets.length).toBeGreaterThan(0);
  });
});

describe('the work-logs-changed event', () => {
  let url: string;
  beforeAll(async () => {
    url = await listen(t.app);
  });

  it('tells staff, and nobody else, of every start, completion and skip, without a notification', async () => {
    const staff = await connect(url, setup.tokens.csr, WORK_LOGS_CHANGED_EVENT);
    const customer = await connect(url, setup.tokens.customer, WORK_LOGS_CHANGED_EVENT);
    const crew = await connect(url, setup.tokens.crew, WORK_LOGS_CHANGED_EVENT);
    try {
      const { today } = await planContext(t.app.database.db);
      const row = await world.insert({ date: today });
      for (const change of [{ action: 'start' }, { action: 'complete' }]) {
        const arrived = staff.next();
        const reply = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/work-logs/${row._id}/status`,
          headers: bearer(setup.tokens.crew),
          payload: change,
        });
        expect(reply.statusCode).toBe(200);
        expect(await arrived).toEqual({ ids: [row._id] });
      }
      const skipped = await world.insert({ date: today });
      const arrived = staff.next();
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/work-logs/${skipped._id}/status`,
        headers: bearer(setup.tokens.crew),
        payload: { action: 'skip', reason: 'dog in yard' },
      });
      expect(await arrived).toEqual({ ids: [skipped._id] });
      await settle(700);
      expect(staff.received).toHaveLength(3);
      expect(customer.received).toHaveLength(0);
      expect(crew.received).toHaveLength(0);
    } finally {
      for (const listener of [staff, customer, crew]) listener.socket.close();
    }
  });

  it('tells staff of a reassignment and of a move, once each, naming every row', async () => {
    const staff = await connect(url, setup.tokens.csr, WORK_LOGS_CHANGED_EVENT);
    try {
      const { today } = await planContext(t.app.database.db);
      const rows = [await world.insert({ date: today }), await world.insert({ date: today })];
      const ids = rows.map((row) => row._id);
      const post = (path: string, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/v1/work-logs/${path}`, headers: bearer(setup.tokens.csr), payload });

      let arrived = staff.next();
      expect((await post('reassign', { ids, crewId: world.crew._id })).statusCode).toBe(200);
      expect(((await arrived) as unknown as { ids: string[] }).ids.sort()).toEqual([...ids].sort());
      arrived = staff.next();
      expect((await post('move', { ids: [ids[0], ids[0]], date: today })).statusCode).toBe(200);
      expect(await arrived).toEqual({ ids: [ids[0]] });
      await settle(700);
      expect(staff.received).toHaveLength(2);
    } finally {
      staff.socket.close();
    }
  });

  it('gathers the changes of half a second into one event, so tabs do not read once per crew action', async () => {
    const staff = await connect(url, setup.tokens.csr, WORK_LOGS_CHANGED_EVENT);
    try {
      const { today } = await planContext(t.app.database.db);
      const rows = [await world.insert({ date: today }), await world.insert({ date: today }), await world.insert({ date: today })];
      const arrived = staff.next();
      const started = await Promise.all(
        rows.map((row) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/v1/work-logs/${row._id}/status`,
            headers: bearer(setup.tokens.crew),
            payload: { action: 'start' },
          }),
        ),
      );
      expect(started.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
      expect(((await arrived) as unknown as { ids: string[] }).ids.sort()).toEqual(rows.map((row) => row._id).sort());
      await settle(700);
      expect(staff.received).toHaveLength(1);
    } finally {
      staff.socket.close();
    }
  });
});
