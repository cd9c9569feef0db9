import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crews, histories, properties, workLogs } from '../../../server/db/schema';
import { sharedSolverPool } from '../../../server/modules/routing/solverPool';
import { readDay, sameWork } from '../../../server/modules/workLogs/drivingRoute';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { buildWorld, type WorkLogTestApp, type WorkLogValues, workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
type Who = keyof WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const api = (who: Who, method: 'POST' | 'PUT', payload: object, path = '/work-logs/route') =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(setup.tokens[who]), payload });
let nextDay = 1;
/** A day of its own per test, so no test meets another's stops. */
const freshDay = () => `2031-05-${String(nextDay++).padStart(2, '0')}`;

/** A stop at `latitude` on one meridian (each its own property), so the shortest order is plain to see. */
async function stopAt(latitude: number | null, values: WorkLogValues) {
  const place = await buildWorld(t, setup.business);
  await db()
    .update(properties)
    .set({ latitude, longitude: latitude === null ? null : -97.7 })
    .where(eq(properties._id, place.propertyId));
  return place.insert({ crewId: world.crew._id, vendorId: world.crew.vendorId, ...values });
}

const positions = async (ids: string[]) => {
  const rows = await db()
    .select({ _id: workLogs._id, routePosition: workLogs.routePosition })
    .from(workLogs)
    .where(inArray(workLogs._id, ids));
  return Object.fromEntries(rows.map((row) => [row._id, row.routePosition]));
};
const dayOrder = async (date: string, crewId = world.crew._id) =>
  (
    await db()
      .select({ _id: workLogs._id })
      .from(workLogs)
      .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date)))
      .orderBy(asc(workLogs.routePosition))
  ).map((row) => row._id);

