// `npm run bench:treatments`: a five-round program's rounds for 10,000 enrolled properties (BENCH_ENROLMENTS), on
// PostgreSQL. Prints the pure planner's time for every enrolment's rounds, then the enrolments made over HTTP
// (POST /properties/:id/programs, eight at a time) with their rounds, time and p50/p95. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { planRounds } from '../server/modules/treatments';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { percentile, secondsSince } from './measure';

const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 10_000);
const PARALLEL = 8;

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
  select md5('bench-tp' || i)::uuid::text, 'bench-t' || i, (100 + i % 9800) || ' Bench St', 'Austin', '78701', 'active'
  from generate_series(1, ${ENROLMENTS}) i`);
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
await app.close();
