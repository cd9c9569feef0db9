// The operator's order is kept (issue 70): a day locked through PUT /work-logs/route stays as it is through Generate
// Route and the balance; the crew's own reorder sticks until the office changes it; pins first, last and at a time;
// "keep my order" places only new stops; a preview shows the change before it is saved.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceProposal } from '../../../common/schemas/balance';
import { catalogEs } from '../../../common/i18n/catalogEs';
import { crews, properties, workLogs } from '../../../server/db/schema';
import { bearer, englishErrors, type TestApp } from '../helpers';
import { buildWorld, type WorkLogTestApp, type WorkLogValues, workLogTestApp, type World } from '../workLogFixtures';

let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
type Who = keyof WorkLogTestApp['tokens'];

beforeAll(async () => {
  setup = await workLogTestApp();
  ({ t, world } = setup);
  // The crew sets out from the south end of one meridian, the vendor's other crew from the north end.
  await db().update(crews).set({ startLatitude: 29.9, startLongitude: -97.7 }).where(eq(crews._id, world.crew._id));
  await db().update(crews).set({ startLatitude: 30.5, startLongitude: -97.7 }).where(eq(crews._id, world.sameVendorCrew._id));
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const api = (who: Who, method: 'POST' | 'PUT', payload: object, path = '/work-logs/route') =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: bearer(setup.tokens[who]), payload });
let nextDay = 1;
const freshDay = () => `2031-09-${String(nextDay++).padStart(2, '0')}`;

/** A stop at `latitude` on one meridian, each its own property, on `crewId`'s day. */
async function stopAt(latitude: number, values: WorkLogValues, crewId = world.crew._id, longitude = -97.7) {
  const place = await buildWorld(t, setup.business);
  await db().update(properties).set({ latitude, longitude }).where(eq(properties._id, place.propertyId));
  return place.insert({ crewId, vendorId: world.crew.vendorId, ...values });
}
const dayOrder = async (date: string, crewId = world.crew._id) =>
  (
    await db()
      .select({ _id: workLogs._id })
      .from(workLogs)
      .where(and(eq(workLogs.crewId, crewId), eq(workLogs.date, date)))
      .orderBy(asc(workLogs.routePosition))
  ).map((row) => row._id);
const idsOf = (rows: { _id: string }[]) => rows.map((row) => row._id);

/** Four stops north of the start point, to be put in a scrambled order (the shortest goes south to north). */
async function scrambledDay(date: string) {
  const [a, b, c, d] = [
    await stopAt(30.1, { date }),
    await stopAt(30.2, { date }),
    await stopAt(30.3, { date }),
    await stopAt(30.4, { date }),
  ];
  return { southToNorth: idsOf([a, b, c, d]), scrambled: idsOf([d, b, a, c]) };
}

describe('a locked day', () => {
  it('is left as it is by Generate Route and by the balance preview, and the balance cannot move its visits', async () => {
    const date = freshDay();
    const { southToNorth, scrambled } = await scrambledDay(date);
    // The other crew's visits lie beside this crew's start: unlocked, the balance would trade them.
    const onOther = [await stopAt(29.92, { date, routePosition: 1 }, world.sameVendorCrew._id)];
    const locked = await api('csr', 'PUT', { crewId: world.crew._id, date, ids: scrambled, locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().data.kept).toEqual(expect.arrayContaining(scrambled));
    const rows = await db().select().from(workLogs).where(inArray(workLogs._id, scrambled));
    expect(rows.every((row) => row.routeLock === 'office' && row.pinned)).toBe(true);

    const generated = await api('csr', 'POST', { crewId: world.crew._id, date });
    expect(generated.statusCode).toBe(200);
    expect(generated.json().data.workLogIds).toEqual(scrambled);
    expect(generated.json().data.moved).toBe(0);
    expect(await dayOrder(date)).toEqual(scrambled);

    const preview = await api('csr', 'POST', { vendorId: world.crew.vendorId, date }, '/work-logs/balance/preview');
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const proposal = preview.json().data as BalanceProposal;
    const lockedIds = new Set(scrambled);
    expect(proposal.moves.filter((move) => lockedIds.has(move.workLogId) || move.toCrewId === world.crew._id)).toEqual([]);
    const route = proposal.routes.find((crew) => crew.crewId === world.crew._id)!;
    expect(route.after.map((stop) => stop.workLogId)).toEqual(scrambled);
    expect(route.before.map((stop) => stop.workLogId)).toEqual(scrambled);
    const figures = proposal.crews.find((crew) => crew.crewId === world.crew._id)!;
    expect(figures.after).toEqual(figures.before);
    expect(figures.before.stops).toBe(4);

    const apply = await api(
      'csr',
      'POST',
      {
        vendorId: world.crew.vendorId,
        date,
        moves: [{ workLogId: scrambled[0], fromCrewId: world.crew._id, toCrewId: world.sameVendorCrew._id }],
      },
      '/work-logs/balance/apply',
    );
    expect(apply.statusCode).toBe(409);
    expect(await dayOrder(date)).toEqual(scrambled);
    expect(await dayOrder(date, world.sameVendorCrew._id)).toEqual(idsOf(onOther));

    // Unlocked, Generate Route optimises it again.
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: scrambled, locked: false })).statusCode).toBe(200);
    expect((await api('csr', 'POST', { crewId: world.crew._id, date })).json().data.workLogIds).toEqual(southToNorth);
  });

  it('places a stop that joins a locked day at its cheapest place, the locked ones keeping their order', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    const [a, b, c, d] = southToNorth;
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: [a, c, b, d], locked: true });
    // Just east of 30.25: a detour between 30.1 and 30.3 costs less than one between 30.3 and 30.2, or anywhere else.
    const joining = await stopAt(30.25, { date }, world.crew._id, -97.699);
    const data = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    expect(data.workLogIds).toEqual([a, joining._id, c, b, d]);
  });
});

