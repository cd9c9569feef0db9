// `npm run bench:labour` (BENCH_KEEP=1 measures again on the database the last run seeded): the labour loop at a 150-crew, 30,000-property season on PostgreSQL (DATABASE_URL): 450 crew
// members clocked six days a week, a weekly visit per property with its payment and, one week in four, the product
// applied. Prints p50/p95 of the week view (GET /time-sheets/weeks/:week) and of the job-costing report over HTTP
// beside the same work done directly. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { jobCostingQuery } from '../common/schemas/jobCosting';
import { loadWeek } from '../server/modules/accounts';
import { jobCosting } from '../server/modules/reports';
import { adminToken, buildBenchApp } from './benchApp';
import { keptOrNewDatabase } from './database';
import { apiReader, type Case, printComparison, secondsSince } from './measure';

const CREWS = 150;
const MEMBERS_PER_CREW = 3;
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 30_000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const VENDORS = 10;
/** The season's first Monday: ISO week 2026-W10. */
const SEASON = '2026-03-02';
const FIRST_WEEK = 10;

type Db = Awaited<ReturnType<typeof buildBenchApp>>['database']['db'];
const id = (prefix: string, n: ReturnType<typeof sql>) => sql`md5(${prefix} || ${n})::uuid::text`;
const season = sql.raw(`date '${SEASON}'`);

/**
 * Crew c serves the properties c + 150k, property p on week day (p / 150) % 6 of every week, in route order k / 6: some
 * 33 stops a day of 10 to 16 minutes on site, 14 minutes apart. Each member clocks 12:30 to about 22:00 UTC with a
 * 30-minute break, every working day of the season.
 */