describe('POST /work-logs/route', () => {
  it('puts done stops first as they were done, optimises the pending ones from the last of them, skipped last, and saves it with history', async () => {
    const date = freshDay();
    await db().update(crews).set({ startLatitude: 29.9, startLongitude: -97.7 }).where(eq(crews._id, world.crew._id));
    const skipped = await stopAt(30.15, { date, status: 'skipped', reason: 'Gate locked', routePosition: 1 });
    const far = await stopAt(30.3, { date, routePosition: 2 });
    const near = await stopAt(30.1, { date, routePosition: 3 });
    const mid = await stopAt(30.2, { date, routePosition: 4 });
    const doneSecond = await stopAt(30.05, {
      date,
      status: 'completed',
      startedAt: new Date('2031-05-01T14:00:00Z'),
      completedAt: new Date('2031-05-01T14:30:00Z'),
      routePosition: 5,
    });
    const doneFirst = await stopAt(29.95, {
      date,
      status: 'completed',
      startedAt: new Date('2031-05-01T13:00:00Z'),
      completedAt: new Date('2031-05-01T13:30:00Z'),
      routePosition: 6,
    });
    const unlocated = await stopAt(null, { date, routePosition: 7 });

    const response = await api('crew', 'POST', { crewId: world.crew._id, date });
    expect(response.statusCode).toBe(200);
    const expected = [doneFirst, doneSecond, near, mid, far, unlocated, skipped].map((row) => row._id);
    const data = response.json().data;
    expect(data.workLogIds).toEqual(expected);
    expect(await dayOrder(date)).toEqual(expected);
    expect(await positions(expected)).toEqual(Object.fromEntries(expected.map((id, index) => [id, index + 1])));
    // From the start point (29.9) north to 30.3 on one meridian: 0.4° × 69.09 miles × detour 1.3, at 25 mph.
    expect(data.miles).toBeCloseTo(0.4 * 69.09 * 1.3, 0);
    expect(data.minutes).toBe(Math.round(((0.4 * 69.09 * 1.3) / 25) * 60));
    const history = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'work-log'), inArray(histories.entityId, expected), eq(histories.action, 'route-changed')));
    expect(history.find((entry) => entry.entityId === skipped._id)?.changes).toEqual({ routePosition: { from: 1, to: 7 } });

    // Generated again: the same order, nothing left to write.
    expect((await api('csr', 'POST', { crewId: world.crew._id, date })).json().data.workLogIds).toEqual(expected);
    const again = await db()
      .select()
      .from(histories)
      .where(and(inArray(histories.entityId, expected), eq(histories.action, 'route-changed')));
    expect(again.length).toBe(history.length);
  });

  it('keeps the order it found before locking the day only while the day is as it was read', async () => {
    const day = { crewId: world.crew._id, date: freshDay() };
    const first = await stopAt(30.1, { date: day.date, routePosition: 1 });
    const second = await stopAt(30.2, { date: day.date, routePosition: 2 });
    const read = await readDay(db(), day);
    // Another route's positions are not a change of the work: the order found still stands.
    await db().update(workLogs).set({ routePosition: 7, updatedAt: new Date() }).where(eq(workLogs._id, first._id));
    expect(sameWork(read, await readDay(db(), day))).toBe(true);
    // A stop started meanwhile is: the order is found again under the lock.
    await db().update(workLogs).set({ status: 'started', startedAt: new Date() }).where(eq(workLogs._id, second._id));
    expect(sameWork(read, await readDay(db(), day))).toBe(false);
    // So is a stop added to the day.
    const again = await readDay(db(), day);
    await stopAt(30.3, { date: day.date });
    expect(sameWork(again, await readDay(db(), day))).toBe(false);
    expect((await api('admin', 'POST', day)).json().data.workLogIds).toHaveLength(3);
  });

  it("orders a large day on the routing domain's solver pool, as the optimiser does on one meridian", async () => {
    const date = freshDay();
    await db().update(crews).set({ startLatitude: 29.9, startLongitude: -97.7 }).where(eq(crews._id, world.crew._id));
    // Twenty stops north of the start point, saved in a scrambled order: the shortest open path visits them south to north.
    const latitudes = Array.from({ length: 20 }, (_, index) => 30 + ((index * 7) % 20) / 100);
    const stops = [];
    for (const [index, latitude] of latitudes.entries())
      stops.push({ latitude, row: await stopAt(latitude, { date, routePosition: index + 1 }) });
    const response = await api('crew', 'POST', { crewId: world.crew._id, date });
    expect(response.statusCode).toBe(200);
    const southToNorth = [...stops].sort((a, b) => a.latitude - b.latitude).map((stop) => stop.row._id);
    expect(response.json().data.workLogIds).toEqual(southToNorth);
    expect(await dayOrder(date)).toEqual(southToNorth);
    expect(sharedSolverPool()?.stats.workers).toBeGreaterThanOrEqual(1);
  });

  it('lets a crew order only its own day, a vendor only its crews', async () => {
    const date = freshDay();
    expect((await api('crew', 'POST', { crewId: world.sameVendorCrew._id, date })).statusCode).toBe(403);
    expect((await api('vendor', 'POST', { crewId: world.sameVendorCrew._id, date })).statusCode).toBe(200);
    expect((await api('vendor', 'POST', { crewId: world.otherVendorCrew._id, date })).statusCode).toBe(403);
    expect((await api('customer', 'POST', { crewId: world.crew._id, date })).statusCode).toBe(403);
    expect((await api('admin', 'POST', { crewId: world.otherVendorCrew._id, date })).statusCode).toBe(200);
    expect((await api('admin', 'POST', { crewId: '00000000-0000-4000-8000-000000000000', date })).statusCode).toBe(404);
  });

  it('answers 400 with field messages to hostile input', async () => {
    for (const body of [
      { crewId: world.crew._id, date: '2031-02-30' },
      { crewId: world.crew._id, date: '2031-05-01\u0000' },
      { crewId: `${world.crew._id}\u0000`, date: '2031-05-01' },
      { crewId: 'x'.repeat(100_000), date: '2031-05-01' },
      { crewId: world.crew._id, date: '99999-01-01' },
      {},
    ]) {
      const response = await api('csr', 'POST', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('PUT /work-logs/route', () => {
  it('saves the order staff give, and refuses ids that are not exactly the day', async () => {
    const date = freshDay();
    const rows = [await stopAt(30.1, { date }), await stopAt(30.2, { date }), await stopAt(30.3, { date })];
    const ids = rows.map((row) => row._id).reverse();
    const response = await api('csr', 'PUT', { crewId: world.crew._id, date, ids });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.workLogIds).toEqual(ids);
    expect(await dayOrder(date)).toEqual(ids);

    const other = await stopAt(30.4, { date: freshDay() });
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), other._id], [...ids, '00000000-0000-4000-8000-000000000000']]) {
      const refused = await api('csr', 'PUT', { crewId: world.crew._id, date, ids: wrong });
      expect(refused.statusCode).toBe(400);
      expect(englishErrors(refused.json()).ids).toBe("List every work log of the crew's day once, and no other.");
    }
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: Array(5001).fill(ids[0]) })).statusCode).toBe(400);
    expect((await api('crew', 'PUT', { crewId: world.sameVendorCrew._id, date, ids })).statusCode).toBe(403);
    expect(await dayOrder(date)).toEqual(ids);
  });
});

