// `npm run bench:solver-pool`: what the routing domain's solver pool (issues 48, 49) changes, before against after, on
// this machine. Three figures, one JSON line each:
// - boot: a 3-stop route search on a new worker per call, as the balance preview started one (before), against the
//   warm pool (after);
// - balance: ten vendors' balance searches at once (5 crews and 200 visits each, the preview's seed, 5,000 iterations
//   and 4 s), each on a worker of its own (before) or on the node's pool (after): total wall time, p95 of a search, the
//   searches whose plan is planBalance's on a quiet thread, and /health/live meanwhile;
// - routes: twenty Generate Route searches at once of 200-stop days, on the API's thread (before: ROUTING_WORKERS=0)
//   or on the warm pool (after), with /health/live asked every 50 ms meanwhile (bench/liveness.ts);
//   BENCH_ROUTE_STOPS sets the days' size (the scale bench's crew day is 40).
// The machine's load is on each line: on a shared machine it stretches every figure. Figures only, no assertions.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import {
  configureSolverPool,
  defaultSolverWorkers,
  planRoute,
  planRouteOffThread,
  type RoutePlanInput,
  seededRandom,
  SolverPool,
} from '../server/modules/routing';
import { planBalance } from '../server/modules/routing/balancePlan';
import type { BalanceJobInput } from '../server/modules/routing/solvers';
import { benchConfig } from './benchApp';
import { withLiveness } from './liveness';
import { percentile } from './measure';

const VENDORS = 10;
const ROUTES = 20;
const ROUTE_STOPS = Number(process.env.BENCH_ROUTE_STOPS ?? 200);
const random = seededRandom(48);
const at = () => ({ latitude: 30 + random() * 0.4, longitude: -97.9 + random() * 0.4 });
const round = (value: number) => Math.round(value * 10) / 10;
const load = () => round(loadavg()[0]);
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const p95 = (times: number[]) =>
  round(
    percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
  );

/** A vendor's day: 5 crews, 200 visits held in turn, the preview's solver options. */
function vendorDay(): BalanceJobInput {
  const crews = Array.from({ length: 5 }, (_, index) => ({ id: `c${index}`, start: at(), availableMinutes: 600 }));
  const visits = Array.from({ length: 200 }, (_, index) => ({
    id: `v${index}`,
    position: at(),
    serviceMinutes: 15,
    crewId: `c${index % 5}`,
  }));
  return {
    crews,
    visits,
    averageSpeedMph: 25,
    detourFactor: 1.3,
    overtimeWeight: 1.5,
    options: { seed: 1, iterations: 5000, timeBudgetMs: 4000 },
  };
}

const routeDay = (stops: number): RoutePlanInput => ({
  start: at(),
  pending: Array.from({ length: stops }, (_, index) => ({ id: `s${index}`, position: at() })),
  detourFactor: 1.3,
  options: { timeBudgetMs: 2000 },
});

/** One search on a worker of its own, booted for it and ended after it: the balance preview before the pool. */
async function onNewWorker<T>(kind: string, input: unknown): Promise<T> {
  const pool = new SolverPool({ size: 1 });
  try {
    return await pool.run<T>(kind, input);
  } finally {
    await pool.close();
  }
}

async function bootFigures() {
  const tiny = routeDay(3);
  const before: number[] = [];
  for (let run = 0; run < 5; run++) before.push((await timed(() => onNewWorker('route', tiny))).ms);
  const pool = new SolverPool({ size: 1 });
  await pool.run('route', tiny);
  const after: number[] = [];
  for (let run = 0; run < 20; run++) after.push((await timed(() => pool.run('route', tiny))).ms);
  await pool.close();
  const median = (times: number[]) =>
    round(
      percentile(
        [...times].sort((a, b) => a - b),
        50,
      ),
    );
  console.log(JSON.stringify({ figure: 'boot', beforeMedianMs: median(before), afterMedianMs: median(after), load: load() }));
}

async function balanceFigures(address: string) {
  const days = Array.from({ length: VENDORS }, vendorDay);
  const quiet = days.map((day) => JSON.stringify(planBalance(day)));
  const burst = async (solve: (day: BalanceJobInput) => Promise<unknown>) => {
    const { result: runs, ms } = await timed(() => Promise.all(days.map((day) => timed(() => solve(day)))));
    return {
      totalMs: Math.round(ms),
      p95Ms: Math.round(p95(runs.map((run) => run.ms))),
      sameAsQuiet: runs.filter((run, index) => JSON.stringify(run.result) === quiet[index]).length,
    };
  };
  const before = await withLiveness(address, () => burst((day) => onNewWorker('balance', day)));
  const pool = new SolverPool({ size: defaultSolverWorkers() });
  const after = await withLiveness(address, () => burst((day) => pool.run('balance', day)));
  await pool.close();
  const health = ({ p95: p, max }: { p95: number; max: number }) => ({ healthP95Ms: round(p), healthMaxMs: round(max) });
  console.log(
    JSON.stringify({
      figure: 'balance',
      vendors: VENDORS,
      workers: defaultSolverWorkers(),
      before: { ...before.result, ...health(before.liveness) },
      after: { ...after.result, ...health(after.liveness) },
      load: load(),
    }),
  );
}

async function routeFigures(address: string) {
  const days = Array.from({ length: ROUTES }, () => routeDay(ROUTE_STOPS));
  const quiet = days.map((day) => JSON.stringify(planRoute(day)));
  // Each call as a request: it arrives, waits a turn of the event loop (its reads), then searches.
  const burst = () =>
    Promise.all(days.map(async (day) => timed(async () => (await new Promise((done) => setTimeout(done, 0)), planRouteOffThread(day)))));
  const measure = async (workers: number) => {
    configureSolverPool(workers);
    const { result: runs, seconds, liveness } = await withLiveness(address, burst);
    const same = runs.filter((run, index) => JSON.stringify(run.result) === quiet[index]).length;
    return {
      totalMs: Math.round(seconds * 1000),
      p95Ms: p95(runs.map((run) => run.ms)),
      sameAsQuiet: same,
      healthP50Ms: round(liveness.p50),
      healthP95Ms: round(liveness.p95),
      healthMaxMs: round(liveness.max),
      loopMaxMs: round(liveness.loopMax),
    };
  };
  const before = await measure(0);
  // The pool as a node has it after its first search: warm (the cold start is the boot figure).
  configureSolverPool(defaultSolverWorkers());
  await planRouteOffThread(routeDay(20));
  const after = await measure(defaultSolverWorkers());
  console.log(JSON.stringify({ figure: 'routes', routes: ROUTES, stops: ROUTE_STOPS, before, after, load: load() }));
}

const app = await buildApp({ ...benchConfig(''), inMemory: true, jobs: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
await bootFigures();
await routeFigures(address);
await balanceFigures(address);
await app.close();
