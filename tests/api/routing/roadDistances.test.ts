// Road distances (docs/routing.md, "Road distances"): the OSRM adapter against its loopback stand-in (a grid city), in
// blocks past the server's table size, and no table on a refusal, a timeout or too many points; then Generate Route
// on a day whose shortest order by road is not its shortest by straight line: with the road service it takes the
// road's, reports the road's miles and asks once per set of stops; without it, or when the service fails, the
// straight line times the detour factor. The office's order asks for its table before it locks the day.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanceMiles, type Point } from '../../../common/geo/distance';
import { roadKey } from '../../../common/geo/roads';
import { crews, properties, workLogs } from '../../../server/db/schema';
import { MOST_ROAD_POINTS, osrmRoads } from '../../../server/lib/roads/osrm';
import { configureRoads } from '../../../server/lib/roads/roadTables';
import { type FakeOsrm, gridMetres, startFakeOsrm } from '../../fakeOsrm';
import { bearer, type TestApp } from '../helpers';
import { buildWorld, type WorkLogTestApp, workLogTestApp, type World } from '../workLogFixtures';

const METRES_PER_MILE = 1609.344;
const roadMiles = (from: Point, to: Point) => gridMetres([from.longitude, from.latitude], [to.longitude, to.latitude]) / METRES_PER_MILE;
const at = (latitude: number, longitude: number): Point => ({ latitude, longitude });

