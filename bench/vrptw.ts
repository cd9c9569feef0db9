// `npm run bench:vrptw [FILE.txt …]`: the time-window solver (server/modules/routing/vrptw.ts) on Solomon's VRPTW
// instances, by default every .txt in bench/data/solomon/ (R101, R105, C101, C105, RC101, RC105; README.md there
// names the source and the best-known distances). Euclidean distances in double precision, travel time equal to
// distance. One JSON line per instance: name, n (customers), vehicles (routes used), distance, bestKnown, gapPct,
// violations (late starts, late returns, overloads, customers missed or twice, routes over the fleet: recounted from
// scratch), ms and cpuMs; then the mean and worst gap. Options: `--iterations N` (default 4,000), `--seed N` (1).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkVrptw, solveVrptw, type VrptwProblem } from '../server/modules/routing';

const FOLDER = join(import.meta.dirname, 'data', 'solomon');
/** Solomon's 100-customer instances allow 25 vehicles. */
const DEFAULT_VEHICLES = 25;

/** The README's table: `| name | vehicles | distance |`. */
function bestKnown(): Map<string, number> {
  const table = new Map<string, number>();
  for (const line of readFileSync(join(FOLDER, 'README.md'), 'utf8').split('\n')) {
    const match = /^\|\s*([A-Z]+\d+)\s*\|\s*\d+\s*\|\s*([\d.]+)\s*\|/.exec(line);
    if (match) table.set(match[1], Number(match[2]));
  }
  return table;
}

/** A Solomon file, either layout: SINTEF's (VEHICLE / NUMBER CAPACITY / 25 200 / CUSTOMER …) or capacity then rows. */
export function readSolomon(file: string): VrptwProblem & { name: string } {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((numbers) => numbers.length && numbers.every((value) => Number.isFinite(value)));
  const nodes = rows.filter((numbers) => numbers.length === 7);
  const header = rows.find((numbers) => numbers.length === 2);
  const vehicles = header ? header[0] : DEFAULT_VEHICLES;
  const capacity = header ? header[1] : rows.find((numbers) => numbers.length === 1)![0];
  const points = nodes.map((row) => [row[1], row[2]]);
  return {
    name: basename(file)
      .replace(/\.txt$/i, '')
      .toUpperCase(),
    size: nodes.length,
    // Unrounded, as the best-known distances are (TSPLIB's EUC_2D rounding, bench/sharedData.ts, would not do).
    distance: (a, b) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]),
    demand: nodes.map((row) => row[3]),
    ready: nodes.map((row) => row[4]),
    due: nodes.map((row) => row[5]),
    service: nodes.map((row) => row[6]),
    capacity,
    vehicles,
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const named = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const files = named.length
  ? named
  : readdirSync(FOLDER)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .map((file) => join(FOLDER, file));
const known = bestKnown();
const iterations = option('iterations', 4000);
const seed = option('seed', 1);
const gaps: number[] = [];
for (const file of files) {
  const problem = readSolomon(file);
  const load = loadavg()[0];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const plan = solveVrptw(problem, { seed, iterations });
  const ms = Math.round(performance.now() - started);
  const cpuMs = Math.round(process.cpuUsage(cpuBefore).user / 1000);
  const check = checkVrptw(problem, plan.routes);
  const best = known.get(problem.name) ?? null;
  const gapPct = best ? Math.round(((check.distance - best) / best) * 10000) / 100 : null;
  if (gapPct !== null) gaps.push(gapPct);
  console.log(
    JSON.stringify({
      name: problem.name,
      n: problem.size - 1,
      vehicles: plan.routes.length,
      distance: Math.round(check.distance * 10) / 10,
      bestKnown: best,
      gapPct,
      violations: check.violations,
      unassigned: plan.unassigned.length,
      ms,
      cpuMs,
      load: Math.round(load * 10) / 10,
    }),
  );
}
if (gaps.length)
  console.log(
    JSON.stringify({
      summary: true,
      meanGapPct: Math.round((gaps.reduce((a, b) => a + b, 0) / gaps.length) * 100) / 100,
      worstGapPct: Math.max(...gaps),
      iterations,
      seed,
    }),
  );
