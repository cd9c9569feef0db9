// `npm run bench:solver-pool`: what the routing domain's solver pool (issues 48, 49) changes, before against after, on
// this machine. Three figures, one JSON line each:
// - boot: a 3-stop route search on a new worker per call, as the balance preview started one (before), against the
//   warm pool (after);
// - balance: ten vendors' balance searches at once (5 crews and 200 visits each, the preview's seed, 5,000 iterations
//   and 4 s), each on a worker of its own (before) or on the node's pool (after): total wall time, p95 of a search, the
//   searches whose plan is planBalance's on a quiet thread, and /health/live meanwhile;
// - routes: twenty Generate Route searches at once of 200-stop days, on the API's thread (before: ROUTING_WORKERS=0)
//   or on the warm pool (after), with /health/live asked every 50 ms meanwhile (bench/liveness.ts);
//   BENCH_ROUTE_STOPS sets the days' size (the scale bench's crew day is 40);
// - api-routes: the same burst as twenty real `POST /work-logs/route` calls over HTTP (20 crews, a day each, on the
//   bench's in-memory database: read, search, lock, write), positions cleared before each burst.
// BENCH_FIGURES=boot,routes,api-routes,balance picks some. The machine's load is on each line: on a shared machine it stretches every figure. Figures only, no assertions.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/client';
import {
  type BalanceJobInput,
  configureSolverPool,
  defaultSolverWorkers,
  planBalance,
  planRoute,
  planRouteOffThread,
  type RoutePlanInput,
  seededRandom,
  SolverPool,
} from '../server/modules/routing';
import { adminToken, benchConfig, insertBenchVendor } from './benchApp';
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
  const workLogs = Array.from({ length: 200 }, (_, index) => ({
    id: `v${index}`,
    position: at(),
    serviceMinutes: 15,
    crewId: `c${index % 5}`,
  }));
  return {
    crews,
    visits: workLogs,
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

/** 20 crews of the bench vendor, each with a day of ROUTE_STOPS pending visits scattered around town. */
async function insertCrewDays(db: Db, date: string) {
  await insertBenchVendor(db);
  const workLogs = ROUTES * ROUTE_STOPS;
  await db.execute(sql`
    insert into crews (_id, vendor_id, name, start_latitude, start_longitude)
    select md5('bench-c' || i)::uuid::text, 'bench-v', 'Bench Crew ' || i, 30 + random() * 0.4, -97.9 + random() * 0.4 from generate_series(1, ${ROUTES}) i`);
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, status, source)
    select 'bench-' || i, 'Bench', 'Customer ' || i, 'active', 'none' from generate_series(1, ${workLogs}) i`);
  await db.execute(sql`
    insert into properties (_id, customer_id, address, city, zipcode, market_id, status, latitude, longitude)
    select 'bench-p' || i, 'bench-' || i, (100 + i) || ' Bench St', 'Austin', '78701', 'bench-m', 'active',
      30 + random() * 0.4, -97.9 + random() * 0.4
    from generate_series(1, ${workLogs}) i`);
  await db.execute(sql`
    insert into services (_id, customer_id, property_id, type, frequency, price, start_date, status)
    select 'bench-s' || i, 'bench-' || i, 'bench-p' || i, 'mow', 1, 45, ${date}::date - 7, 'started' from generate_series(1, ${workLogs}) i`);
  await db.execute(sql`
    insert into work_logs (_id, property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, price)
    select 'bench-w' || i, 'bench-p' || i, 'bench-' || i, 'bench-s' || i, 'mow', 'bench-v', md5('bench-c' || (1 + i % ${ROUTES}))::uuid::text, ${date}, ${date}, 45
    from generate_series(1, ${workLogs}) i`);
}

async function apiRouteFigures(address: string, db: Db) {
  const date = '2031-06-02';
  await insertCrewDays(db, date);
  const token = await adminToken(address);
  const crewIds = (await db.execute<{ _id: string }>(sql`select _id from crews where name like 'Bench Crew %' order by _id`)).rows.map(
    (row) => row._id,
  );
  const generate = (crew: number) =>
    fetch(`${address}/api/v1/work-logs/route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ crewId: crewIds[crew], date }),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
  const measure = async (workers: number) => {
    configureSolverPool(workers);
    if (workers) await planRouteOffThread(routeDay(20));
    await db.execute(sql`update work_logs set route_position = null where date = ${date}`);
    const burst = () => Promise.all(Array.from({ length: ROUTES }, (_, crew) => timed(() => generate(crew))));
    const { result: calls, seconds, liveness } = await withLiveness(address, burst);
    return {
      totalMs: Math.round(seconds * 1000),
      p95Ms: p95(calls.map((call) => call.ms)),
      ok: calls.filter((call) => call.result.status === 200).length,
      healthP50Ms: round(liveness.p50),
      healthP95Ms: round(liveness.p95),
      healthMaxMs: round(liveness.max),
      polls: liveness.polls,
      orders: calls.map((call) => JSON.parse(call.result.body).data?.workLogIds?.join() ?? ''),
    };
  };
  // Before, after, then before again: the first burst also warms the database and the code, which favours the next.
  const before = await measure(0);
  const after = await measure(defaultSolverWorkers());
  const beforeAgain = await measure(0);
  const sameOrders = before.orders.filter((order, index) => order === after.orders[index]).length;
  const figures = ({ orders: _orders, ...rest }: typeof before) => rest;
  console.log(
    JSON.stringify({
      figure: 'api-routes',
      routes: ROUTES,
      stops: ROUTE_STOPS,
      before: figures(before),
      after: figures(after),
      beforeAgain: figures(beforeAgain),
      sameOrders,
      load: load(),
    }),
  );
}

const app = await buildApp({ ...benchConfig(''), inMemory: true, jobs: false, seedDemo: true });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const only = process.env.BENCH_FIGURES?.split(',');
const wanted = (figure: string) => !only || only.includes(figure);
if (wanted('boot')) await bootFigures();
if (wanted('routes')) await routeFigures(address);
if (wanted('api-routes')) await apiRouteFigures(address, app.database.db);
if (wanted('balance')) await balanceFigures(address);
await app.close();
