// Rain days a dispatcher trusts: the default target is the next working day with room and absorbs nothing,
// the preview shows each candidate day's load against the crews' hours, a rained-out day and the business calendar's
// closed days are not planned on, and any browser lists the rain days and undoes one while undo is possible.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RainDayListRow, RainDayPlan } from '../../../common/schemas/rainDay';
import { DEFAULT_SETTINGS } from '../../../common/schemas/settings';
import { crews, properties, rainDays, services, users, workLogs } from '../../../server/db/schema';
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

const db = () => t.app.database.db;
const call = (who: Who | 'anonymous', method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who === 'anonymous' ? {} : bearer(setup.tokens[who]), payload });
const preview = async (body: object) => {
  const response = await call('csr', 'POST', '/work-logs/rain-day/preview', body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as RainDayPlan;
};
const applied = async (body: object, who: Who = 'csr') => {
  const response = await call(who, 'POST', '/work-logs/rain-day/apply', { ...body, fingerprint: (await preview(body)).fingerprint });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as { _id: string; moved: number; absorbed: number };
};
const listed = async (who: Who = 'admin') => {
  const response = await call(who, 'GET', '/work-logs/rain-days');
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json().data as RainDayListRow[];
};

/** A weekly service of a fresh property and its visits on `date` and a week later, on `crewId`'s route. */
async function weeklySeries(date: string, crewId = world.crew._id) {
  const place = await buildWorld(t, setup.business);
  const [service] = await db()
    .insert(services)
    .values({
      customerId: place.customerId,
      propertyId: place.propertyId,
      type: 'mow',
      frequency: 1,
      mowDay: isoWeekDay(date),
      price: 45,
      startDate: date,
      status: 'pending',
    })
    .returning();
  const [crew] = await db().select().from(crews).where(eq(crews._id, crewId));
  await db()
    .insert(workLogs)
    .values(
      [date, addDays(date, 7)].map((day, index) => ({
        propertyId: place.propertyId,
        customerId: place.customerId,
        serviceId: service._id,
        serviceType: 'mow' as const,
        vendorId: crew.vendorId,
        crewId,
        date: day,
        plannedDate: day,
        price: 45,
        routePosition: 100 + index,
      })),
    );
  return { place, service };
}

const workLogsOf = (serviceId: string) =>
  db()
    .select({ plannedDate: workLogs.plannedDate, date: workLogs.date })
    .from(workLogs)
    .where(eq(workLogs.serviceId, serviceId))
    .orderBy(asc(workLogs.plannedDate));

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  await writeSettings(db(), {
    serviceCalendar: { ...DEFAULT_SETTINGS.serviceCalendar, transferDate: '2099-11-30', nextSeasonDate: '2100-03-01', weekendOffDays: [] },
  });
  today = (await planContext(db())).today;
});
afterAll(() => t.close());

describe('the default target', () => {
  it('is the next working day with room, and the series keeps its next visit through fills and re-plans', async () => {
    // Within the horizon: a re-plan leaves alone only the services that start before its end.
    const date = addDays(today, 1);
    const { service } = await weeklySeries(date);
    const body = { date, scope: 'crew', scopeId: world.crew._id };
    const plan = await preview(body);
    expect(plan.moves.map((move) => [move.fromDate, move.toDate, move.absorbs])).toEqual([[date, addDays(date, 1), 0]]);
    const record = await applied(body);
    expect(record).toMatchObject({ moved: 1, absorbed: 0 });
    const expected = [
      { plannedDate: date, date: addDays(date, 1) },
      { plannedDate: addDays(date, 7), date: addDays(date, 7) },
    ];
    expect(await workLogsOf(service._id)).toEqual(expected);
    await fillHorizon(db(), await planContext(db()), { serviceIds: [service._id] });
    await replan(db(), { serviceIds: [service._id] }, null);
    expect((await workLogsOf(service._id)).slice(0, 2)).toEqual(expected);
  });

  it('absorbs a later visit only when staff choose it; a chosen day past it without absorbing keeps it, re-plans too', async () => {
    const date = addDays(today, 4);
    const kept = await weeklySeries(date);
    const body = { date, scope: 'crew', scopeId: world.crew._id, targetDate: addDays(date, 8) };
    expect((await preview(body)).moves.map((move) => move.absorbs)).toEqual([0]);
    expect((await preview({ ...body, absorb: true })).moves.map((move) => move.absorbs)).toEqual([1]);
    expect(await applied(body)).toMatchObject({ moved: 1, absorbed: 0 });
    await replan(db(), { serviceIds: [kept.service._id] }, null);
    expect(await workLogsOf(kept.service._id)).toEqual([
      { plannedDate: date, date: addDays(date, 8) },
      { plannedDate: addDays(date, 7), date: addDays(date, 7) },
    ]);
    expect((await call('csr', 'POST', '/work-logs/rain-day/preview', { ...body, absorb: 'yes' })).statusCode).toBe(400);
  });
});

