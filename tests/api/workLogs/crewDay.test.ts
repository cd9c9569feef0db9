import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEstimate } from '../../../common/geo/distance';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { crewAnnouncements, crews, histories, phrases, properties, workLogs } from '../../../server/db/schema';
import { planContext } from '../../../server/modules/scheduling/planner';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { workLogTestApp, type WorkLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let today: string;
let tokens: WorkLogTestApp['tokens'];
type Who = keyof typeof tokens;

beforeAll(async () => {
  ({ t, world, tokens } = await workLogTestApp());
  today = (await planContext(t.app.database.db)).today;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const api = (who: Who, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(tokens[who]), ...(payload && { payload }) });
const dayOf = async (date?: string) => {
  const response = await api('crew', 'GET', `/crew/day${date ? `?date=${date}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const ownStops = (day: { stops: { _id: string; propertyId: string }[] }) =>
  day.stops.filter((stop) => stop.propertyId === world.propertyId);

describe('GET /crew/day', () => {
  it('answers the crew’s own day in route order, with the gate and lot but never the customer’s contact', async () => {
    await db()
      .update(properties)
      .set({ gateName: 'North gate', gateCode: '#4411', backyardLockCode: '2580', petsAndSecurity: 'Friendly dog', cornerLot: true })
      .where(eq(properties._id, world.propertyId));
    const second = await world.insert({ date: today, routePosition: 902, crewNotes: 'Bring the edger' });
    const first = await world.insert({ date: today, routePosition: 901 });
    const unnumbered = await world.insert({ date: today, routePosition: null });
    const cancelled = await world.insert({ date: today, status: 'cancel', reason: 'Customer away' });
    const theirs = await world.insert({ date: today, crewId: world.sameVendorCrew._id });

    const day = await dayOf();
    expect(day.date).toBe(today);
    expect(day.today).toBe(today);
    expect(day.crew._id).toBe(world.crew._id);
    const ids = ownStops(day).map((stop: { _id: string }) => stop._id);
    expect(ids).toEqual([first._id, second._id, unnumbered._id]);
    expect(ids).not.toContain(cancelled._id);
    expect(ids).not.toContain(theirs._id);
    const positions = day.stops.map((stop: { routePosition: number | null }) => stop.routePosition ?? Infinity);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(ownStops(day)[1]).toMatchObject({
      address: world.address,
      zipcode: '78701',
      gateName: 'North gate',
      gateCode: '#4411',
      backyardLockCode: '2580',
      petsAndSecurity: 'Friendly dog',
      cornerLot: true,
      lotSize: 6000,
      serviceType: 'mow',
      frontBack: 'both',
      crewNotes: 'Bring the edger',
      status: 'pending',
    });
    const text = JSON.stringify(day);
    for (const field of ['customerEmail', 'customerMobile', 'email', 'mobile', 'price', 'customerName'])
      expect(text).not.toContain(`"${field}"`);
  });

  it('gives each stop its access windows of that week day: none for any time, an empty list on a day they leave out', async () => {
    const date = '2031-06-04'; // a Wednesday
    const stop = await world.insert({ date, routePosition: 1 });
    const windowsOf = async () => (await dayOf(date)).stops.find((item: { _id: string }) => item._id === stop._id).accessWindows as unknown;
    expect(await windowsOf()).toBeNull();
    const set = (accessWindows: { days: number[]; start: string; end: string }[]) =>
      db().update(properties).set({ accessWindows }).where(eq(properties._id, world.propertyId));
    await set([
      { days: [1, 2, 3, 4, 5], start: '08:00', end: '12:00' },
      { days: [3], start: '14:00', end: '15:00' },
      { days: [6], start: '07:00', end: '09:00' },
    ]);
    expect(await windowsOf()).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '15:00' },
    ]);
    await set([{ days: [1, 2, 4, 5], start: '08:00', end: '12:00' }]);
    expect(await windowsOf()).toEqual([]);
    await set([]);
  });

  it('reads another day when asked, and its totals from the start point through the stops left', async () => {
    const date = '2031-06-02';
    await db().update(properties).set({ latitude: 30.3, longitude: -97.7 }).where(eq(properties._id, world.propertyId));
    await db().update(crews).set({ startLatitude: 30.25, startLongitude: -97.75 }).where(eq(crews._id, world.crew._id));
    try {
      await world.insert({ date, status: 'completed' });
      await world.insert({ date, status: 'skipped', reason: 'Locked gate' });
      await world.insert({ date });
      await world.insert({ date, status: 'started' });
      const day = await dayOf(date);
      expect(day.date).toBe(date);
      expect(day.today).toBe(today);
      expect(day.stops).toHaveLength(4);
      const estimate = routeEstimate(
        [
          { latitude: 30.25, longitude: -97.75 },
          { latitude: 30.3, longitude: -97.7 },
          { latitude: 30.3, longitude: -97.7 },
        ],
        DEFAULT_SETTINGS.routing,
      );
      expect(day.totals).toMatchObject({ done: 1, left: 2 });
      expect(day.totals.miles).toBeCloseTo(estimate.miles, 6);
      expect(day.totals.minutes).toBeCloseTo(estimate.minutes, 6);
      expect(day.totals.miles).toBeGreaterThan(4);
    } finally {
      await db().update(crews).set({ startLatitude: null, startLongitude: null }).where(eq(crews._id, world.crew._id));
    }
  });

  it('lists the announcements active that day for every vendor or the crew’s vendor, and the skip reasons', async () => {
    const date = '2031-06-09';
    const rows = await db()
      .insert(crewAnnouncements)
      .values([
        { title: 'Everyone', message: 'Heat advisory', activeFrom: '2031-06-01', activeTo: '2031-06-30', vendorId: null },
        { title: 'Ours', message: 'New mowers', activeFrom: date, activeTo: date, vendorId: world.crew.vendorId },
        { title: 'Theirs', message: 'Not for us', activeFrom: date, activeTo: date, vendorId: world.otherVendorCrew.vendorId },
        { title: 'Over', message: 'Ended', activeFrom: '2031-05-01', activeTo: '2031-06-08', vendorId: null },
      ])
      .returning();
    const day = await dayOf(date);
    expect(day.announcements.map((row: { title: string }) => row.title).sort()).toEqual(['Everyone', 'Ours']);
    const unassign = await db().select().from(phrases).where(eq(phrases.type, 'un-assign'));
    expect(unassign.length).toBeGreaterThan(0);
    expect(day.skipReasons.map((row: { _id: string }) => row._id).sort()).toEqual(unassign.map((row) => row._id).sort());
    for (const row of rows) await db().delete(crewAnnouncements).where(eq(crewAnnouncements._id, row._id));
  });

  it('is for crews only: staff, vendors and customers get 403', async () => {
    for (const who of ['admin', 'csr', 'vendor', 'customer'] as const)
      expect((await api(who, 'GET', '/crew/day')).statusCode, who).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/crew/day' })).statusCode).toBe(401);
  });

  it('answers 400 on the date field for impossible and hostile dates', async () => {
    for (const date of ['2031-02-30', '31-06-02', '2031-06-02%00', 'x'.repeat(5000), '1800-01-01', '2031-13-01']) {
      const response = await api('crew', 'GET', `/crew/day?date=${date}`);
      expect(response.statusCode, date.slice(0, 20)).toBe(400);
      expect(Object.keys(englishErrors(response.json()))).toContain('date');
    }
  });
});

describe('a crew acts only on today’s stops', () => {
  it('refuses to start or complete a stop of another day, and leaves it as it was', async () => {
    const tomorrow = await world.insert({ date: '2031-06-16' });
    const refused = await api('crew', 'PUT', `/work-logs/${tomorrow._id}/status`, { action: 'start' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A crew can mark only today’s work logs started.');
    const started = await world.insert({ date: '2031-06-16', status: 'started' });
    expect((await api('crew', 'PUT', `/work-logs/${started._id}/status`, { action: 'complete' })).statusCode).toBe(409);
    expect((await db().select().from(workLogs).where(eq(workLogs._id, started._id)))[0].status).toBe('started');
    // The office still may.
    expect((await api('csr', 'PUT', `/work-logs/${tomorrow._id}/status`, { action: 'start' })).statusCode).toBe(200);
  });
});

describe('PUT /work-logs/:id/notes', () => {
  it('saves the crew’s notes on its own stop today, with a history row, and answers the detail', async () => {
    const row = await world.insert({ date: today });
    const saved = await api('crew', 'PUT', `/work-logs/${row._id}/notes`, { crewNotes: '  Side gate sticks  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ _id: row._id, crewNotes: 'Side gate sticks' });
    const history = await db().select().from(histories).where(eq(histories.entityId, row._id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      entity: 'crew-note',
      action: 'updated',
      changes: { crewNotes: { from: null, to: 'Side gate sticks' } },
    });
    // Blank clears; the office may correct any day's notes.
    expect((await api('csr', 'PUT', `/work-logs/${row._id}/notes`, { crewNotes: '' })).json().data.crewNotes).toBeNull();
  });

  it('refuses another day for the crew, another crew’s stop, vendors and customers', async () => {
    const later = await world.insert({ date: '2031-06-23' });
    expect((await api('crew', 'PUT', `/work-logs/${later._id}/notes`, { crewNotes: 'x' })).statusCode).toBe(409);
    expect((await api('admin', 'PUT', `/work-logs/${later._id}/notes`, { crewNotes: 'Office note' })).statusCode).toBe(200);
    const theirs = await world.insert({ date: today, crewId: world.sameVendorCrew._id });
    expect((await api('crew', 'PUT', `/work-logs/${theirs._id}/notes`, { crewNotes: 'x' })).statusCode).toBe(403);
    for (const who of ['vendor', 'customer'] as const)
      expect((await api(who, 'PUT', `/work-logs/${theirs._id}/notes`, { crewNotes: 'x' })).statusCode).toBe(403);
    expect((await db().select().from(workLogs).where(eq(workLogs._id, theirs._id)))[0].crewNotes).toBeNull();
    expect((await api('crew', 'PUT', '/work-logs/00000000-0000-4000-8000-000000000000/notes', { crewNotes: 'x' })).statusCode).toBe(404);
  });

  it('answers 400 on crewNotes for text too long or not storable', async () => {
    const row = await world.insert({ date: today });
    for (const crewNotes of ['x'.repeat(2001), 'a\u0000b', 42]) {
      const response = await api('crew', 'PUT', `/work-logs/${row._id}/notes`, { crewNotes });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(englishErrors(response.json()))).toContain('crewNotes');
    }
  });
});
