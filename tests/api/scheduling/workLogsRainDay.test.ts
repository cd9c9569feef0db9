// A rain day: the preview says where each pending visit lands, apply moves them in one transaction (the series keeps
// one visit per occurrence), undo puts them back the same day; a stale or overlapping apply is refused with 409. The
// plan is made outside that transaction: a change committed between the plan and the lock makes the apply plan again
// from the rows as they are, never move on the plan made before.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMessage } from '../../../common/i18n/catalog';
import type { RainDayPlan } from '../../../common/schemas/rainDay';
import { crews, histories, notifications, rainDays, services, workLogs } from '../../../server/db/schema';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { addDays, isoWeekDay } from '../../../server/lib/calendar';
import { writeSettings } from '../../../server/lib/settings';
import { fillHorizon, planContext, replan } from '../../../server/modules/scheduling';
import { addZipcodes } from '../fixtures/business';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { buildWorld, type WorkLogTestApp, workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
let today: string;
type Who = keyof WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  // An open season and no weekend off, so every visit has a next service day a week later whatever day the tests run.
  await writeSettings(db(), {
    serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: '2099-11-30', nextSeasonDate: '2100-03-01', weekendOffDays: [] },
  });
  today = (await planContext(db())).today;
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const post = (who: Who | 'anonymous', path: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/work-logs/rain-day/${path}`,
    headers: who === 'anonymous' ? {} : bearer(setup.tokens[who]),
    payload,
  });
/** Days far enough apart that one test's visits, pushed a week, never land on another test's rain day. */
let nextDay = 0;
const freshDay = () => addDays(today, 20 + 10 * nextDay++);
const crewScope = (crewId = world.crew._id) => ({ scope: 'crew', scopeId: crewId });

const preview = async (body: object) => {
  const response = await post('csr', 'preview', body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as RainDayPlan;
};
const apply = (body: object, plan: RainDayPlan, who: Who = 'csr') => post(who, 'apply', { ...body, fingerprint: plan.fingerprint });
const rowsOf = async (ids: string[]) =>
  db()
    .select({
      _id: workLogs._id,
      date: workLogs.date,
      status: workLogs.status,
      pinned: workLogs.pinned,
      routePosition: workLogs.routePosition,
    })
    .from(workLogs)
    .where(inArray(workLogs._id, ids))
    .orderBy(asc(workLogs._id));

/** A crew's day: two pending visits, one started, one completed. */
async function crewDay(date: string, crew = world.crew) {
  const place = await buildWorld(t, setup.business);
  const at = (routePosition: number, status: 'pending' | 'started' | 'completed') =>
    place.insert({
      date,
      crewId: crew._id,
      vendorId: crew.vendorId,
      routePosition,
      status,
      ...(status !== 'pending' && { startedAt: new Date() }),
    });
  return {
    completed: await at(1, 'completed'),
    first: await at(2, 'pending'),
    started: await at(3, 'started'),
    second: await at(4, 'pending'),
    place,
  };
}

/** server/modules/scheduling/rainDay.ts' RAIN_DAY_LOCK: every rain day's apply and undo take it. */
const RAIN_DAY_LOCK = 3_300_001;

/**
 * Applies `plan` while the test holds the rain-day lock on a connection of its own: each change commits once the apply,
 * its plan made, waits for the lock (PostgreSQL only: the embedded database has one connection).
 */
async function applyWithChangesUnderneath(body: object, plan: RainDayPlan, ...changes: (() => Promise<unknown>)[]) {
  const waiting = async () => {
    const { rows } = await db().execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = ${RAIN_DAY_LOCK} and not granted`,
    );
    return rows[0].waiting;
  };
  let answer: ReturnType<typeof post> | undefined;
  for (const change of changes) {
    // Each change between one plan and its check: the apply waits for the lock a second time only once it planned again.
    await db().transaction(async (held) => {
      await held.execute(sql`select pg_advisory_xact_lock(${RAIN_DAY_LOCK})`);
      answer ??= post('csr', 'apply', { ...body, fingerprint: plan.fingerprint });
      await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 10_000, interval: 20 });
      await change();
    });
  }
  return answer!;
}

