// `npm run bench:schedule`: the scheduler at 100,000 active services across 50 crews on PostgreSQL. Prints the
// horizon fill's time and rows per second, a second fill (which must create nothing), and p50/p95 of the board's
// crew-day list and the per-day summary over HTTP beside the same queries made directly. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { workLogs } from '../server/db/schema';
import { paginate } from '../server/lib/paginate';
import { fillHorizon, planContext } from '../server/modules/scheduling/planner';
import { selectRows } from '../server/modules/workLogs/rows';
import { recreateDatabase } from './database';

const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const VENDORS = 10;
const CREWS_PER_VENDOR = 5;
const ZIPCODES = 250;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

type Db = Awaited<ReturnType<typeof buildApp>>['database']['db'];

/** Ten vendors of five crews; each bench zip code is served by one vendor's crew on one weekday. */
async function loadServices(db: Db) {
  await loadRows(db);
  await db.execute(sql`vacuum analyze`);
}

async function loadRows(db: Pick<Db, 'execute'>) {
  await db.execute(sql`
    insert into vendors (_id, company_name, status, commission) select 'bench-v' || v, 'Bench Vendor ' || v, 'active', 20 from generate_series(1, ${VENDORS}) v`);
  await db.execute(sql`
    insert into crews (_id, vendor_id, name) select md5('bench-c' || v || '-' || c)::uuid::text, 'bench-v' || v, 'Bench Crew ' || v || '-' || c
    from generate_series(1, ${VENDORS}) v, generate_series(1, ${CREWS_PER_VENDOR}) c`);
  await db.execute(sql`
    insert into vendor_zipcodes (vendor_id, zipcode, week_day, crew_id)
    select 'bench-v' || (1 + z % ${VENDORS}), 'B' || lpad(z::text, 4, '0'), 1 + z % 5, md5('bench-c' || (1 + z % ${VENDORS}) || '-' || (1 + (z / ${VENDORS}) % ${CREWS_PER_VENDOR}))::uuid::text
    from generate_series(1, ${ZIPCODES}) z`);
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, email, mobile, status, source, referral_code)
    select 'bench-' || i, 'Bench', 'Customer ' || i, 'bench.' || i || '@example.com', (2100000000 + i)::text, 'active', 'none', 'BENCH' || i
    from generate_series(1, ${SERVICES}) i`);
  await db.execute(sql`
    insert into properties (_id, customer_id, address, city, zipcode, status)
    select 'bench-p' || i, 'bench-' || i, (100 + i % 9800) || ' Bench St', 'Austin', 'B' || lpad((1 + i % ${ZIPCODES})::text, 4, '0'), 'active'
    from generate_series(1, ${SERVICES}) i`);
  // Frequencies in the demo's mix; start dates on the zip code's day within the last year; one service in ten a bush-and-bed.
  await db.execute(sql`
    insert into services (customer_id, property_id, type, frequency, price, start_date, mow_day, time_cap_hours, status)
    select 'bench-' || i, 'bench-p' || i, case when i % 10 = 0 then 'bnb' else 'mow' end,
      (array[1,1,1,1,1,1,2,2,2,3,4,6,-1])[1 + i % 13], 45,
      (date '2026-01-05' - ((i % 52) * 7)) + ((1 + i % ${ZIPCODES}) % 5), 1 + (1 + i % ${ZIPCODES}) % 5,
      case when i % 10 = 0 then 2 end, 'started'
    from generate_series(1, ${SERVICES}) i`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(run: () => Promise<unknown>) {
  for (let index = 0; index < 10; index++) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const url = await recreateDatabase('lawndesk_bench_schedule');
const app = await buildApp({
  port: 0, host: '127.0.0.1', dataDir: '', databaseUrl: url, logLevel: 'silent', staticDir: '/nonexistent', seedDemo: true,
  loginFailureLimit: 100, recoveryRateLimit: 100, jwtSecret: 'bench',
  // Loading 100,000 rows in one statement outlasts the API's limits; the fill itself inserts 1,000 rows a statement.
  databaseTimeouts: { statementMs: 0, queryMs: 0 },
});
const { db } = app.database;
let started = performance.now();
await loadServices(db);
console.log(`Loaded ${SERVICES.toLocaleString('en-US')} active services across ${VENDORS * CREWS_PER_VENDOR} crews in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const context = await planContext(db);
started = performance.now();
const first = await fillHorizon(db, context);
const seconds = (performance.now() - started) / 1000;
console.log(`Horizon fill ${context.today} to ${context.until}: ${first.created.toLocaleString('en-US')} work logs in ${seconds.toFixed(1)} s (${Math.round(first.created / seconds).toLocaleString('en-US')} rows/s; target under 60 s)`);
started = performance.now();
const second = await fillHorizon(db, context);
console.log(`Second fill: created ${second.created} work logs in ${((performance.now() - started) / 1000).toFixed(1)} s${second.created ? ' (NOT idempotent)' : ' (nothing, as it should)'}`);
await db.execute(sql`vacuum analyze work_logs`);

