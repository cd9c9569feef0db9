// `npm run bench:schedule`: the scheduler at 100,000 active services across 400 crews on PostgreSQL, each
// crew a zip code on each work day (a few dozen stops, like a real route). Prints the
// horizon fill's time and rows per second, a second fill (which must create nothing), and p50/p95 of the board's
// crew-day list and the per-day summary over HTTP beside the same queries made directly. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { workLogs } from '../server/db/schema';
import { paginate } from '../server/lib/paginate';
import { fillHorizon, planContext } from '../server/modules/scheduling';
import { countQuery } from '../server/modules/workLogs';
import { selectRows } from '../server/modules/workLogs';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { apiReader, type Case, printComparison, secondsSince } from './measure';

const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const VENDORS = 10;
/**
 * A real crew works one zip code (or two) a day and makes a few dozen stops. At 100,000 services in the demo's
 * frequency mix (about 0.63 visits a week each), 50 crews would each make about 250 stops a day; 400 crews make about
 * 30. BENCH_CREWS changes it (a multiple of VENDORS).
 */
const CREWS = Number(process.env.BENCH_CREWS ?? 400);
const CREWS_PER_VENDOR = Math.max(1, Math.round(CREWS / VENDORS));
const WORK_DAYS = 5;
/** Each crew serves WORK_DAYS zip codes, one on each work day. */
const ZIPCODES = VENDORS * CREWS_PER_VENDOR * WORK_DAYS;

type Db = Awaited<ReturnType<typeof buildBenchApp>>['database']['db'];

async function loadServices(db: Db) {
  await loadRows(db);
  await db.execute(sql`vacuum analyze`);
}

/**
 * Zip code z (0-based) is worked by crew floor(z / WORK_DAYS) on week day 1 + z % WORK_DAYS; crew k belongs to vendor
 * floor(k / CREWS_PER_VENDOR). Property i lies in zip code i % ZIPCODES, so every zip code holds the same number.
 */
async function loadRows(db: Pick<Db, 'execute'>) {
  const crewId = (crew: ReturnType<typeof sql>) => sql`md5('bench-c' || ${crew})::uuid::text`;
  const zipcode = (z: ReturnType<typeof sql>) => sql`'B' || lpad((${z})::text, 5, '0')`;
  await db.execute(sql`
    insert into vendors (_id, company_name, status, commission) select 'bench-v' || v, 'Bench Vendor ' || v, 'active', 20 from generate_series(0, ${VENDORS - 1}) v`);
  await db.execute(sql`
    insert into crews (_id, vendor_id, name) select ${crewId(sql`k`)}, 'bench-v' || (k / ${CREWS_PER_VENDOR}), 'Bench Crew ' || k
    from generate_series(0, ${VENDORS * CREWS_PER_VENDOR - 1}) k`);
  await db.execute(sql`
    insert into vendor_zipcodes (vendor_id, zipcode, week_day, crew_id)
    select 'bench-v' || (z / ${WORK_DAYS} / ${CREWS_PER_VENDOR}), ${zipcode(sql`z`)}, 1 + z % ${WORK_DAYS}, ${crewId(sql`z / ${WORK_DAYS}`)}
    from generate_series(0, ${ZIPCODES - 1}) z`);
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, email, mobile, status, source, referral_code)
    select 'bench-' || i, 'Bench', 'Customer ' || i, 'bench.' || i || '@example.com', (2100000000 + i)::text, 'active', 'none', 'BENCH' || i
    from generate_series(1, ${SERVICES}) i`);
  await db.execute(sql`
    insert into properties (_id, customer_id, address, city, zipcode, status)
    select 'bench-p' || i, 'bench-' || i, (100 + i % 9800) || ' Bench St', 'Austin', ${zipcode(sql`i % ${ZIPCODES}`)}, 'active'
    from generate_series(1, ${SERVICES}) i`);
  // Frequencies in the demo's mix; start dates on the zip code's day (2026-01-05 is a Monday) within the last year; one service in ten a bush-and-bed.
  await db.execute(sql`
    insert into services (customer_id, property_id, type, frequency, price, start_date, mow_day, time_cap_hours, status)
    select 'bench-' || i, 'bench-p' || i, case when i % 10 = 0 then 'bnb' else 'mow' end,
      (array[1,1,1,1,1,1,2,2,2,3,4,6,-1])[1 + i % 13], 45,
      (date '2026-01-05' - ((i % 52) * 7)) + (i % ${ZIPCODES}) % ${WORK_DAYS}, 1 + (i % ${ZIPCODES}) % ${WORK_DAYS},
      case when i % 10 = 0 then 2 end, 'started'
    from generate_series(1, ${SERVICES}) i`);
}

const url = await recreateDatabase('lawndesk_bench_schedule');
const app = await buildBenchApp(url);
const { db } = app.database;
let started = performance.now();
await loadServices(db);
console.log(
  `Loaded ${SERVICES.toLocaleString('en-US')} active services across ${VENDORS * CREWS_PER_VENDOR} crews (${ZIPCODES.toLocaleString('en-US')} zip code days) in ${secondsSince(started)} s`,
);

const context = await planContext(db);
started = performance.now();
const first = await fillHorizon(db, context);
const seconds = (performance.now() - started) / 1000;
console.log(
  `Horizon fill ${context.today} to ${context.until}: ${first.created.toLocaleString('en-US')} work logs in ${seconds.toFixed(1)} s (${Math.round(first.created / seconds).toLocaleString('en-US')} rows/s; target under 60 s)`,
);
started = performance.now();
const second = await fillHorizon(db, context);
console.log(
  `Second fill: created ${second.created} work logs in ${secondsSince(started)} s${second.created ? ' (NOT idempotent)' : ' (nothing, as it should)'}`,
);
await db.execute(sql`vacuum analyze work_logs`);

const [busiest] = (
  await db.execute<{ crew_id: string; date: string; n: number }>(sql`
    select crew_id, date::text as date, count(*)::int as n from work_logs where vendor_id like 'bench-v%' group by crew_id, date order by n desc limit 1`)
).rows;
const [{ median }] = (
  await db.execute<{ median: number }>(sql`
    select percentile_disc(0.5) within group (order by n)::int as median from (select count(*) as n from work_logs where vendor_id like 'bench-v%' group by crew_id, date) days`)
).rows;
console.log(`Crew days: median ${median} work logs, busiest ${busiest.n} (${busiest.crew_id} on ${busiest.date})`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await adminToken(address);
const get = apiReader(address, token);
const q = (params: object) =>
  '?' +
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
const dayRange = [0, 99];
const crewDay = and(eq(workLogs.crewId, busiest.crew_id), eq(workLogs.date, busiest.date));

const cases: Case[] = [
  [
    "board: one crew's day",
    () =>
      get(`/work-logs${q({ filter: { crewId: busiest.crew_id, date: busiest.date }, sort: ['routePosition', 'ASC'], range: dayRange })}`),
    () =>
      paginate(db, {
        query: selectRows(db).where(crewDay).$dynamic(),
        countQuery: countQuery(db, {}, crewDay),
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

await printComparison(cases);
console.log('Targets: horizon fill under 60 s; crew-day p95 under 20 ms and within 2x its direct query.');
await app.close();