describe('the load of the candidate days', () => {
  it('shows each day’s work against the crews’ hours, skips a full day and warns when a chosen day goes over', async () => {
    const crew = world.otherVendorCrew;
    // One hour a day: 08:00–09:00; the fixture's lots are small (20 minutes on site).
    await db()
      .update(crews)
      .set({ workingHours: Array.from({ length: 7 }, () => ({ works: true, start: '08:00', end: '09:00' })) })
      .where(eq(crews._id, crew._id));
    const date = addDays(today, 60);
    const place = await buildWorld(t, setup.business);
    await place.insert({ date, crewId: crew._id, vendorId: crew.vendorId });
    for (let stop = 0; stop < 3; stop += 1) await place.insert({ date: addDays(date, 1), crewId: crew._id, vendorId: crew.vendorId });
    const body = { date, scope: 'crew', scopeId: crew._id };
    const plan = await preview(body);
    expect(plan.moves.map((move) => move.toDate)).toEqual([addDays(date, 2)]);
    expect(plan.days.map((day) => day.date)).toEqual([1, 2, 3, 4, 5, 6].map((offset) => addDays(date, offset)));
    expect(plan.days[0]).toMatchObject({ arriving: 0, beforeHours: 1, afterHours: 1, crewHours: 1, over: false });
    expect(plan.days[1]).toMatchObject({ arriving: 1, beforeHours: 0, afterHours: 0.33, crewHours: 1, over: false });
    expect(plan.days[0].crews).toEqual([{ crewId: crew._id, crewName: expect.any(String), beforeHours: 1, afterHours: 1, crewHours: 1 }]);
    const chosen = await preview({ ...body, targetDate: addDays(date, 1) });
    expect(chosen.days).toHaveLength(1);
    expect(chosen.days[0]).toMatchObject({ date: addDays(date, 1), arriving: 1, beforeHours: 1, afterHours: 1.33, over: true });
  });
});

describe('days not planned on', () => {
  it('remembers a rained-out day: a hold released plans the visit on the next day, until the rain day is undone', async () => {
    const date = addDays(today, 3);
    const crew = world.sameVendorCrew;
    const mover = await buildWorld(t, setup.business);
    await mover.insert({ date, crewId: crew._id, vendorId: crew.vendorId });
    await addZipcodes(db(), crew.vendorId, [{ zipcode: '78701', weekDay: isoWeekDay(date), crewId: crew._id }]);
    const record = await applied({ date, scope: 'crew', scopeId: crew._id });

    const held = await buildWorld(t, setup.business);
    await db().update(properties).set({ visitsHeld: true }).where(eq(properties._id, held.propertyId));
    const [service] = await db()
      .insert(services)
      .values({
        customerId: held.customerId,
        propertyId: held.propertyId,
        type: 'mow',
        frequency: 1,
        price: 45,
        startDate: date,
        status: 'pending',
      })
      .returning();
    await fillHorizon(db(), await planContext(db()), { serviceIds: [service._id] });
    expect(await workLogsOf(service._id)).toEqual([]);
    await db().update(properties).set({ visitsHeld: false }).where(eq(properties._id, held.propertyId));
    await replan(db(), { propertyIds: [held.propertyId] }, null);
    expect((await workLogsOf(service._id))[0]).toEqual({ plannedDate: date, date: addDays(date, 1) });

    expect((await call('admin', 'POST', `/work-logs/rain-day/${record._id}/undo`)).statusCode).toBe(200);
    await replan(db(), { propertyIds: [held.propertyId] }, null);
    expect((await workLogsOf(service._id))[0]).toEqual({ plannedDate: date, date });
  });

  it('skips the holidays chosen (Thanksgiving) and the closed dates; saving the calendar moves the visits planned on them', async () => {
    const thursday = '2027-11-04';
    const place = await buildWorld(t, setup.business);
    const [service] = await db()
      .insert(services)
      .values({
        customerId: place.customerId,
        propertyId: place.propertyId,
        type: 'mow',
        frequency: 1,
        mowDay: 4,
        price: 45,
        startDate: thursday,
        status: 'pending',
      })
      .returning();
    const aWeekBefore = await planContext(db(), new Date('2027-11-20T18:00:00Z'));
    const save = (businessCalendar: object) => call('admin', 'PUT', '/settings', { businessCalendar });
    expect((await save({ holidays: ['thanksgiving'], closedDates: [] })).statusCode).toBe(200);
    await fillHorizon(db(), await planContext(db(), new Date('2027-11-20T18:00:00Z')), { serviceIds: [service._id] });
    expect(aWeekBefore.rules.isClosed?.('2027-11-25')).toBe(false);
    expect((await workLogsOf(service._id)).slice(0, 2)).toEqual([
      { plannedDate: '2027-11-25', date: '2027-11-26' },
      { plannedDate: '2027-12-02', date: '2027-12-02' },
    ]);

    const day = addDays(today, 5);
    const soon = await buildWorld(t, setup.business);
    const [weekly] = await db()
      .insert(services)
      .values({
        customerId: soon.customerId,
        propertyId: soon.propertyId,
        type: 'mow',
        frequency: 1,
        mowDay: isoWeekDay(day),
        price: 45,
        startDate: day,
        status: 'pending',
      })
      .returning();
    await fillHorizon(db(), await planContext(db()), { serviceIds: [weekly._id] });
    expect((await workLogsOf(weekly._id))[0]).toEqual({ plannedDate: day, date: day });
    expect((await save({ holidays: ['thanksgiving'], closedDates: [day] })).statusCode).toBe(200);
    expect((await workLogsOf(weekly._id))[0]).toEqual({ plannedDate: day, date: addDays(day, 1) });
    const stored = await call('admin', 'GET', '/settings');
    expect(stored.json().data.businessCalendar).toEqual({ holidays: ['thanksgiving'], closedDates: [day] });
    expect((await save({ holidays: ['thanksgiving'], closedDates: [] })).statusCode).toBe(200);
    expect((await workLogsOf(weekly._id))[0]).toEqual({ plannedDate: day, date: day });

    const bad = await save({ holidays: ['easter'], closedDates: ['2027-02-30'] });
    expect(bad.statusCode).toBe(400);
    expect(englishErrors(bad.json())).toMatchObject({
      'businessCalendar.holidays.0': 'Choose each holiday from the list, once.',
      'businessCalendar.closedDates.0': expect.any(String),
    });
    expect((await call('crew', 'PUT', '/settings', { businessCalendar: { holidays: [], closedDates: [] } })).statusCode).toBe(403);
  });
});

