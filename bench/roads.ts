// `npm run bench:roads [-- --days 200 --stops 25]`: what planning on straight lines costs against a road network. Days of
// random stops around Austin (fixed seed) are ordered twice by Generate Route's optimiser, once on the road table of
// OSRM's loopback stand-in (tests/fakeOsrm.ts, a grid city, asked through the real adapter) and once on straight lines
// times a detour factor (the setting's 1.3, and the one the tables taught); both orders are driven on the road table.
// Prints one JSON line per factor: how much longer the straight-line order drives (mean, p95, worst), and how far its
// estimate of the road miles is off (mean and p95 of |estimate − road| / road). Figures only, no assertions.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { distanceMiles, type Point } from '../common/geo/distance';
import { legMiles, type RoadTable, tableDetourFactor } from '../common/geo/roads';
import { osrmRoads } from '../server/lib/roads/osrm';
import { planRoute, seededRandom } from '../server/modules/routing';
import { startFakeOsrm } from '../tests/fakeOsrm';

const { values } = parseArgs({ options: { days: { type: 'string', default: '200' }, stops: { type: 'string', default: '25' } } });
const DAYS = Number(values.days);
const STOPS = Number(values.stops);
const SETTING = 1.3;

const random = seededRandom(2026);
const fake = await startFakeOsrm();
const roads = osrmRoads({ url: fake.url, timeoutMs: 10_000 });

interface Day {
  depot: Point;
  stops: { id: string; position: Point }[];
  table: RoadTable;
}
const days: Day[] = [];
for (let index = 0; index < DAYS; index++) {
  // A crew's territory: a few miles across, somewhere in a 30-mile square around Austin.
  const centre = { latitude: 30.27 + (random() - 0.5) * 0.4, longitude: -97.74 + (random() - 0.5) * 0.4 };
  const spread = 0.03 + random() * 0.07;
  const around = () => ({ latitude: centre.latitude + (random() - 0.5) * spread, longitude: centre.longitude + (random() - 0.5) * spread });
  const depot = around();
  const stops = Array.from({ length: STOPS }, (_, stop) => ({ id: `${index}-${stop}`, position: around() }));
  const table = await roads.table([depot, ...stops.map((stop) => stop.position)]);
  if (!table) throw new Error('the stand-in gave no table');
  days.push({ depot, stops, table });
}
await fake.close();

const learned = (() => {
  const factors = days.map((day) => tableDetourFactor(day.table)!).sort((a, b) => a - b);
  return Math.round(factors[Math.floor(factors.length / 2)] * 100) / 100;
})();

const driven = (day: Day, order: readonly string[], leg: (from: Point, to: Point) => number) => {
  const byId = new Map(day.stops.map((stop) => [stop.id, stop.position]));
  let miles = 0;
  let at = day.depot;
  for (const id of order) {
    miles += leg(at, byId.get(id)!);
    at = byId.get(id)!;
  }
  return miles;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const percent = (value: number) => Math.round(value * 10_000) / 100;

for (const [label, factor] of [
  ['setting', SETTING],
  ['learned', learned],
] as const) {
  const longer: number[] = [];
  const estimateOff: number[] = [];
  for (const day of days) {
    const road = legMiles(1, day.table);
    const byRoad = planRoute({ start: day.depot, pending: day.stops, roads: day.table, options: { seed: 1 } });
    const byLine = planRoute({ start: day.depot, pending: day.stops, detourFactor: factor, options: { seed: 1 } });
    const roadMiles = driven(day, byRoad, road);
    longer.push(driven(day, byLine, road) / roadMiles - 1);
    estimateOff.push(Math.abs(driven(day, byLine, (from, to) => distanceMiles(from, to) * factor) / driven(day, byLine, road) - 1));
  }
  longer.sort((a, b) => a - b);
  estimateOff.sort((a, b) => a - b);
  const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
  console.log(
    JSON.stringify({
      bench: 'roads',
      detourFactor: label,
      factor,
      days: DAYS,
      stops: STOPS,
      longerMeanPercent: percent(mean(longer)),
      longerP95Percent: percent(quantile(longer, 0.95)),
      longerWorstPercent: percent(longer.at(-1)!),
      estimateOffMeanPercent: percent(mean(estimateOff)),
      estimateOffP95Percent: percent(quantile(estimateOff, 0.95)),
      load: Math.round(loadavg()[0] * 10) / 10,
    }),
  );
}