describe('POST /work-logs/rain-day/preview', () => {
  it('says where each pending visit lands (the next working day with room), what stays, and writes nothing', async () => {
    const date = freshDay();
    const day = await crewDay(date);
    const ids = [day.completed, day.first, day.started, day.second].map((row) => row._id);
    const before = await rowsOf(ids);
    const body = { date, ...crewScope() };
    const plan = await preview(body);
    expect(plan.moves.map((move) => [move.workLogId, move.fromDate, move.toDate])).toEqual([
      [day.first._id, date, addDays(date, 1)],
      [day.second._id, date, addDays(date, 1)],
    ]);
    expect(plan.moves[0]).toMatchObject({
      crewId: world.crew._id,
      crewName: 'Fixture North Crew',
      serviceType: 'mow',
      address: world.address === plan.moves[0].address ? world.address : expect.any(String),
      absorbs: 0,
    });
    expect(plan.staying).toEqual({ started: 1, completed: 1, noDay: 0, passedOver: 0 });
    expect(await rowsOf(ids)).toEqual(before);
    expect(await preview(body)).toEqual(plan);
    // A date staff choose instead.
    expect((await preview({ ...body, targetDate: addDays(date, 2) })).moves.map((move) => move.toDate)).toEqual([
      addDays(date, 2),
      addDays(date, 2),
    ]);
  });

  it('narrows to a vendor or a market, and from now on leaves the stops a crew passed over today', async () => {
    const date = freshDay();
    const mine = await crewDay(date);
    const other = await crewDay(date, world.otherVendorCrew);
    const byVendor = await preview({ date, scope: 'vendor', scopeId: world.crew.vendorId });
    expect(byVendor.moves.map((move) => move.workLogId).sort()).toEqual([mine.first._id, mine.second._id].sort());
    const byMarket = await preview({ date, scope: 'market', scopeId: world.marketId });
    expect(byMarket.moves.map((move) => move.workLogId).sort()).toEqual(
      [mine.first._id, mine.second._id, other.first._id, other.second._id].sort(),
    );

    const now = await crewDay(today, world.sameVendorCrew);
    const fromNow = await preview({ date: today, ...crewScope(world.sameVendorCrew._id), fromNow: true });
    expect(fromNow.moves.map((move) => move.workLogId)).toEqual([now.second._id]);
    expect(fromNow.staying).toMatchObject({ passedOver: 1, started: 1, completed: 1 });
  });

  it('answers 400 with field messages to bad input, 404 for an unknown scope, and only staff', async () => {
    const date = freshDay();
    for (const body of [
      {},
      { date: '2031-02-30', scope: 'business' },
      { date, scope: 'county' },
      { date, scope: 'crew' },
      { date, scope: 'crew', scopeId: 'nope' },
      { date, scope: 'business', targetDate: date },
      { date, scope: 'business', fromNow: 'yes' },
      { date: addDays(today, -1), scope: 'business' },
      { date, scope: 'business', fromNow: true },
    ]) {
      const response = await post('csr', 'preview', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(englishErrors((await post('csr', 'preview', { date, scope: 'vendor' })).json()).scopeId).toBe(
      'Choose the market, vendor or crew.',
    );
    expect(englishErrors((await post('csr', 'preview', { date, scope: 'business', targetDate: date })).json()).targetDate).toBe(
      'Choose a day after the rain day.',
    );
    expect((await post('csr', 'apply', { date, scope: 'business' })).statusCode).toBe(400);
    const unknown = await post('csr', 'preview', { date, scope: 'vendor', scopeId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Vendor not found.']);

    const body = { date, scope: 'business' };
    expect((await post('anonymous', 'preview', body)).statusCode).toBe(401);
    for (const who of ['customer', 'crew', 'vendor'] as const) {
      expect((await post(who, 'preview', body)).statusCode, who).toBe(403);
      expect((await post(who, 'apply', { ...body, fingerprint: '0'.repeat(64) })).statusCode, who).toBe(403);
      expect((await post(who, '00000000-0000-4000-8000-000000000000/undo')).statusCode, who).toBe(403);
    }
    expect((await post('admin', 'preview', body)).statusCode).toBe(200);
  });
});

describe('POST /work-logs/rain-day/apply and undo', () => {
  it('moves the pending visits with history, re-ordered days and notices; started and completed stay; undo restores the plan', async () => {
    const date = freshDay();
    const day = await crewDay(date);
    const ids = [day.completed, day.first, day.started, day.second].map((row) => row._id);
    const before = await rowsOf(ids);
    const body = { date, ...crewScope() };
    const crewNotices = (await setup.noticesOf('crew', 'service-schedule')).length;

    const response = await apply(body, await preview(body));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const record = response.json().data;
    expect(record).toMatchObject({ date, moved: 2, absorbed: 0, undoneAt: null });
    const after = Object.fromEntries((await rowsOf(ids)).map((row) => [row._id, row]));
    expect([after[day.completed._id].date, after[day.started._id].date]).toEqual([date, date]);
    for (const moved of [day.first, day.second]) {
      expect(after[moved._id]).toMatchObject({ date: addDays(date, 1), pinned: true, status: 'pending' });
      expect(after[moved._id].routePosition).not.toBeNull();
    }
    const history = await db()
      .select()
      .from(histories)
      .where(and(eq(histories.entityId, day.first._id), eq(histories.action, 'updated')));
    expect(history.at(-1)!.changes).toMatchObject({
      rainDay: { from: date, to: addDays(date, 1) },
      date: { from: date, to: addDays(date, 1) },
    });
    expect((await setup.noticesOf('crew', 'service-schedule')).length).toBe(crewNotices + 1);
    const customerNotice = await setup.noticesOf('customer', 'service-schedule', day.place.propertyId);
    expect(customerNotice).toHaveLength(1);
    expect(customerNotice[0].additionalData).toMatchObject({ others: { workLogDate: addDays(date, 1) } });

    const undo = await post('csr', `${record._id}/undo`);
    expect(undo.statusCode, undo.body.slice(0, 300)).toBe(200);
    expect(undo.json().data.undoneAt).not.toBeNull();
    expect(await rowsOf(ids)).toEqual(before);
    const again = await post('csr', `${record._id}/undo`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This rain day was already undone.']);
    expect((await post('csr', '00000000-0000-4000-8000-000000000000/undo')).statusCode).toBe(404);
  });

  it('keeps one visit per occurrence when staff choose to absorb: the pushed visit stands for the next one, through later fills and re-plans, until undone', async () => {
    const date = addDays(today, 1);
    const place = await buildWorld(t, setup.business);
    await addZipcodes(db(), world.crew.vendorId, [{ zipcode: '78701', weekDay: isoWeekDay(date), crewId: world.crew._id }]);
    const [service] = await db()
      .insert(services)
      .values({
        customerId: place.customerId,
        propertyId: place.propertyId,
        type: 'mow',
        frequency: 1,
        price: 45,
        startDate: date,
        status: 'pending',
      })
      .returning();
    const visits = () =>
      db()
        .select({ plannedDate: workLogs.plannedDate, date: workLogs.date })
        .from(workLogs)
        .where(eq(workLogs.serviceId, service._id))
        .orderBy(asc(workLogs.plannedDate));
    await fillHorizon(db(), await planContext(db()), { serviceIds: [service._id] });
    expect((await visits()).slice(0, 2)).toEqual([
      { plannedDate: date, date },
      { plannedDate: addDays(date, 7), date: addDays(date, 7) },
    ]);
    const planned = await visits();

    const body = { date, ...crewScope(), targetDate: addDays(date, 7), absorb: true };
    const plan = await preview(body);
    const mine = plan.moves.find((move) => move.fromDate === date && move.toDate === addDays(date, 7) && move.absorbs === 1);
    expect(mine).toBeDefined();
    const response = await apply(body, plan);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const expected = [{ plannedDate: date, date: addDays(date, 7) }, ...planned.slice(2)];
    expect(await visits()).toEqual(expected);
    await fillHorizon(db(), await planContext(db()), { serviceIds: [service._id] });
    await replan(db(), { serviceIds: [service._id] }, null);
    expect(await visits()).toEqual(expected);

    expect((await post('csr', `${response.json().data._id}/undo`)).statusCode).toBe(200);
    expect(await visits()).toEqual(planned);
  });

  it('moves and restores more visits than one statement writes, each standing for its next one', async () => {
    const date = freshDay();
    const place = await buildWorld(t, setup.business);
    const serviceRows = await db()
      .insert(services)
      .values(
        Array.from({ length: 230 }, () => ({
          customerId: place.customerId,
          propertyId: place.propertyId,
          type: 'mow' as const,
          frequency: 1,
          price: 45,
          startDate: '2030-01-01',
          status: 'pending' as const,
        })),
      )
      .returning({ _id: services._id });
    const crewId = world.sameVendorCrew._id;
    await db()
      .insert(workLogs)
      .values(
        serviceRows.flatMap((service, index) =>
          [0, 7].map((offset) => ({
            propertyId: place.propertyId,
            customerId: place.customerId,
            serviceId: service._id,
            serviceType: 'mow' as const,
            vendorId: world.crew.vendorId,
            crewId,
            date: addDays(date, offset),
            plannedDate: addDays(date, offset),
            price: 45,
            routePosition: index + 1,
          })),
        ),
      );
    const day = async () =>
      (
        await db()
          .select({ date: workLogs.date, plannedDate: workLogs.plannedDate, routePosition: workLogs.routePosition })
          .from(workLogs)
          .where(
            inArray(
              workLogs.serviceId,
              serviceRows.map((row) => row._id),
            ),
          )
      )
        .map((row) => `${row.plannedDate}|${row.date}|${row.routePosition}`)
        .sort();
    const before = await day();
    const body = { date, ...crewScope(crewId), targetDate: addDays(date, 7), absorb: true };
    const response = await apply(body, await preview(body));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().data).toMatchObject({ moved: 230, absorbed: 230 });
    expect((await day()).filter((row) => row.startsWith(`${date}|${addDays(date, 7)}|`))).toHaveLength(230);
    expect((await post('csr', `${response.json().data._id}/undo`)).statusCode).toBe(200);
    expect(await day()).toEqual(before);
  });

  it('refuses with 409 a plan changed since the preview, and the second of two overlapping rain days', async () => {
    const date = freshDay();
    const day = await crewDay(date);
    const body = { date, ...crewScope() };
    const plan = await preview(body);
    await db().update(workLogs).set({ status: 'started' }).where(eq(workLogs._id, day.first._id));
    const stale = await apply(body, plan);
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'The plan changed since the preview (another rain day or a change to these visits came first); nothing was changed. Preview again.',
    ]);
    expect(renderMessage('es', stale.json().messageKey, stale.json().params)).toMatch(/^El plan cambió/);
    expect((await rowsOf([day.second._id]))[0].date).toBe(date);

    const fresh = await preview(body);
    const [first, second] = await Promise.all([
      apply(body, fresh),
      apply({ date, scope: 'vendor', scopeId: world.crew.vendorId }, fresh, 'admin'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await db().select().from(rainDays).where(eq(rainDays.date, date))).toHaveLength(1);
  });

  it('undoes only on the day it was applied, and not once a moved visit was started', async () => {
    const date = freshDay();
    const day = await crewDay(date);
    const body = { date, ...crewScope() };
    const record = (await apply(body, await preview(body))).json().data;
    await db().update(workLogs).set({ status: 'started' }).where(eq(workLogs._id, day.first._id));
    const started = await post('csr', `${record._id}/undo`);
    expect([started.statusCode, started.json().message]).toEqual([
      409,
      '1 of the 2 visits was started, moved or removed since the rain day; nothing was changed. Move it by hand.',
    ]);
    await db().update(workLogs).set({ status: 'pending' }).where(eq(workLogs._id, day.first._id));
    await db()
      .update(rainDays)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(rainDays._id, record._id));
    const late = await post('admin', `${record._id}/undo`);
    expect([late.statusCode, late.json().message]).toEqual([409, 'A rain day can be undone only on the day it was applied.']);
    // No undo happened, so no staff notice about this day (an earlier test's rain day may have told the csr of its own).
    expect(await db().select().from(notifications).where(eq(notifications.userId, setup.business.users.csr._id))).toSatisfy(
      (rows: { type: string; additionalData: unknown }[]) =>
        rows.every((row) => row.type !== 'service-schedule' || !JSON.stringify(row.additionalData).includes(`"workLogDate":"${date}"`)),
    );
  });

  it('applies the plan a preview kept only as the rows stand: a day reordered since keeps its new route positions', async () => {
    const date = freshDay();
    const first = await world.insert({ date, routePosition: 2 });
    const body = { date, ...crewScope() };
    const plan = await preview(body);
    await db().update(workLogs).set({ routePosition: 6 }).where(eq(workLogs._id, first._id));
    const response = await apply(body, plan);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [record] = await db().select().from(rainDays).where(eq(rainDays._id, response.json().data._id));
    expect(record.moves.map((move) => [move.workLogId, move.routePosition])).toEqual([[first._id, 6]]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a rain day applied after its plan changed underneath', () => {
  it('plans again when the day it moves to filled up, and refuses (409) rather than move onto the full day', async () => {
    const crew = world.otherVendorCrew;
    // One hour of work a day; the fixture's lots take 20 minutes on site.
    await db()
      .update(crews)
      .set({ workingHours: Array.from({ length: 7 }, () => ({ works: true, start: '08:00', end: '09:00' })) })
      .where(eq(crews._id, crew._id));
    const date = freshDay();
    const visit = await world.insert({ date, crewId: crew._id, vendorId: crew.vendorId });
    const body = { date, scope: 'crew', scopeId: crew._id };
    const plan = await preview(body);
    expect(plan.moves.map((move) => move.toDate)).toEqual([addDays(date, 1)]);

    const place = await buildWorld(t, setup.business);
    const response = await applyWithChangesUnderneath(body, plan, async () => {
      for (let stop = 0; stop < 3; stop += 1) await place.insert({ date: addDays(date, 1), crewId: crew._id, vendorId: crew.vendorId });
    });
    expect([response.statusCode, response.json().messageKey]).toEqual([409, 'server.rain_day.plan_changed']);
    expect((await rowsOf([visit._id]))[0].date).toBe(date);
    expect(await db().select().from(rainDays).where(eq(rainDays.date, date))).toEqual([]);
    expect((await preview(body)).moves.map((move) => move.toDate)).toEqual([addDays(date, 2)]);
  });

  it('plans again when a visit joined the rained-out day, and refuses (409) rather than leave it behind', async () => {
    const date = freshDay();
    const first = await world.insert({ date, routePosition: 1 });
    const body = { date, scope: 'crew', scopeId: world.crew._id };
    const plan = await preview(body);
    expect(plan.moves.map((move) => move.workLogId)).toEqual([first._id]);
    let joined = '';
    const response = await applyWithChangesUnderneath(body, plan, async () => {
      joined = (await world.insert({ date, routePosition: 2 }))._id;
    });
    expect([response.statusCode, response.json().messageKey]).toEqual([409, 'server.rain_day.plan_changed']);
    expect((await rowsOf([first._id, joined])).map((row) => row.date)).toEqual([date, date]);
  });

  it('applies the same moves from rows read again when what changed leaves the plan as previewed: the record keeps the new route position, undo restores it', async () => {
    const date = freshDay();
    const first = await world.insert({ date, routePosition: 2 });
    const second = await world.insert({ date, routePosition: 4 });
    const body = { date, scope: 'crew', scopeId: world.crew._id };
    const plan = await preview(body);
    // Generate Route on the rained-out day, twice (each between a plan and its check): the plans' moves stay the same.
    const reorder = (positions: [number, number]) => async () => {
      for (const [row, routePosition] of [
        [first, positions[0]],
        [second, positions[1]],
      ] as const)
        await db().update(workLogs).set({ routePosition }).where(eq(workLogs._id, row._id));
    };
    const response = await applyWithChangesUnderneath(body, plan, reorder([7, 3]), reorder([9, 5]));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [record] = await db().select().from(rainDays).where(eq(rainDays._id, response.json().data._id));
    expect(Object.fromEntries(record.moves.map((move) => [move.workLogId, move.routePosition]))).toEqual({
      [first._id]: 9,
      [second._id]: 5,
    });
    const changes = await db()
      .select({ changes: histories.changes })
      .from(histories)
      .where(inArray(histories.entityId, [first._id, second._id]));
    expect(changes.filter((row) => 'rainDay' in row.changes)).toHaveLength(2);

    expect((await post('csr', `${record._id}/undo`)).statusCode).toBe(200);
    expect(Object.fromEntries((await rowsOf([first._id, second._id])).map((row) => [row._id, [row.date, row.routePosition]]))).toEqual({
      [first._id]: [date, 9],
      [second._id]: [date, 5],
    });
  });
});