async function loadRows(db: Db) {
  await db.transaction(async (tx) => {
    const step = async (name: string, query: ReturnType<typeof sql>) => {
      const began = performance.now();
      await tx.execute(query);
      console.log(`  ${name}: ${secondsSince(began)} s`);
    };
    // The big tables' indexes are built once after the load, which is several times faster than keeping them up row
    // by row; primary keys and unique constraints stay.
    const indexes = (
      await tx.execute(sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in ('work_logs', 'payments', 'applications', 'time_sheets')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
    ).rows as { indexname: string; indexdef: string }[];
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
    await seedRows(step);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const began = performance.now();
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    console.log(`  ${indexes.length} indexes rebuilt: ${secondsSince(began)} s`);
  });
}

type Step = (name: string, query: ReturnType<typeof sql>) => Promise<void>;

async function seedRows(step: Step) {
  const members = CREWS * MEMBERS_PER_CREW;
  await step('market', sql`insert into markets (_id, name, tax_percent) values ('bench-m', 'Bench Market', 8.25)`);
  await step(
    'vendors',
    sql`
    insert into vendors (_id, company_name, status, commission, market_id)
    select ${id('bench-v', sql`v`)}, 'Bench Vendor ' || v, 'active', 20, 'bench-m' from generate_series(0, ${VENDORS - 1}) v`,
  );
  await step(
    'crews',
    sql`
    insert into crews (_id, vendor_id, name)
    select ${id('bench-c', sql`c`)}, ${id('bench-v', sql`(c % ${VENDORS})`)}, 'Bench Crew ' || c from generate_series(0, ${CREWS - 1}) c`,
  );
  await step(
    'users',
    sql`
    insert into users (_id, username, first_name, last_name, type, role_id, crew_id)
    select 'bench-u' || m, 'bench-member-' || m, 'Member', 'Bench ' || m, 'crew', (select _id from roles where name = 'crew' limit 1),
      ${id('bench-c', sql`(m % ${CREWS})`)}
    from generate_series(0, ${members - 1}) m`,
  );
  await step(
    'pay rates',
    sql`
    insert into pay_rates (user_id, effective_from, pay_rate_cents)
    select 'bench-u' || m, date '2026-01-01', 1600 + (m % 10) * 100 from generate_series(0, ${members - 1}) m
    union all
    select 'bench-u' || m, date '2026-07-01', 1750 + (m % 10) * 100 from generate_series(0, ${members - 1}) m where m % 5 = 0`,
  );
  await step(
    'time sheets',
    sql`
    insert into time_sheets (user_id, clock_in, clock_out, break_minutes)
    select 'bench-u' || m, day + time '12:30' at time zone 'UTC', day + time '22:00' at time zone 'UTC' - (m % 3) * interval '15 minutes', 30
    from generate_series(0, ${members - 1}) m
    cross join (select ${season} + (d / 6) * 7 + d % 6 as day from generate_series(0, ${WEEKS * 6 - 1}) d) days`,
  );
  await step(
    'customers',
    sql`
    insert into customers (_id, first_name, last_name, email, status, source, referral_code)
    select 'bench-' || p, 'Bench', 'Customer ' || p, 'bench.' || p || '@example.com', 'active', 'none', 'BENCH' || p
    from generate_series(0, ${PROPERTIES - 1}) p`,
  );
  await step(
    'properties',
    sql`
    insert into properties (_id, customer_id, address, city, zipcode, market_id, status)
    select 'bench-p' || p, 'bench-' || p, (100 + p) || ' Bench St', 'Austin', '78701', 'bench-m', 'active'
    from generate_series(0, ${PROPERTIES - 1}) p`,
  );
  // The big tables' rows are made here, consistent by construction: their foreign-key checks and row triggers (the
  // payment's market, filled below) off for this transaction alone (PostgreSQL's replica role).
  await step('replica role', sql`set local session_replication_role = replica`);
  await step(
    'services',
    sql`
    insert into services (_id, customer_id, property_id, type, frequency, price, start_date, status)
    select 'bench-s' || p, 'bench-' || p, 'bench-p' || p, 'mow', 1, 45, ${season}, 'pending' from generate_series(0, ${PROPERTIES - 1}) p`,
  );
  await step(
    'work logs',
    sql`
    insert into work_logs (_id, property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, status, price,
      route_position, started_at, completed_at, reason)
    select 'bench-w' || w || '-' || p, 'bench-p' || p, 'bench-' || p, 'bench-s' || p, 'mow', ${id('bench-v', sql`((p % ${CREWS}) % ${VENDORS})`)},
      ${id('bench-c', sql`(p % ${CREWS})`)}, day, day, case when (p / ${CREWS} + w) % 25 = 0 then 'skipped' else 'completed' end, 45, k / 6,
      case when (p / ${CREWS} + w) % 25 <> 0 then day + time '13:00' at time zone 'UTC' + (k / 6) * interval '14 minutes' end,
      case when (p / ${CREWS} + w) % 25 <> 0 then day + time '13:10' at time zone 'UTC' + (k / 6) * interval '14 minutes' + (p % 7) * interval '1 minute' end,
      case when (p / ${CREWS} + w) % 25 = 0 then 'Gate locked' end
    from generate_series(0, ${WEEKS - 1}) w
    cross join lateral (select p, p / ${CREWS} as k, ${season} + w * 7 + (p / ${CREWS}) % 6 as day from generate_series(0, ${PROPERTIES - 1}) p) g`,
  );
  await step(
    'payments',
    sql`
    insert into payments (customer_id, property_id, market_id, work_log_id, item, vendor_id, date, status, price_cents, tax_percent, tax_cents,
      amount_cents)
    select w.customer_id, w.property_id, 'bench-m', w._id, 'mow', w.vendor_id, w.date, 'success', 4500, 8.25, 371, 4871
    from work_logs w where w.status = 'completed' and w._id like 'bench-w%'`,
  );
  await step(
    'products',
    sql`
    insert into products (_id, name, kind, unit, rate_min_per_1000, rate_max_per_1000, cost_per_unit_cents)
    values ('bench-product', 'Bench Feed 24-0-6', 'fertilizer', 'lb', 1, 5, 62.5)`,
  );
  await step(
    'applications',
    sql`
    insert into applications (work_log_id, property_id, customer_id, customer_name, address, product_id, product_name, amount, unit, area_sq_ft,
      rate_per_1000, target_pest, site_treated, wind_mph, wind_direction, temperature_f, started_at, applicator_name)
    select w._id, w.property_id, w.customer_id, 'Bench Customer', 'Bench St', 'bench-product', 'Bench Feed 24-0-6', 12, 'lb', 6000, 2,
      'none', 'lawn', 4, 'S', 72, w.started_at, 'Bench Member'
    from work_logs w where w.status = 'completed' and w._id like 'bench-w%' and hashtext(w._id) % 4 = 0`,
  );
}

const { url, fresh } = await keptOrNewDatabase('lawndesk_bench_labour');
const app = await buildBenchApp(url, { jobs: false });
const { db } = app.database;
const started = performance.now();
if (fresh) await loadRows(db);
await db.execute(sql`vacuum analyze`);
const count = async (table: string) =>
  ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n.toLocaleString('en-US');
console.log(
  `${fresh ? 'Loaded' : 'Found'} ${CREWS} crews, ${await count('properties')} properties, ${await count('work_logs')} work logs, ${await count('payments')} payments, ` +
    `${await count('applications')} applications and ${await count('time_sheets')} time sheet entries (${WEEKS} weeks) ` +
    (fresh ? `in ${secondsSince(started)} s` : `kept from the last run (BENCH_KEEP), analysed in ${secondsSince(started)} s`),
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const get = apiReader(address, await adminToken(address));
/** The season's weeks in turn, so the runs do not read one week from the cache alone. */
const week = (index: number) => `2026-W${String(FIRST_WEEK + (index % WEEKS)).padStart(2, '0')}`;
const weekRange = (index: number) => {
  const monday = new Date(Date.parse(`${SEASON}T12:00:00Z`) + (index % WEEKS) * 7 * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
};
const monthRange = (index: number) => {
  const month = 3 + (index % Math.max(1, Math.min(7, Math.floor(WEEKS / 4.5))));
  const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `2026-${mm}-01`, to: `2026-${mm}-${last}` };
};
const costingCase = (name: string, groupBy: string, range: (index: number) => { from: string; to: string }, limit?: number): Case => {
  const params = (index: number) => ({ ...range(index), groupBy, ...(limit && { limit: String(limit) }) });
  return [
    name,
    (index) => get(`/reports/job-costing?${new URLSearchParams(params(index))}`),
    (index) => jobCosting(db, jobCostingQuery.parse(params(index))),
  ];
};

const sample = JSON.parse((await get(`/reports/job-costing?${new URLSearchParams({ ...weekRange(3), groupBy: 'crew' })}`)).toString()) as {
  data: { rows: unknown[]; totals: { visits: number; laborCostCents: number }; unallocated: { laborCostCents: number } };
};
console.log(
  `One week by crew: ${sample.data.rows.length} rows, ${sample.data.totals.visits.toLocaleString('en-US')} visits, ` +
    `labour $${(sample.data.totals.laborCostCents / 100).toLocaleString('en-US')} (unallocated $${sample.data.unallocated.laborCostCents / 100})`,
);

await printComparison(
  [
    ['week view, 450 people', (index) => get(`/time-sheets/weeks/${week(index)}`), (index) => loadWeek(db, week(index), true)],
    costingCase('job costing, one week by property, the screen’s page of 50', 'property', weekRange, 50),
    costingCase('job costing, one week by property, every row', 'property', weekRange),
    [
      'job costing, one week by property, every row as CSV',
      (index) => get(`/reports/job-costing.csv?${new URLSearchParams({ ...weekRange(index), groupBy: 'property' })}`),
      (index) => jobCosting(db, jobCostingQuery.parse({ ...weekRange(index), groupBy: 'property' })),
    ],
    costingCase('job costing, one week by crew', 'crew', weekRange),
    costingCase('job costing, one week by service', 'service', weekRange),
    costingCase('job costing, one week by vendor', 'vendor', weekRange),
    costingCase('job costing, one month by crew', 'crew', monthRange),
    costingCase('job costing, one month, 10 least profitable properties', 'property', monthRange, 10),
  ],
  RUNS,
);
console.log('Target: p95 under 500 ms over HTTP for the week view and a week of job costing.');
await app.close();
