// Balancing a vendor's day between its crews: the preview proposes, staff apply all or some, a stale preview is refused;
// on an overloaded day the proposal lowers the day's cost (driving plus 1.5 × overtime) or offers nothing.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import type { BalanceProposal } from '../../../common/schemas/balance';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../../common/schemas/crewHours';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { isoWeekDay } from '../../../server/lib/calendar';
import { planRoute } from '../../../server/modules/routing/optimiser';
import { sharedSolverPool } from '../../../server/modules/routing/solverPool';
import { seededRandom } from '../../../server/modules/routing/tour';
import { crews, histories, notifications, properties, workLogs } from '../../../server/db/schema';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { buildWorld, type WorkLogTestApp, type WorkLogValues, workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
type Who = keyof WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  // North Crew sets out from the south end of one meridian, South Crew from the north end.
  await db().update(crews).set({ startLatitude: 30.0, startLongitude: -97.7 }).where(eq(crews._id, world.crew._id));
  await db().update(crews).set({ startLatitude: 30.5, startLongitude: -97.7 }).where(eq(crews._id, world.sameVendorCrew._id));
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const api = (who: Who | 'anonymous', path: 'preview' | 'apply', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/work-logs/balance/${path}`,
    headers: who === 'anonymous' ? {} : bearer(setup.tokens[who]),
    payload,
  });
/** The same hours every day of the week. */
const everyDay = (start: string, end: string): WorkingHours => Array.from({ length: 7 }, () => ({ works: true, start, end }));
/** Runs `act` with those crews on `hours`, then gives them back the default hours. */
async function withHours<T>(crewIds: string[], hours: WorkingHours, act: () => Promise<T>): Promise<T> {
  await db().update(crews).set({ workingHours: hours }).where(inArray(crews._id, crewIds));
  try {
    return await act();
  } finally {
    await db().update(crews).set({ workingHours: DEFAULT_WORKING_HOURS }).where(inArray(crews._id, crewIds));
  }
}
let nextDay = 1;
const freshDay = () => `2031-07-${String(nextDay++).padStart(2, '0')}`;
const vendorId = () => world.crew.vendorId;
const bothCrews = () => [world.crew._id, world.sameVendorCrew._id];

/** A visit at `latitude` on the meridian (its own small lot: 20 minutes of mowing), on `crewId`'s day. */
async function workLogAt(latitude: number, crewId: string, values: WorkLogValues) {
  const place = await buildWorld(t, setup.business);
  await db().update(properties).set({ latitude, longitude: -97.7 }).where(eq(properties._id, place.propertyId));
  return place.insert({ crewId, vendorId: world.crew.vendorId, ...values });
}

/** Crossed crews: each crew's visits lie beside the other crew's start. */
async function crossedDay(date: string) {
  const north = world.crew._id;
  const south = world.sameVendorCrew._id;
  const onNorth = [await workLogAt(30.45, north, { date, routePosition: 1 }), await workLogAt(30.48, north, { date, routePosition: 2 })];
  const onSouth = [await workLogAt(30.02, south, { date, routePosition: 1 }), await workLogAt(30.05, south, { date, routePosition: 2 })];
  return { onNorth, onSouth };
}

const preview = async (date: string, extra: object = {}) => {
  const response = await api('csr', 'preview', { vendorId: vendorId(), date, ...extra });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as BalanceProposal;
};
const rowsOf = async (ids: string[]) =>
  db()
    .select({ _id: workLogs._id, crewId: workLogs.crewId, routePosition: workLogs.routePosition, pinned: workLogs.pinned })
    .from(workLogs)
    .where(inArray(workLogs._id, ids))
    .orderBy(asc(workLogs._id));
const dayOrder = async (date: string, crewId: string) =>
  (
    await db()
      .select({ _id: workLogs._id })
      .from(workLogs)
      .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date)))
      .orderBy(asc(workLogs.routePosition))
  ).map((row) => row._id);

describe('POST /work-logs/balance/preview', () => {
  it("proposes moving crossed visits to the crew beside them, cutting the day's driving, and writes nothing", async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const all = [...onNorth, ...onSouth].map((row) => row._id);
    const before = await rowsOf(all);

    const proposal = await preview(date);
    expect(proposal.moves.map((move) => [move.workLogId, move.toCrewId]).sort()).toEqual(
      [...onNorth.map((row) => [row._id, world.sameVendorCrew._id]), ...onSouth.map((row) => [row._id, world.crew._id])].sort(),
    );
    expect(proposal.moves[0]).toMatchObject({
      address: expect.any(String),
      serviceType: 'mow',
      fromCrewName: expect.stringMatching(/Fixture/),
      toCrewName: expect.stringMatching(/Fixture/),
    });
    expect(proposal.leftOut).toEqual([]);
    expect(proposal.after.driveMinutes).toBeLessThan(proposal.before.driveMinutes / 3);
    expect(proposal.after.miles).toBeLessThan(proposal.before.miles);
    // Each crew: 2 stops of 20 minutes before and after; 8 hours of day left, nothing done.
    for (const crew of proposal.crews) {
      expect(crew).toMatchObject({ availableHours: 8, before: { stops: 2, serviceMinutes: 40 }, after: { stops: 2, serviceMinutes: 40 } });
      expect(crew.after.hours).toBeLessThan(crew.before.hours);
    }
    // North Crew before: from 30.0 up to 30.48, 0.48° × 69.09 miles × detour 1.3 at 25 mph.
    const north = proposal.crews.find((crew) => crew.crewId === world.crew._id)!;
    expect(north.before.miles).toBeCloseTo(0.48 * 69.09 * 1.3, 0);
    expect(await rowsOf(all)).toEqual(before);
    // The same day previews the same proposal again.
    expect(await preview(date)).toEqual(proposal);
  });

  it('keeps pinned visits on their crew', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    await db().update(workLogs).set({ pinned: true }).where(eq(workLogs._id, onNorth[0]._id));
    const moved = (await preview(date)).moves.map((move) => move.workLogId);
    expect(moved).not.toContain(onNorth[0]._id);
    expect(moved).toEqual(expect.arrayContaining(onSouth.map((row) => row._id)));
  });

  it("shows what does not fit in the crews' hours instead of failing", async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    // Four hours of bush and bed fit in no 2-hour day; the 20-minute lots fill what is left.
    const long = await workLogAt(30.25, world.crew._id, { date, routePosition: 3, serviceType: 'bnb', timeCapHours: 4 });
    const extra = await Promise.all(
      [30.1, 30.15, 30.2, 30.3, 30.35, 30.4].map((latitude, index) =>
        workLogAt(latitude, world.sameVendorCrew._id, { date, routePosition: 3 + index }),
      ),
    );
    const proposal = await withHours([world.crew._id, world.sameVendorCrew._id], everyDay('08:00', '10:00'), () => preview(date));
    const left = Object.fromEntries(proposal.leftOut.map((workLog) => [workLog.workLogId, workLog.reason]));
    expect(left[long._id]).toBe('too-long');
    expect(Object.values(left).filter((reason) => reason === 'no-room').length).toBeGreaterThan(0);
    expect(proposal.leftOut.find((workLog) => workLog.workLogId === long._id)).toMatchObject({
      crewId: world.crew._id,
      crewName: 'Fixture North Crew',
      serviceType: 'bnb',
    });
    for (const crew of proposal.crews) expect(crew).toMatchObject({ hours: { start: '08:00', end: '10:00' }, availableHours: 2 });
    // What does not fit stays where it is: every visit is on a crew after the moves, counted in its figures.
    const placed = proposal.crews.reduce((total, crew) => total + crew.after.stops, 0);
    expect(placed).toBe(onNorth.length + onSouth.length + extra.length + 1);
    expect(proposal.moves.some((move) => left[move.workLogId])).toBe(false);
  });

  it("plans each crew within its own hours: a crew's day off takes no visit, and gives away its own", async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const south = world.sameVendorCrew._id;
    const offThatDay = everyDay('07:00', '15:00').map((day, index) => (index === isoWeekDay(date) - 1 ? { ...day, works: false } : day));
    const proposal = await withHours([south], offThatDay, () => preview(date));
    const southCrew = proposal.crews.find((crew) => crew.crewId === south)!;
    expect(southCrew).toMatchObject({ hours: null, availableHours: 0, after: { stops: 0 } });
    expect(proposal.moves.map((move) => move.toCrewId)).toEqual(onSouth.map(() => world.crew._id));
    expect(proposal.moves.map((move) => move.workLogId).sort()).toEqual(onSouth.map((row) => row._id).sort());
    expect(proposal.crews.find((crew) => crew.crewId === world.crew._id)!.after.stops).toBe(onNorth.length + onSouth.length);

    // Working that day from 7:00 to 8:00, South holds what fits in one hour and no more.
    const oneHour = everyDay('07:00', '08:00');
    const short = await withHours([south], oneHour, () => preview(date));
    const shortSouth = short.crews.find((crew) => crew.crewId === south)!;
    expect(shortSouth).toMatchObject({ hours: { start: '07:00', end: '08:00' }, availableHours: 1 });
    expect(shortSouth.after.hours).toBeLessThanOrEqual(1);
    expect(shortSouth.after.stops).toBeGreaterThan(0);
  });

  it("takes the minutes on site from the Routing settings' lot sizes", async () => {
    const date = freshDay();
    await crossedDay(date);
    const routing = DEFAULT_SETTINGS.routing;
    const settings = (values: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(setup.tokens.admin), payload: { routing: values } });
    expect((await settings({ ...routing, lotMinutes: { ...routing.lotMinutes, small: 45 } })).statusCode).toBe(200);
    try {
      const proposal = await preview(date);
      for (const crew of proposal.crews) expect(crew.before).toMatchObject({ stops: 2, serviceMinutes: 90 });
      expect(proposal.before.serviceMinutes).toBe(180);
    } finally {
      expect((await settings(routing)).statusCode).toBe(200);
    }
    expect((await preview(date)).before.serviceMinutes).toBe(80);
  });

  it('answers only staff with assignment_list, and 404 for a vendor that does not exist', async () => {
    const date = freshDay();
    const body = { vendorId: vendorId(), date };
    expect((await api('anonymous', 'preview', body)).statusCode).toBe(401);
    for (const who of ['customer', 'crew', 'vendor'] as const) expect((await api(who, 'preview', body)).statusCode, who).toBe(403);
    expect((await api('admin', 'preview', body)).statusCode).toBe(200);
    const unknown = await api('csr', 'preview', { ...body, vendorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Vendor not found.');
  });

  it('answers 400 with field messages to hostile input', async () => {
    for (const body of [
      {},
      { vendorId: vendorId(), date: '2031-02-30' },
      { vendorId: `${vendorId()}\u0000`, date: '2031-05-01' },
      { vendorId: 'x'.repeat(100_000), date: '2031-05-01' },
      { vendorId: vendorId(), date: '2031-05-01', moves: 'all' },
      { vendorId: vendorId(), date: '2031-05-01', moves: [{ workLogId: 'x', fromCrewId: world.crew._id, toCrewId: world.crew._id }] },
      { vendorId: vendorId(), date: '2031-05-01', budgetMs: 10 },
      { vendorId: vendorId(), date: '2031-05-01', budgetMs: 'fast' },
    ]) {
      const response = await api('csr', 'preview', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    const move = { workLogId: world.crew._id, fromCrewId: world.crew._id, toCrewId: world.sameVendorCrew._id };
    expect(
      englishErrors((await api('csr', 'preview', { vendorId: vendorId(), date: '2031-05-01', moves: [move, move] })).json()).moves,
    ).toBe('Each work log may move only once.');
    expect(
      englishErrors((await api('csr', 'preview', { vendorId: vendorId(), date: '2031-05-01', budgetMs: 90_000 })).json()).budgetMs,
    ).toBe('Give a time budget of 500 to 60000 milliseconds.');
  });

  it('answers within a time budget the request names, with the same moves on a clear day', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const proposal = await preview(date, { budgetMs: 1000 });
    expect(proposal.moves.map((move) => [move.workLogId, move.toCrewId]).sort()).toEqual(
      [...onNorth.map((row) => [row._id, world.sameVendorCrew._id]), ...onSouth.map((row) => [row._id, world.crew._id])].sort(),
    );
  });
});

describe('a balance preview cancelled', () => {
  const poolIdle = async () => {
    const pool = sharedSolverPool()!;
    for (let tries = 0; tries < 200 && (pool.stats.busy || pool.stats.queued); tries++) await new Promise((done) => setTimeout(done, 25));
    return pool.stats;
  };

  it('stops its search when the request is aborted, and reports nothing after', async () => {
    const date = freshDay();
    await crossedDay(date);
    const pushed = vi.spyOn(t.app.realtime, 'balanceProgress');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const abort = new AbortController();
      const asked = fetch(`${address}/api/v1/work-logs/balance/preview`, {
        method: 'POST',
        headers: { ...bearer(setup.tokens.csr), 'content-type': 'application/json' },
        body: JSON.stringify({ vendorId: vendorId(), date, budgetMs: 60_000 }),
        signal: abort.signal,
      });
      // Its search is under way (a 30 s solve), then the client goes away.
      while (!pushed.mock.calls.some(([, progress]) => progress.date === date && progress.state === 'solving'))
        await new Promise((done) => setTimeout(done, 25));
      const abortedAt = performance.now();
      abort.abort();
      await expect(asked).rejects.toThrow();
      const stats = await poolIdle();
      expect(stats.busy).toBe(0);
      expect(performance.now() - abortedAt).toBeLessThan(5_000);
      const reports = pushed.mock.calls.length;
      await new Promise((done) => setTimeout(done, 300));
      expect(pushed.mock.calls.length).toBe(reports);
    } finally {
      pushed.mockRestore();
    }
  });

  it("is replaced by the same user's next preview of that day, which waits its turn no more", async () => {
    const date = freshDay();
    await crossedDay(date);
    const first = api('csr', 'preview', { vendorId: vendorId(), date, budgetMs: 60_000 });
    await new Promise((done) => setTimeout(done, 300));
    const second = await api('csr', 'preview', { vendorId: vendorId(), date, budgetMs: 1000 });
    expect(second.statusCode).toBe(200);
    const refused = await first;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.work_logs.balance_preview_cancelled');
  });
});

describe('a balance preview solving', () => {
  it('leaves the node answering other requests, and tells who asked how far it has got', async () => {
    const date = freshDay();
    await crossedDay(date);
    const pushed = vi.spyOn(t.app.realtime, 'balanceProgress');
    try {
      // A 3 s budget: the solver searches for 1.5 s, on its own thread.
      const solving = preview(date, { budgetMs: 3000 });
      // Another request every 50 ms: each answers quickly, and none waits for the solve.
      const answers: number[] = [performance.now()];
      let done = false;
      void solving.finally(() => (done = true));
      while (!done) {
        const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
        expect(live.statusCode).toBe(200);
        answers.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const proposal = await solving;
      expect(proposal.moves).toHaveLength(4);
      const gaps = answers.slice(1).map((at, index) => at - answers[index]);
      expect(gaps.length).toBeGreaterThan(10);
      expect(Math.max(...gaps)).toBeLessThan(300);

      const reports = pushed.mock.calls.filter(([, progress]) => progress.date === date);
      expect(reports.length).toBeGreaterThanOrEqual(3);
      expect(reports.every(([userId]) => userId === setup.business.users.csr._id)).toBe(true);
      const last = reports.at(-1)![1];
      expect(last).toMatchObject({ vendorId: vendorId(), date, budgetMs: 3000 });
      expect(last.elapsedMs).toBeGreaterThan(1000);
      expect(last.bestMiles).toBeGreaterThan(0);
    } finally {
      pushed.mockRestore();
    }
  });
});

describe('POST /work-logs/balance/apply', () => {
  it('moves exactly the moves kept, with history and new route order on both crews, and tells the other staff', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const proposal = await preview(date);
    const kept = proposal.moves.filter((move) => move.workLogId !== onSouth[1]._id);
    expect(kept.length).toBe(3);
    const noticesBefore = (await setup.noticesOf('admin', 'service-schedule')).length;

    const response = await api('csr', 'apply', {
      vendorId: vendorId(),
      date,
      moves: kept.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId })),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(
      response
        .json()
        .data.map((row: { _id: string }) => row._id)
        .sort(),
    ).toEqual(kept.map((move) => move.workLogId).sort());

    const north = world.crew._id;
    const south = world.sameVendorCrew._id;
    const rows = Object.fromEntries((await rowsOf([...onNorth, ...onSouth].map((row) => row._id))).map((row) => [row._id, row]));
    expect(onNorth.map((row) => rows[row._id].crewId)).toEqual([south, south]);
    expect([rows[onSouth[0]._id].crewId, rows[onSouth[1]._id].crewId]).toEqual([north, south]);
    expect(kept.every((move) => rows[move.workLogId].pinned)).toBe(true);
    expect(rows[onSouth[1]._id].pinned).toBe(false);
    // Each crew's day re-ordered from its start: North from 30.0 takes 30.02 alone; South from 30.5 runs south.
    expect(await dayOrder(date, north)).toEqual([onSouth[0]._id]);
    expect(await dayOrder(date, south)).toEqual([onNorth[1]._id, onNorth[0]._id, onSouth[1]._id]);
    expect((await rowsOf(await dayOrder(date, south))).every((row) => row.routePosition !== null)).toBe(true);

    const history = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entity, 'work-log'), eq(histories.entityId, onNorth[0]._id), eq(histories.action, 'updated')));
    expect(history).toHaveLength(1);
    expect(history[0].changes).toMatchObject({ crewId: { from: north, to: south }, pinned: { from: false, to: true } });
    expect(history[0].userId).toBe(setup.business.users.csr._id);
    expect(
      await db()
        .select()
        .from(histories)
        .where(and(eq(histories.entityId, onSouth[1]._id), eq(histories.action, 'updated'))),
    ).toEqual([]);
    // One notice per crew that gained visits, to staff other than the one who applied.
    const notices = await setup.noticesOf('admin', 'service-schedule');
    expect(notices.length - noticesBefore).toBe(2);
    expect(
      (await db().select().from(notifications).where(eq(notifications.userId, setup.business.users.csr._id))).filter(
        (notice) => notice.type === 'service-schedule',
      ),
    ).toEqual([]);
  });

  it('previews the day after exactly the moves kept ticked, as their apply then leaves it', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const proposal = await preview(date);
    const kept = proposal.moves
      .filter((move) => move.workLogId !== onSouth[1]._id)
      .map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId }));
    const partial = await preview(date, { moves: kept });
    expect(partial.moves.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId }))).toEqual(kept);
    expect(partial.leftOut).toEqual([]);
    expect(partial.before).toEqual(proposal.before);
    // North takes one of South's visits; South keeps its other and takes both of North's.
    expect(partial.crews.map((crew) => [crew.crewName, crew.after.stops])).toEqual([
      ['Fixture North Crew', 1],
      ['Fixture South Crew', 3],
    ]);
    expect(partial.after.miles).toBeGreaterThan(proposal.after.miles);
    expect(partial.after.miles).toBeLessThan(partial.before.miles);
    // Nothing is written by a preview of moves either.
    expect((await rowsOf([...onNorth, ...onSouth].map((row) => row._id))).every((row) => !row.pinned)).toBe(true);

    expect((await api('csr', 'apply', { vendorId: vendorId(), date, moves: kept })).statusCode).toBe(200);
    const applied = await preview(date, { moves: [] });
    expect(applied.crews.map((crew) => crew.before)).toEqual(partial.crews.map((crew) => crew.after));
    expect(applied.after).toEqual(applied.before);
    // The same moves no longer describe the day.
    const stale = await api('csr', 'preview', { vendorId: vendorId(), date, moves: kept });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('server.work_logs.balance_changed_since_preview');
  });

  it('refuses the whole apply with 409 when a visit changed since the preview', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const proposal = await preview(date);
    const moves = proposal.moves.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId }));
    // Another staff member reassigns one of them by hand meanwhile.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/work-logs/reassign',
          headers: bearer(setup.tokens.admin),
          payload: { ids: [onNorth[0]._id], crewId: world.sameVendorCrew._id },
        })
      ).statusCode,
    ).toBe(200);
    const before = await rowsOf([...onNorth, ...onSouth].map((row) => row._id));

    const response = await api('csr', 'apply', { vendorId: vendorId(), date, moves });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      '1 of the 4 moves no longer match the day (the visit changed crew, date or status since the preview); nothing was changed. Preview again.',
    );
    expect(renderMessage('es', response.json().messageKey, response.json().params)).toMatch(/^1 de los 4 cambios ya no corresponde/);
    expect(await rowsOf([...onNorth, ...onSouth].map((row) => row._id))).toEqual(before);

    // A visit the crew completed, or a move to another vendor's crew, is refused the same way.
    await db().update(workLogs).set({ status: 'completed' }).where(eq(workLogs._id, onSouth[0]._id));
    const completed = moves.filter((move) => move.workLogId === onSouth[0]._id);
    expect((await api('csr', 'apply', { vendorId: vendorId(), date, moves: completed })).statusCode).toBe(409);
    const elsewhere = moves
      .filter((move) => move.workLogId === onSouth[1]._id)
      .map((move) => ({ ...move, toCrewId: world.otherVendorCrew._id }));
    expect((await api('csr', 'apply', { vendorId: vendorId(), date, moves: elsewhere })).statusCode).toBe(409);
    expect((await api('csr', 'apply', { vendorId: vendorId(), date: freshDay(), moves: moves.slice(2, 3) })).statusCode).toBe(409);
  });

  it('answers only staff, and 400 with field messages to hostile input', async () => {
    const date = freshDay();
    const move = { workLogId: '00000000-0000-4000-8000-000000000001', fromCrewId: world.crew._id, toCrewId: world.sameVendorCrew._id };
    const body = { vendorId: vendorId(), date, moves: [move] };
    expect((await api('anonymous', 'apply', body)).statusCode).toBe(401);
    for (const who of ['customer', 'crew', 'vendor'] as const) expect((await api(who, 'apply', body)).statusCode, who).toBe(403);
    expect((await api('admin', 'apply', body)).statusCode).toBe(409);
    for (const wrong of [
      { ...body, moves: [] },
      { ...body, moves: [move, move] },
      {
        ...body,
        moves: Array.from({ length: 501 }, (_, index) => ({
          ...move,
          workLogId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        })),
      },
      { ...body, moves: [{ ...move, toCrewId: 'nope' }] },
      { ...body, moves: 'all' },
      { ...body, date: '2031-13-01' },
    ]) {
      const response = await api('csr', 'apply', wrong);
      expect(response.statusCode, JSON.stringify(wrong).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(englishErrors((await api('csr', 'apply', { ...body, moves: [move, move] })).json()).moves).toBe(
      'Each work log may move only once.',
    );
  });
});

/** The day's cost as the figures show it, whatever the server says of its own: driving plus 1.5 × overtime minutes. */
function costOf(proposal: BalanceProposal, side: 'before' | 'after') {
  return proposal.crews.reduce((total, crew) => {
    const overtime = Math.max(0, crew[side].hours * 60 - crew.availableHours * 60);
    return total + crew[side].driveMinutes + 1.5 * overtime;
  }, 0);
}

/**
 * 38 stops over 35 miles after two rain days: each crew's visits scattered over the whole area (20-minute lots, half-hour
 * and hour-long bush and bed), in Generate Route's order, 4 hours of work each against 4-hour days.
 */
async function overloadedDay(date: string) {
  const random = seededRandom(6);
  const drawn = Array.from({ length: 38 }, () => ({
    position: { latitude: 30 + random() * 0.5, longitude: -97.75 + random() * 0.1 },
    minutes: [20, 20, 30, 60][Math.floor(random() * 4)],
    crewId: random() < 0.5 ? world.crew._id : world.sameVendorCrew._id,
  }));
  const ids: string[] = [];
  for (const [crewId, start] of [
    [world.crew._id, { latitude: 30.0, longitude: -97.7 }],
    [world.sameVendorCrew._id, { latitude: 30.5, longitude: -97.7 }],
  ] as const) {
    const mine = drawn.map((workLog, index) => ({ ...workLog, id: String(index) })).filter((workLog) => workLog.crewId === crewId);
    const order = planRoute({ start, pending: mine, detourFactor: 1.3, options: { seed: 1 } });
    for (const [position, id] of order.entries()) {
      const workLog = mine.find((candidate) => candidate.id === id)!;
      const place = await buildWorld(t, setup.business);
      await db().update(properties).set(workLog.position).where(eq(properties._id, place.propertyId));
      const values = workLog.minutes === 20 ? {} : { serviceType: 'bnb' as const, timeCapHours: workLog.minutes / 60 };
      ids.push((await place.insert({ crewId, vendorId: vendorId(), date, routePosition: position + 1, ...values }))._id);
    }
  }
  return ids;
}

describe('balance on an overloaded day', () => {
  it('never proposes a day costing more than the current plan, and ticks only the moves that help', async () => {
    const date = '2031-08-04';
    await overloadedDay(date);
    const proposal = await withHours(bothCrews(), everyDay('08:00', '12:00'), () => preview(date));
    // Both crews are over their hours as the day stands.
    for (const crew of proposal.crews) expect(crew.before.hours).toBeGreaterThan(crew.availableHours);
    expect(costOf(proposal, 'after')).toBeLessThanOrEqual(costOf(proposal, 'before'));
    expect(proposal.moves.length).toBeGreaterThan(0);
    expect(costOf(proposal, 'after')).toBeLessThan(costOf(proposal, 'before'));
    expect(proposal.cost.after).toBeLessThan(proposal.cost.before);
    expect(proposal.cost.overtimeWeight).toBe(1.5);
    expect(proposal.cost.before).toBeCloseTo(costOf(proposal, 'before'), -1);
    expect(proposal.after.overtimeHours).toBeLessThan(proposal.before.overtimeHours);
    // A move that does not help says what ticking it would add; a ticked one adds nothing.
    for (const move of proposal.moves) {
      if (move.ticked) expect(move.addsMinutes).toBeNull();
      else expect(move.addsMinutes).toBeGreaterThanOrEqual(0);
    }
    for (const crew of proposal.crews) expect(crew.before.overtimeHours).toBeCloseTo(crew.before.hours - crew.availableHours, 1);

    // The figures are those of the ticked moves: previewing exactly those gives them back.
    const ticked = proposal.moves
      .filter((move) => move.ticked)
      .map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId }));
    const same = await withHours(bothCrews(), everyDay('08:00', '12:00'), () => preview(date, { moves: ticked }));
    expect(same.after).toEqual(proposal.after);
    expect(same.cost).toEqual(proposal.cost);

    // Applied, each crew's phone hears that its day changed.
    const crewNoticesBefore = (await setup.noticesOf('crew', 'service-schedule')).length;
    const applied = await withHours(bothCrews(), everyDay('08:00', '12:00'), () =>
      api('csr', 'apply', { vendorId: vendorId(), date, moves: ticked }),
    );
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200);
    const crewNotices = await setup.noticesOf('crew', 'service-schedule');
    expect(crewNotices.length - crewNoticesBefore).toBe(1);
    expect(crewNotices.at(-1)!.message).toBe(`The office moved ${ticked.length} visits on or off your day of 8/4/2031.`);
  });

  it('says there is no better plan, and offers no move, when every crew already has its best day', async () => {
    const date = '2031-08-05';
    const north = world.crew._id;
    const south = world.sameVendorCrew._id;
    for (const [latitude, crewId, position] of [
      [30.02, north, 1],
      [30.05, north, 2],
      [30.48, south, 1],
      [30.45, south, 2],
    ] as const) {
      const place = await buildWorld(t, setup.business);
      await db().update(properties).set({ latitude, longitude: -97.7 }).where(eq(properties._id, place.propertyId));
      await place.insert({ crewId, vendorId: vendorId(), date, routePosition: position });
    }
    const proposal = await preview(date);
    expect(proposal.moves).toEqual([]);
    expect(proposal.cost.after).toBe(proposal.cost.before);
    expect(proposal.after).toEqual(proposal.before);
  });

  it('refuses to apply moves that make the day cost more unless staff confirm, and maps each crew before and after', async () => {
    const date = '2031-08-06';
    const north = world.crew._id;
    const south = world.sameVendorCrew._id;
    const near = await workLogAt(30.02, north, { date, routePosition: 1 });
    await workLogAt(30.48, south, { date, routePosition: 1 });
    // By hand: North's visit beside its start goes to South, across the whole meridian.
    const worse = [{ workLogId: near._id, fromCrewId: north, toCrewId: south }];
    const figures = await preview(date, { moves: worse });
    expect(figures.cost.after).toBeGreaterThan(figures.cost.before);
    const route = (crewId: string) => figures.routes.find((one) => one.crewId === crewId)!;
    expect(route(north)).toMatchObject({ start: [30.0, -97.7], before: [{ workLogId: near._id, at: [30.02, -97.7] }], after: [] });
    expect(route(south).before).toHaveLength(1);
    expect(route(south).after.map((stop) => stop.workLogId)).toContain(near._id);

    const refused = await api('csr', 'apply', { vendorId: vendorId(), date, moves: worse });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageKey).toBe('server.work_logs.balance_worse_day');
    expect(refused.json().message).toMatch(/^These moves add about \d+ min to the day's cost/);
    expect(renderMessage('es', refused.json().messageKey, refused.json().params)).toMatch(/^Estos cambios suman unos \d+ min/);
    expect((await rowsOf([near._id]))[0].crewId).toBe(north);

    const confirmed = await api('csr', 'apply', { vendorId: vendorId(), date, moves: worse, confirmWorse: true });
    expect(confirmed.statusCode, confirmed.body.slice(0, 300)).toBe(200);
    expect((await rowsOf([near._id]))[0].crewId).toBe(south);
  });
});

describe('balance and access windows', () => {
  it('lists the visits its day leaves outside their windows, and still moves what helps', async () => {
    const date = freshDay();
    const { onNorth, onSouth } = await crossedDay(date);
    const weekDay = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
    const windowsOf = (row: { propertyId: string }, accessWindows: { days: number[]; start: string; end: string }[]) =>
      db().update(properties).set({ accessWindows }).where(eq(properties._id, row.propertyId));
    // A gate that shuts at 8:05, 3 miles or more from either crew's start: late on any crew. A site closed that week day.
    await windowsOf(onNorth[0], [{ days: [1, 2, 3, 4, 5, 6, 7], start: '07:00', end: '08:05' }]);
    await windowsOf(onSouth[1], [{ days: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekDay), start: '08:00', end: '16:00' }]);
    const proposal = await preview(date);
    expect(proposal.moves.length).toBeGreaterThan(0);
    const late = Object.fromEntries(proposal.late.map((workLog) => [workLog.workLogId, workLog]));
    expect(Object.keys(late).sort()).toEqual([onNorth[0]._id, onSouth[1]._id].sort());
    expect(late[onNorth[0]._id]).toMatchObject({ reason: 'late', window: { start: '07:00', end: '08:05' }, arrival: expect.any(String) });
    expect(late[onSouth[1]._id]).toMatchObject({ reason: 'closed-day', window: null });
  });

  it('plans within the windows: a visit that would be late on the nearer crew stays, and the day still gets better', async () => {
    const date = freshDay();
    const early = world.crew._id;
    const late = world.sameVendorCrew._id;
    const everyWeekDay = [1, 2, 3, 4, 5, 6, 7];
    const windowsOf = (row: { propertyId: string }, start: string, end: string) =>
      db()
        .update(properties)
        .set({ accessWindows: [{ days: everyWeekDay, start, end }] })
        .where(eq(properties._id, row.propertyId));
    // North Crew sets out from 30.0 at 6:00 and reaches the gate at 30.53 (7:30–8:20) at about 7:54. South Crew, from
    // 30.5 at 8:00, is beside it but also has a visit at 30.47 to start by 8:20: with 20 minutes on site it cannot
    // start both in time. The shortest day gives South the gate and North South's visit at 30.02, which made the
    // preview drop both moves; planned within the windows, the gate stays and the day still gets shorter.
    await withHours([early], everyDay('06:00', '16:00'), async () => {
      const gate = await workLogAt(30.53, early, { date, routePosition: 1 });
      const tight = await workLogAt(30.47, late, { date, routePosition: 1 });
      const far = await workLogAt(30.02, late, { date, routePosition: 2 });
      await windowsOf(gate, '07:30', '08:20');
      await windowsOf(tight, '08:00', '08:20');

      const proposal = await preview(date);
      expect(proposal.late).toEqual([]);
      const ticked = proposal.moves.filter((move) => move.ticked);
      expect(ticked.map((move) => [move.workLogId, move.toCrewId])).toContainEqual([far._id, early]);
      expect(proposal.cost.after).toBeLessThan(proposal.cost.before);
      expect(proposal.after.miles).toBeLessThan(proposal.before.miles);
      // The dialog's before and after differ crew by crew.
      expect(proposal.crews.map((crew) => crew.after.stops)).not.toEqual(proposal.crews.map((crew) => crew.before.stops));

      const moves = ticked.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId, toCrewId }));
      expect((await api('csr', 'apply', { vendorId: vendorId(), date, moves })).statusCode).toBe(200);
      // Applied and put in order again as Generate Route orders, the day leaves no visit outside its window.
      const applied = await preview(date, { moves: [] });
      expect(applied.late).toEqual([]);
      expect(applied.before).toEqual(proposal.after);
      expect((await rowsOf([gate._id, tight._id, far._id])).find((row) => row._id === far._id)!.crewId).toBe(early);
    });
  });
});