const [busiest] = (
  await db.execute<{ crew_id: string; date: string; n: number }>(sql`
    select crew_id, date::text as date, count(*)::int as n from work_logs where vendor_id like 'bench-v%' group by crew_id, date order by n desc limit 1`)
).rows;
console.log(`Busiest crew day: ${busiest.n} work logs (${busiest.crew_id} on ${busiest.date})`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'demo-csr', password: 'Lawn#2026', loginRole: 'admin' }) });
const { data: { token } } = (await login.json()) as { data: { token: string } };
const get = async (path: string) => {
  const response = await fetch(`${address}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
const q = (params: object) => '?' + Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`).join('&');
const dayRange = [0, 99];

const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
  [
    "board: one crew's day",
    () => get(`/work-logs${q({ filter: { crewId: busiest.crew_id, date: busiest.date }, sort: ['routePosition', 'ASC'], range: dayRange })}`),
    () =>
      paginate(db, {
        query: selectRows(db).where(and(eq(workLogs.crewId, busiest.crew_id), eq(workLogs.date, busiest.date))).$dynamic(),
        idColumn: workLogs._id,
        sortColumns: { routePosition: workLogs.routePosition },
        page: { sort: ['routePosition', 'ASC'], range: [0, 99] },
      }),
  ],
  [
    'summary: one day, every crew',
    () => get(`/work-logs/summary?dateFrom=${busiest.date}&dateTo=${busiest.date}`),
    () =>
      db.execute(sql`
        select w.date, w.crew_id, c.name, count(*) filter (where w.status = 'pending')::int, count(*) filter (where w.status = 'started')::int,
          count(*) filter (where w.status = 'completed')::int, count(*) filter (where w.status = 'skipped')::int, count(*) filter (where w.status = 'cancel')::int,
          coalesce(sum(coalesce(w.time_cap_hours * 60, 0) + w.extra_time_granted_minutes) filter (where w.status in ('pending', 'started', 'completed')), 0)::float8
        from work_logs w left join crews c on c._id = w.crew_id
        where w.date >= ${busiest.date} and w.date <= ${busiest.date}
        group by w.date, w.crew_id, c.name order by w.date, c.name nulls first, w.crew_id`),
  ],
];

console.log(`\n${RUNS} calls each; ms`);
const rows = [];
for (const [name, overHttp, direct] of cases) {
  const http = await measure(overHttp);
  const sqlOnly = await measure(direct);
  rows.push({ call: name, 'HTTP p50': http.p50.toFixed(1), 'HTTP p95': http.p95.toFixed(1), 'SQL p50': sqlOnly.p50.toFixed(1), 'SQL p95': sqlOnly.p95.toFixed(1), 'p95 ratio': (http.p95 / sqlOnly.p95).toFixed(2) });
}
console.table(rows);
console.log('Targets: horizon fill under 60 s; crew-day p95 under 20 ms and within 2x its direct query.');
await app.close();
