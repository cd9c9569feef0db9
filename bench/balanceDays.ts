// `npm run bench:balance -- --days N [--windows] [--seed N] [--iterations N]`: the crews' balance (balanceDay, as the
// preview calls it: open routes from each crew's start, its hours, minutes on site) on N seeded random vendor days of
// 4 crews and 40 visits around Austin, each crew's current visits in a random order. With `--windows` about a third of
// the visits get access windows (mornings, afternoons, an early gate, or two windows a day) and each line counts the
// visits the plan leaves late. One JSON line a day, then a summary: mean miles after, late visits, CPU time.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Point } from '../common/geo/distance';
import { balanceDay, type BalanceWorkLog, seededRandom, timeline, type TimedStop } from '../server/modules/routing';

const CREWS = 4;
const VISITS = 40;
const SETTINGS = { averageSpeedMph: 25, detourFactor: 1.3 };
const DAY_START = 8 * 60;
const AVAILABLE_MINUTES = 8 * 60;
const SERVICE = [20, 30, 35, 40, 55];
/** The windows a windowed visit may get, minutes after midnight, earliest first. */
const WINDOWS = [
  [{ start: 480, end: 660 }],
  [{ start: 780, end: 960 }],
  [{ start: 480, end: 570 }],
  [
    { start: 480, end: 540 },
    { start: 840, end: 900 },
  ],
];
const CENTRE = { latitude: 30.27, longitude: -97.74 };

const round2 = (value: number) => Math.round(value * 100) / 100;

type WindowedVisit = BalanceWorkLog & { windows: TimedStop['windows'] };

/** One vendor's day: crews' starts in a 12-mile box, visits around six neighbourhoods, each on a crew (60% the nearest). */
function randomDay(seed: number, windowed: boolean) {
  const random = seededRandom(seed);
  const near = (centre: Point, miles: number): Point => ({
    latitude: centre.latitude + ((random() - 0.5) * miles) / 69,
    longitude: centre.longitude + ((random() - 0.5) * miles) / 60,
  });
  const crews = Array.from({ length: CREWS }, (_, index) => ({
    id: `c${index}`,
    start: near(CENTRE, 12),
    availableMinutes: AVAILABLE_MINUTES,
    startMinutes: DAY_START,
  }));
  const neighbourhoods = Array.from({ length: 6 }, () => near(CENTRE, 12));
  const square = (a: Point, b: Point) => (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
  const visits: WindowedVisit[] = Array.from({ length: VISITS }, (_, index) => {
    const position = near(neighbourhoods[Math.floor(random() * neighbourhoods.length)], 3);
    const nearest = crews.reduce((best, crew) => (square(crew.start, position) < square(best.start, position) ? crew : best));
    const crew = random() < 0.6 ? nearest : crews[Math.floor(random() * CREWS)];
    const windows = windowed && random() < 0.35 ? WINDOWS[Math.floor(random() * WINDOWS.length)] : null;
    return { id: `v${index}`, position, serviceMinutes: SERVICE[Math.floor(random() * SERVICE.length)], crewId: crew.id, windows };
  });
  return { crews, visits };
}

/** Visits the crews' orders leave after their windows closed. */
function lateVisits(day: ReturnType<typeof randomDay>, orders: readonly (readonly string[])[]) {
  const byId = new Map(day.visits.map((visit) => [visit.id, visit]));
  return day.crews.reduce((late, crew, index) => {
    const stops = orders[index].map((id) => byId.get(id)!);
    const clock = { startMinutes: crew.startMinutes, ...SETTINGS };
    return late + timeline(crew.start, stops, clock).filter((timing) => timing.problem === 'late').length;
  }, 0);
}

export function benchBalanceDays({
  days,
  windowed,
  seed,
  iterations,
}: {
  days: number;
  windowed: boolean;
  seed: number;
  iterations: number;
}) {
  const options = { seed, iterations, timeBudgetMs: 4000 };
  // Unprinted warm-up, so the first day does not pay for compilation.
  balanceDay({ ...randomDay(0, windowed), ...SETTINGS, options: { ...options, iterations: 200 } });
  const lines = [];
  for (let index = 1; index <= days; index++) {
    const day = randomDay(index, windowed);
    const load = round2(loadavg()[0]);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const proposal = balanceDay({ ...day, ...SETTINGS, options });
    const cpuMs = Math.round(process.cpuUsage(cpuBefore).user / 1000);
    const ms = Math.round(performance.now() - started);
    const before = day.crews.map((crew) => day.visits.filter((visit) => visit.crewId === crew.id).map((visit) => visit.id));
    const line = {
      day: index,
      seed,
      crews: CREWS,
      visits: VISITS,
      windowed: day.visits.filter((visit) => visit.windows).length,
      milesBefore: round2(proposal.before.miles),
      milesAfter: round2(proposal.after.miles),
      lateBefore: lateVisits(day, before),
      lateAfter: lateVisits(
        day,
        proposal.crews.map((crew) => crew.workLogIds),
      ),
      leftOut: proposal.leftOut.length,
      moved: proposal.moved.length,
      ms,
      cpuMs,
      load,
    };
    console.log(JSON.stringify(line));
    lines.push(line);
  }
  const mean = (values: number[]) => round2(values.reduce((sum, value) => sum + value, 0) / values.length);
  console.log(
    JSON.stringify({
      summary: true,
      days,
      windows: windowed,
      seed,
      iterations,
      meanMilesAfter: mean(lines.map((line) => line.milesAfter)),
      lateBefore: lines.reduce((sum, line) => sum + line.lateBefore, 0),
      lateAfter: lines.reduce((sum, line) => sum + line.lateAfter, 0),
      leftOut: lines.reduce((sum, line) => sum + line.leftOut, 0),
      meanCpuMs: mean(lines.map((line) => line.cpuMs)),
      worstCpuMs: Math.max(...lines.map((line) => line.cpuMs)),
    }),
  );
}