describe("the crew's own order", () => {
  it('sticks through Generate Route until the office changes it, and cannot reorder under the office lock', async () => {
    const date = freshDay();
    const { southToNorth, scrambled } = await scrambledDay(date);
    const own = await api('crew', 'PUT', { crewId: world.crew._id, date, ids: scrambled });
    expect(own.statusCode, own.body).toBe(200);
    expect((await db().select().from(workLogs).where(inArray(workLogs._id, scrambled))).map((row) => row.routeLock)).toEqual(
      Array(4).fill('crew'),
    );
    expect((await api('csr', 'POST', { crewId: world.crew._id, date })).json().data.workLogIds).toEqual(scrambled);
    expect((await api('crew', 'POST', { crewId: world.crew._id, date })).json().data.workLogIds).toEqual(scrambled);

    // The office locks its own order: the crew's phone cannot reorder under it.
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: southToNorth, locked: true })).statusCode).toBe(200);
    const refused = await api('crew', 'PUT', { crewId: world.crew._id, date, ids: scrambled });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The office locked this day's order: ask the office to change it.");
    expect(await dayOrder(date)).toEqual(southToNorth);
  });
});

describe("the crew's phone", () => {
  it('orders the visits it shows; the cancelled and held ones keep their places', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    const [a, b, c, d] = southToNorth;
    const cancelled = await stopAt(30.15, { date, status: 'cancel' });
    const held = await stopAt(30.25, { date });
    await db().update(properties).set({ visitsHeld: true }).where(eq(properties._id, held.propertyId));
    const day = [a, cancelled._id, b, held._id, c, d];
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: day })).statusCode).toBe(200);
    // The office still lists the whole day.
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: [d, c, b, a] })).statusCode).toBe(400);

    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/crew/day?date=${date}`, headers: bearer(setup.tokens.crew) });
    expect(shown.json().data.stops.map((stop: { _id: string }) => stop._id)).toEqual([a, b, c, d]);
    const own = await api('crew', 'PUT', { crewId: world.crew._id, date, ids: [d, c, b, a] });
    expect(own.statusCode, own.body).toBe(200);
    expect(await dayOrder(date)).toEqual([d, cancelled._id, c, held._id, b, a]);
    const rows = await db()
      .select()
      .from(workLogs)
      .where(inArray(workLogs._id, [a, b, c, d]));
    expect(rows.every((row) => row.routeLock === 'crew')).toBe(true);
    // A stop twice, or one of another day, is still refused.
    expect((await api('crew', 'PUT', { crewId: world.crew._id, date, ids: [d, d] })).statusCode).toBe(400);
    const elsewhere = await stopAt(30.1, { date: freshDay() });
    expect((await api('crew', 'PUT', { crewId: world.crew._id, date, ids: [d, elsewhere._id] })).statusCode).toBe(400);
  });

  it("cannot order another crew's day", async () => {
    const date = freshDay();
    const theirs = [
      await stopAt(30.1, { date, routePosition: 1 }, world.sameVendorCrew._id),
      await stopAt(30.2, { date, routePosition: 2 }, world.sameVendorCrew._id),
    ];
    const refused = await api('crew', 'PUT', { crewId: world.sameVendorCrew._id, date, ids: idsOf(theirs).reverse() });
    expect(refused.statusCode).toBe(403);
    expect(await dayOrder(date, world.sameVendorCrew._id)).toEqual(idsOf(theirs));
  });

  it("keeps the crew's order through the balance and applies a replayed reorder once", async () => {
    const date = freshDay();
    const { scrambled } = await scrambledDay(date);
    await stopAt(29.92, { date, routePosition: 1 }, world.sameVendorCrew._id);
    const key = crypto.randomUUID();
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/work-logs/route',
        headers: { ...bearer(setup.tokens.crew), 'idempotency-key': key },
        payload: { crewId: world.crew._id, date, ids: scrambled },
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const preview = await api('csr', 'POST', { vendorId: world.crew.vendorId, date }, '/work-logs/balance/preview');
    const proposal = preview.json().data as BalanceProposal;
    const route = proposal.routes.find((crew) => crew.crewId === world.crew._id)!;
    expect(route.after.map((stop) => stop.workLogId)).toEqual(scrambled);
    expect(proposal.moves.filter((move) => scrambled.includes(move.workLogId) || move.toCrewId === world.crew._id)).toEqual([]);
  });

  it("refuses a reorder under the office's lock with a message the phone shows in the crew's language", async () => {
    const date = freshDay();
    const { southToNorth, scrambled } = await scrambledDay(date);
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: southToNorth, locked: true });
    const refused = await api('crew', 'PUT', { crewId: world.crew._id, date, ids: scrambled });
    expect(refused.statusCode).toBe(409);
    // The browser shows the key in the user's language (docs/architecture.md): English and Spanish both exist.
    expect(refused.json().messageKey).toBe('server.work_logs.route_locked_by_office');
    expect(catalogEs.server.work_logs.route_locked_by_office).toBe(
      'La oficina bloqueó el orden de este día: pida a la oficina que lo cambie.',
    );
    expect(await dayOrder(date)).toEqual(southToNorth);
  });
});

describe('pins', () => {
  it('puts stops pinned first and last there, the rest optimised between them', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    const [a, b, c, d] = southToNorth;
    const pins = [
      { id: d, position: 'first' },
      { id: a, position: 'last' },
    ];
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: southToNorth, pins })).statusCode).toBe(200);
    const data = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    // From 30.4 the shortest way on through 30.3 and 30.2 goes south, then 30.1 last.
    expect(data.workLogIds).toEqual([d, c, b, a]);
    expect(data.kept).toEqual(expect.arrayContaining([a, d]));
  });

  it('puts a stop pinned at a time where it arrives nearest to it', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    // The crew sets out at 8:00 and reaches 30.1 by about 8:15, 30.4 by about 9:45: pinned at 8:00, 30.4 goes first.
    const pins = [{ id: southToNorth[3], position: 'at', time: '08:00' }];
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: southToNorth, pins })).statusCode).toBe(200);
    const data = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    expect(data.workLogIds[0]).toBe(southToNorth[3]);
  });

  it('refuses a pin at no time, a time without `at`, and a stop of another day, with field messages', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    const other = await stopAt(30.5, { date: freshDay() });
    for (const pins of [
      [{ id: southToNorth[0], position: 'at' }],
      [{ id: southToNorth[0], position: 'first', time: '09:00' }],
      [{ id: southToNorth[0], position: 'at', time: '25:00' }],
      [{ id: southToNorth[0], position: 'middle' }],
    ]) {
      const refused = await api('csr', 'PUT', { crewId: world.crew._id, date, ids: southToNorth, pins });
      expect(refused.statusCode, JSON.stringify(pins)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    const foreign = await api('csr', 'PUT', {
      crewId: world.crew._id,
      date,
      ids: southToNorth,
      pins: [{ id: other._id, position: 'first' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(englishErrors(foreign.json()).pins).toBe('Pin a stop of the day once, and only stops of the day.');
  });
});

describe('keep my order', () => {
  it('keeps the placed stops in their order and inserts only the new ones at their cheapest place', async () => {
    const date = freshDay();
    const { southToNorth } = await scrambledDay(date);
    const [a, b, c, d] = southToNorth;
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: [a, c, b, d] });
    await db().update(crews).set({ keepOrder: true }).where(eq(crews._id, world.crew._id));
    try {
      const joining = await stopAt(30.25, { date, routePosition: null }, world.crew._id, -97.699);
      const data = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
      expect(data.workLogIds).toEqual([a, joining._id, c, b, d]);
    } finally {
      await db().update(crews).set({ keepOrder: false }).where(eq(crews._id, world.crew._id));
    }
    // Without the setting the whole day is optimised again.
    const data = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    expect(data.workLogIds.filter((id: string) => southToNorth.includes(id))).toEqual(southToNorth);
  });
});

describe('a preview of Generate Route', () => {
  it('answers the order, the stops moved and the figures before and after, and saves nothing', async () => {
    const date = freshDay();
    const { southToNorth, scrambled } = await scrambledDay(date);
    await api('csr', 'PUT', { crewId: world.crew._id, date, ids: scrambled });
    const response = await api('csr', 'POST', { crewId: world.crew._id, date, preview: true });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ saved: false, workLogIds: southToNorth, previous: { workLogIds: scrambled } });
    expect(data.moved).toBe(southToNorth.filter((id, index) => scrambled[index] !== id).length);
    expect(data.miles).toBeLessThan(data.previous.miles);
    expect(data.minutes).toBeLessThan(data.previous.minutes);
    expect(await dayOrder(date)).toEqual(scrambled);

    // Applied, then undone by putting the previous order back.
    const applied = (await api('csr', 'POST', { crewId: world.crew._id, date })).json().data;
    expect(applied.saved).toBe(true);
    expect(await dayOrder(date)).toEqual(southToNorth);
    expect((await api('csr', 'PUT', { crewId: world.crew._id, date, ids: applied.previous.workLogIds })).statusCode).toBe(200);
    expect(await dayOrder(date)).toEqual(scrambled);
  });
});