let fake: FakeOsrm;
let t: TestApp;
let world: World;
let setup: WorkLogTestApp;
beforeAll(async () => {
  fake = await startFakeOsrm();
  setup = await workLogTestApp();
  ({ t, world } = setup);
});
afterAll(async () => {
  configureRoads(undefined);
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('the OSRM adapter', () => {
  const adapter = (timeoutMs = 2_000) => osrmRoads({ url: `${fake.url}/`, timeoutMs });

  it('answers the road miles between every pair, each point asked once, longitude first', async () => {
    const points = [at(30.2, -97.7), at(30.25, -97.65), at(30.2, -97.7), at(30.1, -97.8)];
    const table = await adapter().table(points);
    expect(table!.keys).toEqual([roadKey(points[0]), roadKey(points[1]), roadKey(points[3])]);
    const distinct = [points[0], points[1], points[3]];
    distinct.forEach((from, row) =>
      distinct.forEach((to, column) => expect(table!.miles[row][column]).toBeCloseTo(roadMiles(from, to), 4)),
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatch(/^\/table\/v1\/driving\/-97\.700000,30\.200000;-97\.650000,30\.250000;-97\.800000,30\.100000\?/);
    expect(fake.requests[0]).toContain('annotations=distance');
  });

  it('asks a day past the table size in blocks of 50 against 50, and the blocks make the whole table', async () => {
    const points = Array.from({ length: 130 }, (_, index) => at(30 + index / 1000, -97.7 - (index % 7) / 100));
    const table = await adapter().table(points);
    expect(fake.requests).toHaveLength(9);
    for (const [row, column] of [
      [0, 129],
      [77, 3],
      [120, 64],
    ])
      expect(table!.miles[row][column]).toBeCloseTo(roadMiles(points[row], points[column]), 4);
  });

  it('gives no table on a refusal, a timeout or more points than a plan asks for', async () => {
    fake.failNext(500);
    expect(await adapter().table([at(30.2, -97.7), at(30.3, -97.7)])).toBeNull();
    fake.failNext('hang');
    expect(await adapter(300).table([at(30.2, -97.7), at(30.3, -97.7)])).toBeNull();
    const many = Array.from({ length: MOST_ROAD_POINTS + 1 }, (_, index) => at(30 + index / 10_000, -97.7));
    fake.requests.length = 0;
    expect(await adapter().table(many)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

// From the crew's start at 30.2, -97.7: by straight line the shortest order is e, d, c, a, b; on the grid's roads it is
// d, c, a, b, e (30.9 road miles against 33.9).
const DEPOT = at(30.2, -97.7);
const STOPS = {
  a: at(30.2726, -97.6694),
  b: at(30.2953, -97.7384),
  c: at(30.2489, -97.6123),
  d: at(30.2142, -97.6755),
  e: at(30.1396, -97.7516),
};
const BY_ROAD = ['d', 'c', 'a', 'b', 'e'] as const;
const BY_LINE = ['e', 'd', 'c', 'a', 'b'] as const;

describe('Generate Route on road distances', () => {
  let nextDay = 1;
  async function day() {
    const date = `2032-03-${String(nextDay++).padStart(2, '0')}`;
    const db = t.app.database.db;
    await db.update(crews).set({ startLatitude: DEPOT.latitude, startLongitude: DEPOT.longitude }).where(eq(crews._id, world.crew._id));
    const ids: Record<string, string> = {};
    for (const [name, point] of Object.entries(STOPS)) {
      const place = await buildWorld(t, setup.business);
      await db.update(properties).set(point).where(eq(properties._id, place.propertyId));
      ids[name] = (await place.insert({ crewId: world.crew._id, vendorId: world.crew.vendorId, date }))._id;
    }
    return { date, ids };
  }
  const preview = async (date: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/work-logs/route',
      headers: bearer(setup.tokens.admin),
      payload: { crewId: world.crew._id, date, preview: true },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { workLogIds: string[]; miles: number; minutes: number };
  };
  const milesAlong = (names: readonly string[], leg: (from: Point, to: Point) => number) => {
    let miles = 0;
    let from = DEPOT;
    for (const name of names) {
      const to = STOPS[name as keyof typeof STOPS];
      miles += leg(from, to);
      from = to;
    }
    return Math.round(miles * 10) / 10;
  };

  it('takes the road’s shortest order and reports its road miles, asking the service once per set of stops', async () => {
    configureRoads({ url: fake.url, timeoutMs: 2_000 });
    const { date, ids } = await day();
    const route = await preview(date);
    expect(route.workLogIds).toEqual(BY_ROAD.map((name) => ids[name]));
    expect(route.miles).toBeCloseTo(milesAlong(BY_ROAD, roadMiles), 1);
    expect(fake.requests).toHaveLength(1);
    await preview(date);
    expect(fake.requests).toHaveLength(1);
  });

  it('plans on straight lines times the detour factor without a road service, or when it does not answer', async () => {
    const detour = 1.3;
    const straight = (from: Point, to: Point) => distanceMiles(from, to) * detour;
    configureRoads(undefined);
    const first = await day();
    const route = await preview(first.date);
    expect(route.workLogIds).toEqual(BY_LINE.map((name) => first.ids[name]));
    expect(route.miles).toBeCloseTo(milesAlong(BY_LINE, straight), 1);

    configureRoads({ url: fake.url, timeoutMs: 2_000 });
    fake.failNext(503);
    const second = await day();
    expect((await preview(second.date)).workLogIds).toEqual(BY_LINE.map((name) => second.ids[name]));
    expect(fake.requests).toHaveLength(1);
  });

  it('asks the road table for the office’s order before it locks the day, so the day is free while it waits', async () => {
    const { date, ids } = await day();
    let answer!: () => void;
    let asked!: () => void;
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    configureRoads(undefined, {
      table: () => {
        asked();
        return new Promise((resolve) => (answer = () => resolve(null)));
      },
      path: async () => null,
    });
    const put = t.app.inject({
      method: 'PUT',
      url: '/api/v1/work-logs/route',
      headers: bearer(setup.tokens.admin),
      payload: { crewId: world.crew._id, date, ids: [...BY_LINE].reverse().map((name) => ids[name]) },
    });
    await waiting;
    try {
      // NOWAIT fails at once on a row another transaction holds: the day's rows must not be held during the road call.
      const rows = await t.app.database.db.transaction((tx) =>
        tx
          .select({ id: workLogs._id })
          .from(workLogs)
          .where(and(eq(workLogs.crewId, world.crew._id), eq(workLogs.date, date)))
          .for('update', { noWait: true }),
      );
      expect(rows).toHaveLength(5);
    } finally {
      answer();
    }
    expect((await put).statusCode).toBe(200);
    configureRoads(undefined);
  });
});

describe("the crew's map on the roads", () => {
  const crewGet = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(setup.tokens.crew) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const date = '2032-04-01';
  beforeAll(async () => {
    const db = t.app.database.db;
    await db.update(crews).set({ startLatitude: DEPOT.latitude, startLongitude: DEPOT.longitude }).where(eq(crews._id, world.crew._id));
    for (const point of Object.values(STOPS)) {
      const place = await buildWorld(t, setup.business);
      await db.update(properties).set(point).where(eq(properties._id, place.propertyId));
      await place.insert({ crewId: world.crew._id, vendorId: world.crew.vendorId, date });
    }
  });

  it('draws the roads from the start through the stops in route order, asked once for that order', async () => {
    configureRoads({ url: fake.url, timeoutMs: 2_000 });
    const day = (await crewGet(`/crew/day?date=${date}`)) as { stops: { _id: string; latitude: number; longitude: number }[] };
    const drawn = (await crewGet(`/crew/day/path?date=${date}`)) as { path: [number, number][]; stopIds: string[] };
    expect(drawn.stopIds).toEqual(day.stops.map((stop) => stop._id));
    // The grid's roads: each leg goes to its corner, then on to the stop; the path passes every stop in the day's order.
    const points = [DEPOT, ...day.stops.map((stop) => at(stop.latitude, stop.longitude))];
    const expected = [[DEPOT.latitude, DEPOT.longitude]];
    points.slice(1).forEach((to, index) => expected.push([to.latitude, points[index].longitude], [to.latitude, to.longitude]));
    expect(drawn.path).toEqual(expected);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatch(/^\/route\/v1\/driving\/-97\.700000,30\.200000;/);
    expect(fake.requests[0]).toContain('geometries=geojson');
    await crewGet(`/crew/day/path?date=${date}`);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives no path without a road service or when it does not answer, and the map draws straight legs', async () => {
    configureRoads(undefined);
    expect((await crewGet(`/crew/day/path?date=${date}`)).path).toBeNull();
    configureRoads({ url: fake.url, timeoutMs: 2_000 });
    fake.failNext(503);
    expect((await crewGet(`/crew/day/path?date=${date}`)).path).toBeNull();
    fake.failNext('hang');
    configureRoads({ url: fake.url, timeoutMs: 300 });
    expect((await crewGet(`/crew/day/path?date=${date}`)).path).toBeNull();
  });

  it("answers only a crew, with its own crew's day", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/crew/day/path?date=${date}`, headers: bearer(setup.tokens.admin) });
    expect(response.statusCode).toBe(403);
  });
});
