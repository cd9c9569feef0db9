// `npm run bench:treatments`: a five-round program's rounds for 10,000 enrolled properties (BENCH_ENROLMENTS), on
// PostgreSQL, in fifty zip codes of a crew each. Prints the pure rule's time for every enrolment's rounds, then the
// enrolments made over HTTP (POST /properties/:id/programs, eight at a time), each planning its season's rounds as work
// logs through the scheduler in its transaction, with the rounds planned, time and p50/p95; then the nightly horizon
// fill over every service, which finds every round planned and adds none. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { fillHorizon, planContext } from '../server/modules/scheduling';
import { planRounds } from '../server/modules/treatments';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { percentile, secondsSince } from './measure';

const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 10_000);
const PARALLEL = 8;
const ZIPCODES = 50;

const app = await buildBenchApp(await recreateDatabase('bench_treatments'));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const token = await adminToken(address);
const { db } = app.database;
const post = async (path: string, body: object) => {
  const answer = await fetch(`${address}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<{ _id: string; data?: { rounds: unknown[] } }>;
};

await db.execute(sql`
  insert into customers (_id, first_name, last_name, email, status, source, referral_code)
  select 'bench-t' || i, 'Bench', 'Customer ' || i, 'bench.t' || i || '@example.com', 'active', 'none', 'BENCHT' || i
  from generate_series(1, ${ENROLMENTS}) i`);
await db.execute(sql`
  insert into properties (_id, customer_id, address, city, zipcode, status)
  select md5('bench-tp' || i)::uuid::text, 'bench-t' || i, (100 + i % 9800) || ' Bench St', 'Austin', (78701 + i % ${ZIPCODES})::text, 'active'
  from generate_series(1, ${ENROLMENTS}) i`);
// Fifty zip codes, each served by a crew of its own on a week day (Monday to Friday in turn), 200 lawns each.
await db.execute(sql`
  insert into vendors (_id, company_name, commission, status, prices)
  values ('bench-t-vendor', 'Bench Treatments', 20, 'active', '{"small":30,"average":40,"large":50,"extraLarge":65}')`);
await db.execute(sql`
  insert into crews (_id, vendor_id, name) select 'bench-t-crew' || z, 'bench-t-vendor', 'Bench crew ' || z from generate_series(1, ${ZIPCODES}) z`);
await db.execute(sql`
  insert into vendor_zipcodes (vendor_id, crew_id, zipcode, week_day)
  select 'bench-t-vendor', 'bench-t-crew' || z, (78700 + z)::text, 1 + z % 5 from generate_series(1, ${ZIPCODES}) z`);
const propertyIds = (
  await db.execute<{ _id: string }>(sql`select _id from properties where customer_id like 'bench-t%' order by _id`)
).rows.map((row) => row._id);

const product = await post('/products', {
  name: 'Bench Prodiamine',
  epaRegNo: '100-1070',
  unit: 'lb',
  rateMinPer1000: 2,
  rateMaxPer1000: 4,
  restrictedUse: false,
});
const round = (name: string, windowStart: string, windowEnd: string) => ({
  name,
  windowStart,
  windowEnd,
  products: [{ productId: product._id, ratePer1000: 3 }],
  priceCents: 5500,
});
const program = await post('/programs', {
  name: 'Bench five-round program',
  rounds: [
    round('Pre-emergent', '02-01', '03-15'),
    round('Post-emergent', '04-01', '05-15'),
    round('Summer feed', '06-01', '07-15'),
    round('Late summer', '08-01', '09-15'),
    round('Winterizer', '10-15', '11-30'),
  ],
});
const season = new Date().getUTCFullYear() + 1;

const rounds = (await db.execute<{ rounds: Parameters<typeof planRounds>[0] }>(sql`select rounds from programs where _id = ${program._id}`))
  .rows[0].rounds;
let started = performance.now();
let planned = 0;
for (let index = 0; index < ENROLMENTS; index += 1) planned += planRounds(rounds, season, `${season - 1}-12-01`).length;
const pureMs = performance.now() - started;
console.log(`planner (pure): ${planned} rounds for ${ENROLMENTS} enrolments in ${pureMs.toFixed(1)} ms`);

const times: number[] = [];
let enrolledRounds = 0;
let next = 0;
started = performance.now();
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < propertyIds.length) {
      const index = next++;
      const begun = performance.now();
      const answer = await post(`/properties/${propertyIds[index]}/programs`, {
        programId: program._id,
        season,
        lawnSqFt: 5000 + (index % 5000),
        consent: true,
      });
      times.push(performance.now() - begun);
      enrolledRounds += answer.data?.rounds.length ?? 0;
    }
  }),
);
times.sort((a, b) => a - b);
console.log(
  `enrolment over HTTP: ${ENROLMENTS} properties, ${enrolledRounds} rounds planned in ${secondsSince(started)} s ` +
    `(p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${PARALLEL} at a time)`,
);
const [visits] = (
  await db.execute<{ count: number; crewed: number; first: string; last: string; busiest: number }>(sql`
    select count(*)::int as count, count(crew_id)::int as crewed, min(date)::text as first, max(date)::text as last,
      (select max(n)::int from (select count(*) as n from work_logs where service_type = 'treatment' group by crew_id, date) d) as busiest
    from work_logs where service_type = 'treatment'`)
).rows;
console.log(
  `work logs: ${visits.count} treatment visits (${visits.crewed} with a crew), ${visits.first} to ${visits.last}, ` +
    `busiest crew day ${visits.busiest} stops`,
);

const treatmentVisits = async () =>
  (await db.execute<{ count: number }>(sql`select count(*)::int as count from work_logs where service_type = 'treatment'`)).rows[0].count;
const before = await treatmentVisits();
started = performance.now();
const { created } = await fillHorizon(db, await planContext(db));
// The bench app's demo business has mowing and bush-and-bed services too, whose horizon the fill completes.
console.log(
  `nightly horizon fill over every service: ${created} created in ${secondsSince(started)} s, ` +
    `${(await treatmentVisits()) - before} of them treatment visits`,
);
await app.close();
