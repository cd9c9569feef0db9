// `npm run bench:balance [FILE.vrp …]`: the multi-route solver on VRPLIB capacitated instances (default: every .vrp
// in ../shared/data/cvrp/ beside the repository, the Uchoa et al. X set). Closed routes from the depot, capacity only,
// Euclidean distances rounded (EUC_2D). One JSON line per instance: name, routes, cost, best known, gap, time and the
// routes (customer numbers as in the file). `ms` is wall time, `cpuMs` the process's CPU time over the same span.
// Options: `--budget MS[,MS…]` (time budgets per instance, default 1,000 and 5,000), `--seed N` (default 1),
// `--iterations N` (generations; with it the result is the same on any machine). After each budget: mean and worst gap.
// Each line also carries the load average when it started (the machine is shared) and the process's peak memory.
// `--clock cpu` makes the budgets CPU time (the process's user time), as if the solver had a core of its own on a
// shared machine; the default is wall time, as the API counts it. `--days N` runs the crews' balance on random vendor
// days instead (bench/balanceDays.ts).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchBalanceDays } from './balanceDays';
import { byNode, euclidean, instanceFiles, nodeSection } from './sharedData';
import { solveVrp } from '../server/modules/routing';

export interface CvrpInstance {
  name: string;
  capacity: number;
  /** Node 0 is the depot. */
  points: [number, number][];
  demands: number[];
  bestKnown: number | null;
}

/** Best-known costs from the README table of the instances' folder (`| name | customers | cost |`). */
function readmeBestKnown(directory: string): Map<string, number> {
  const costs = new Map<string, number>();
  if (!existsSync(join(directory, 'README.md'))) return costs;
  for (const line of readFileSync(join(directory, 'README.md'), 'utf8').split('\n')) {
    const match = /^\|\s*([\w.-]+?)(?:\.vrp)?\s*\|\s*\d+\s*\|\s*(\d+)\s*\|/.exec(line);
    if (match) costs.set(match[1], Number(match[2]));
  }
  return costs;
}

/** A VRPLIB CVRP file: EUC_2D coordinates, demands, one depot. */
export function readVrp(file: string): CvrpInstance {
  const text = readFileSync(file, 'utf8');
  const header = (key: string) => new RegExp(`^\\s*${key}\\s*:\\s*(.+)$`, 'm').exec(text)?.[1].trim();
  const name = header('NAME') ?? basename(file, '.vrp');
  const type = header('EDGE_WEIGHT_TYPE');
  if (type !== 'EUC_2D') throw new Error(`${file}: EDGE_WEIGHT_TYPE ${type ?? 'missing'}, only EUC_2D is supported`);
  const dimension = Number(header('DIMENSION'));
  if (!Number.isInteger(dimension) || dimension < 2) throw new Error(`${file}: DIMENSION ${header('DIMENSION') ?? 'missing'}`);
  const coordinates = nodeSection(text, 'NODE_COORD_SECTION', 2, file);
  const points = byNode(coordinates, dimension, 'NODE_COORD_SECTION', file, ([x, y]): [number, number] => [x, y]);
  const demands = byNode(nodeSection(text, 'DEMAND_SECTION', 1, file), dimension, 'DEMAND_SECTION', file, ([demand]) => demand);
  const depotLine = /^\s*DEPOT_SECTION\s*$\s*^\s*(-?\d+)/m.exec(text)?.[1];
  const depot = Number(depotLine ?? 1) - 1;
  if (depot !== 0) throw new Error(`${file}: the depot must be node 1`);
  return { name, capacity: Number(header('CAPACITY')), points, demands, bestKnown: readmeBestKnown(dirname(file)).get(name) ?? null };
}

function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const cpuClock = () => process.cpuUsage().user / 1000;

function run(instance: CvrpInstance, options: { seed: number; timeBudgetMs: number; iterations: number; clock?: () => number }) {
  const { points, demands, capacity } = instance;
  const distance = (a: number, b: number) => euclidean(points[a], points[b]);
  const customers = points.length - 1;
  const problem = {
    distance,
    points,
    // The X set's fleet is unbounded: as many vehicles as customers is never binding.
    vehicles: Array.from({ length: customers }, () => ({ start: 0, returns: true, capacity })),
    visits: Array.from({ length: customers }, (_, index) => ({ node: index + 1, demand: demands[index + 1] })),
  };
  const load = round2(loadavg()[0]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const solution = solveVrp(problem, options);
  const ms = performance.now() - started;
  const cpuMs = process.cpuUsage(cpuBefore).user / 1000;
  const routes = solution.routes.filter((route) => route.length).map((route) => route.map((visit) => visit + 1));
  const { bestKnown } = instance;
  const gapPct = bestKnown ? Math.round(((solution.distance - bestKnown) / bestKnown) * 10_000) / 100 : null;
  return {
    name: instance.name,
    n: customers,
    routes: routes.length,
    cost: solution.distance,
    bestKnown,
    gapPct,
    unassigned: solution.unassigned.length,
    iterations: solution.iterations,
    budgetMs: options.timeBudgetMs === Infinity ? null : options.timeBudgetMs,
    clock: options.clock ? 'cpu' : 'wall',
    ms: Math.round(ms),
    cpuMs: Math.round(cpuMs),
    load,
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
    seed: options.seed,
    solution: routes,
  };
}

const days = argument('--days');
if (days) {
  const iterations = Number(argument('--iterations') ?? 5000);
  benchBalanceDays({ days: Number(days), windowed: process.argv.includes('--windows'), seed: Number(argument('--seed') ?? 1), iterations });
  process.exit(0);
}

const files = process.argv.slice(2).filter((value, index, all) => value.endsWith('.vrp') && !all[index - 1]?.startsWith('--'));
const paths = instanceFiles(files, 'cvrp', 'CVRP_DIR', '.vrp');
const seed = Number(argument('--seed') ?? 1);
const iterations = Number(argument('--iterations') ?? Infinity);
const clock = argument('--clock') === 'cpu' ? cpuClock : undefined;
const budgets = (argument('--budget') ?? (iterations === Infinity ? '1000,5000' : 'none'))
  .split(',')
  .map((value) => (value === 'none' ? Infinity : Number(value)));
const instances = paths.map(readVrp);
// Unprinted warm-up, so the first instance does not pay for compilation.
if (instances.length) run(instances[0], { seed, timeBudgetMs: 300, iterations: 50 });
for (const timeBudgetMs of budgets) {
  const gaps: number[] = [];
  for (const instance of instances) {
    const line = run(instance, { seed, timeBudgetMs, iterations, clock });
    console.log(JSON.stringify(line));
    if (line.gapPct !== null) gaps.push(line.gapPct);
  }
  if (gaps.length) {
    const mean = round2(gaps.reduce((total, gap) => total + gap, 0) / gaps.length);
    console.log(
      JSON.stringify({
        summary: true,
        budgetMs: timeBudgetMs === Infinity ? null : timeBudgetMs,
        clock: clock ? 'cpu' : 'wall',
        iterations: iterations === Infinity ? null : iterations,
        instances: gaps.length,
        meanGapPct: mean,
        worstGapPct: Math.max(...gaps),
      }),
    );
  }
}