describe('re-optimisation', () => {
  it('re-orders the stops left when a stop is skipped, from the last completed stop', async () => {
    const date = freshDay();
    const done = await stopAt(30.0, { date, status: 'completed', completedAt: new Date('2031-05-01T13:00:00Z') });
    const [a, b, c, d] = [
      await stopAt(30.1, { date }),
      await stopAt(30.2, { date }),
      await stopAt(30.3, { date }),
      await stopAt(30.4, { date }),
    ];
    const scrambled = [done, d, b, a, c].map((row) => row._id);
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: scrambled });
    const skip = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/work-logs/${b._id}/status`,
      headers: bearer(setup.tokens.csr),
      payload: { action: 'skip', reason: 'Dog in the yard' },
    });
    expect(skip.statusCode).toBe(200);
    expect(await dayOrder(date)).toEqual([done, a, c, d, b].map((row) => row._id));
  });

  it('re-orders the days work logs leave and join when staff move them', async () => {
    const date = freshDay();
    const target = freshDay();
    const [a, c] = [await stopAt(30.1, { date: target }), await stopAt(30.3, { date: target })];
    const [leaving, staying1, staying2] = [await stopAt(30.2, { date }), await stopAt(30.5, { date }), await stopAt(30.4, { date })];
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: [leaving, staying1, staying2].map((row) => row._id) });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/work-logs/move',
      headers: bearer(setup.tokens.csr),
      payload: { ids: [leaving._id], date: target },
    });
    expect(moved.statusCode).toBe(200);
    // From the crew's start point (29.9, set above) north along the meridian.
    expect(await dayOrder(target)).toEqual([a, leaving, c].map((row) => row._id));
    expect(await positions([a, leaving, c].map((row) => row._id))).toEqual({ [a._id]: 1, [leaving._id]: 2, [c._id]: 3 });
    expect(await dayOrder(date)).toEqual([staying2, staying1].map((row) => row._id));
  });
});

describe('access windows', () => {
  const isoWeekDayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  const windowed = async (latitude: number, date: string, windows: { days: number[]; start: string; end: string }[]) => {
    const row = await stopAt(latitude, { date });
    await db().update(properties).set({ accessWindows: windows }).where(eq(properties._id, row.propertyId));
    return row;
  };
  const everyDay = [1, 2, 3, 4, 5, 6, 7];

  it('orders the day so a window is met, and reports the visits no order can fit', async () => {
    await db().update(crews).set({ startLatitude: 29.9, startLongitude: -97.7 }).where(eq(crews._id, world.crew._id));
    const date = freshDay();
    // 1.3 detour at 25 mph: a hundredth of a degree is about 2.2 minutes. Nearest first would reach `gate` about 9:00,
    // after its gate closes at 8:30; going there first it is there by 8:22.
    const near = await stopAt(29.92, { date });
    const mid = await stopAt(29.94, { date });
    const gate = await windowed(30.0, date, [{ days: everyDay, start: '08:00', end: '08:30' }]);
    const response = await api('csr', 'POST', { crewId: world.crew._id, date });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.workLogIds[0]).toBe(gate._id);
    expect(new Set(data.workLogIds)).toEqual(new Set([near, mid, gate].map((row) => row._id)));
    expect(data.late).toEqual([]);

    // A gate 27 miles out that closes at 8:10 cannot be met; a site closed on this week day cannot be visited at all.
    const far = await windowed(30.3, date, [{ days: everyDay, start: '07:00', end: '08:10' }]);
    const closed = await windowed(29.93, date, [
      { days: everyDay.filter((day) => day !== isoWeekDayOf(date)), start: '08:00', end: '16:00' },
    ]);
    const again = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    expect(again.late).toEqual(
      expect.arrayContaining([
        { workLogId: far._id, reason: 'late', arrival: expect.stringMatching(/^\d\d:\d\d$/), window: { start: '07:00', end: '08:10' } },
        { workLogId: closed._id, reason: 'closed-day', arrival: expect.stringMatching(/^\d\d:\d\d$/), window: null },
      ]),
    );
    expect(again.late).toHaveLength(2);
    // The one that can still be met still is.
    expect(again.late.map((miss: { workLogId: string }) => miss.workLogId)).not.toContain(gate._id);

    // The office's own order is judged the same way: the gate last is late, and said so.
    const ids = [near, mid, closed, far, gate].map((row) => row._id);
    const put = (await api('csr', 'PUT', { crewId: world.crew._id, date, ids })).json().data;
    expect(put.late.map((miss: { workLogId: string }) => miss.workLogId)).toEqual(expect.arrayContaining([gate._id, far._id, closed._id]));
  });
});