describe('GET /work-logs/rain-days', () => {
  it('lists each rain day (where, how many, who, when) and lets another user undo it while undo is possible', async () => {
    const date = addDays(today, 80);
    await weeklySeries(date);
    const record = await applied({ date, scope: 'crew', scopeId: world.crew._id }, 'csr');
    const [csr] = await db().select().from(users).where(eq(users._id, setup.business.users.csr._id));
    const [crew] = await db().select().from(crews).where(eq(crews._id, world.crew._id));
    const row = (await listed('admin')).find((item) => item._id === record._id);
    expect(row).toMatchObject({
      date,
      scope: 'crew',
      scopeName: crew.name,
      markets: [setup.business.market.name],
      fromNow: false,
      targetDate: null,
      absorb: false,
      moved: 1,
      absorbed: 0,
      appliedBy: `${csr.firstName} ${csr.lastName}`,
      undoneBy: null,
      undoneAt: null,
      canUndo: true,
    });
    expect((await listed('admin'))[0]._id).toBe(record._id);

    expect((await call('admin', 'POST', `/work-logs/rain-day/${record._id}/undo`)).statusCode).toBe(200);
    const undone = (await listed('csr')).find((item) => item._id === record._id)!;
    expect(undone).toMatchObject({ canUndo: false, undoneBy: expect.any(String) });
    expect(undone.undoneAt).not.toBeNull();

    const other = await weeklySeries(addDays(date, 10));
    const yesterday = await applied({ date: addDays(date, 10), scope: 'market', scopeId: world.marketId });
    await db()
      .update(rainDays)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(rainDays._id, yesterday._id)));
    expect((await listed()).find((item) => item._id === yesterday._id)).toMatchObject({
      canUndo: false,
      scope: 'market',
      scopeName: setup.business.market.name,
    });
    expect(other.service._id).toBeTruthy();

    const bad = await call('admin', 'GET', '/work-logs/rain-days?limit=0');
    expect([bad.statusCode, englishErrors(bad.json()).limit]).toEqual([400, 'Show from 1 to 200 rain days.']);
    expect((await call('anonymous', 'GET', '/work-logs/rain-days')).statusCode).toBe(401);
    for (const who of ['crew', 'vendor', 'customer'] as const)
      expect((await call(who, 'GET', '/work-logs/rain-days')).statusCode, who).toBe(403);
  });
});
