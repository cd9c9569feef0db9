// `npm run bench:reports`: the report catalogue at 100,000 customers and 1,000,000 work logs with their payments on
// PostgreSQL. Prints p50/p95 of the dashboard and of three reports over HTTP beside the same SQL made directly, and how fast a 100,000-row
// CSV export streams. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { reportFilter } from '../common/schemas/report';
import { assignedProperties, dueReminders, newCustomers, openContactRequests, waitingSignups } from '../server/modules/reports';
import { comparedWeeks } from '../server/modules/reports';
import { crewsOfDay, paymentGroups, weekComparison } from '../server/modules/reports';
import { operationsReports } from '../server/modules/reports';
import { readPage } from '../server/modules/reports';
import { adminToken, buildBenchApp } from './benchApp';
import { recreateDatabase } from './database';
import { apiReader, type Case, printComparison, secondsSince } from './measure';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const WORK_LOGS = Number(process.env.BENCH_WORK_LOGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const VENDORS = 10;
const CREWS = 100;
const YEAR = 2025;

type Db = Awaited<ReturnType<typeof buildBenchApp>>['database']['db'];
const id = (prefix: string, n: ReturnType<typeof sql>) => sql`md5(${prefix} || ${n})::uuid::text`;

/**
 * Work log i serves property 1 + i % CUSTOMERS on day i % 365 of YEAR for crew i % CREWS. Of every 20: one skipped,
 * one cancelled, the rest completed with a payment; two of those 18 payments failed (100,000 of 1,000,000), one
 * pending, the rest charged.
 */
async function loadRows(db: Db) {
  await db.execute(
    sql`insert into markets (_id, name, tax_percent) select ${id('bench-m', sql`m`)}, 'Bench Market ' || m, 8.25 from generate_series(0, 2) m`,
  );
  await db.execute(sql`
    insert into vendors (_id, company_name, status, commission, market_id)
    select ${id('bench-v', sql`v`)}, 'Bench Vendor ' || v, 'active', 20, ${id('bench-m', sql`(v % 3)`)} from generate_series(0, ${VENDORS - 1}) v`);
  await db.execute(sql`
    insert into crews (_id, vendor_id, name) select ${id('bench-c', sql`k`)}, ${id('bench-v', sql`(k % ${VENDORS})`)}, 'Bench Crew ' || k from generate_series(0, ${CREWS - 1}) k`);
  await db.execute(sql`
    insert into customers (_id, first_name, last_name, email, status, source, referral_code)
    select 'bench-' || i, 'Bench', 'Customer ' || i, 'bench.' || i || '@example.com', 'active', (array['none','referral','internet','yelp'])[1 + i % 4], 'BENCH' || i
    from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    insert into properties (_id, customer_id, address, city, zipcode, market_id, status)
    select 'bench-p' || i, 'bench-' || i, (100 + i % 9800) || ' Bench St', 'Austin', '78701', ${id('bench-m', sql`(i % 3)`)}, 'active'
    from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    insert into services (_id, customer_id, property_id, type, frequency, price, start_date, status)
    select 'bench-s' || i, 'bench-' || i, 'bench-p' || i, 'mow', 1, 45, date '2030-01-01', 'pending' from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    insert into work_logs (_id, property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, status, price, reason)
    select 'bench-w' || i, 'bench-p' || p, 'bench-' || p, 'bench-s' || p, 'mow', ${id('bench-v', sql`((i % ${CREWS}) % ${VENDORS})`)}, ${id('bench-c', sql`(i % ${CREWS})`)},
      day, day, case i % 20 when 0 then 'skipped' when 1 then 'cancel' else 'completed' end, 45,
      case i % 20 when 0 then (array['Gate locked', 'Dog in yard', 'Rain'])[1 + i % 3] when 1 then 'Customer cancelled' end
    from (select i, 1 + i % ${CUSTOMERS} as p, date '${sql.raw(`${YEAR}-01-01`)}' + (i % 365) as day from generate_series(1, ${WORK_LOGS}) i) g`);
  await db.execute(sql`
    insert into payments (customer_id, property_id, work_log_id, item, vendor_id, date, status, price_cents, tax_percent, tax_cents, amount_cents,
      commission_percent, commission_cents, attempts, failure_code, failure_message)
    select w.customer_id, w.property_id, w._id, 'mow', w.vendor_id, w.date, s.status, 4500, 8.25, 371, 4871, 20, 900,
      case when s.status = 'failed' then 2 else 1 end, case when s.status = 'failed' then 'declined' end, case when s.status = 'failed' then 'Card declined by the issuer' end
    from work_logs w cross join lateral (select case substring(w._id from 8)::int % 20 when 2 then 'failed' when 3 then 'failed' when 4 then 'pending' else 'success' end as status) s
    where w.status = 'completed' and w._id like 'bench-w%'`);
}

const url = await recreateDatabase('lawndesk_bench_reports');
const app = await buildBenchApp(url, {
  jobs: false,
});
const { db } = app.database;
let started = performance.now();
await loadRows(db);
await db.execute(sql`vacuum analyze`);
const count = async (table: string, where = 'true') =>
  (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table} where ${where}`))).rows[0].n;
console.log(
  `Loaded ${(await count('customers')).toLocaleString('en-US')} customers, ${(await count('work_logs')).toLocaleString('en-US')} work logs and ` +
    `${(await count('payments')).toLocaleString('en-US')} payments (${(await count('payments', "status = 'failed'")).toLocaleString('en-US')} failed) in ${secondsSince(started)} s`,
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await adminToken(address);
const headers = { authorization: `Bearer ${token}` };
const get = apiReader(address, token);
const scope = { timeZone: 'America/Chicago' };
/** The same report over HTTP and as its SQL alone (the page and its count), month by month for the visits. */
const reportCase = (
  name: string,
  report: 'visits' | 'revenue' | 'failed-payments',
  params: (index: number) => Record<string, string>,
): Case => [
  name,
  (index) => get(`/reports/${report}?${new URLSearchParams(params(index))}`),
  (index) => readPage(db, operationsReports[report](reportFilter.parse(params(index)), scope), 0, 25),
];
const month = (index: number) => {
  const m = 1 + (index % 12);
  const last = new Date(Date.UTC(YEAR, m, 0)).getUTCDate();
  return { dateFrom: `${YEAR}-${String(m).padStart(2, '0')}-01`, dateTo: `${YEAR}-${String(m).padStart(2, '0')}-${last}` };
};

const { data: me } = JSON.parse((await get('/users/me')).toString()) as { data: { _id: string } };
/** The admin's dashboard over HTTP, and its figures read directly as the route reads them (every part, in parallel). */
const dashboardCase = (name: string, dayOf: (index: number) => string): Case => [
  name,
  (index) => get(`/dashboard?date=${dayOf(index)}`),
  (index) => {
    const date = dayOf(index);
    const weeks = comparedWeeks(date);
    return Promise.all([
      crewsOfDay(db, date),
      weekComparison(db, weeks, true),
      paymentGroups(db, weeks.current),
      newCustomers(db, weeks.current, scope.timeZone),
      dueReminders(db, me._id, date),
      assignedProperties(db, me._id),
      openContactRequests(db),
      waitingSignups(db),
    ]);
  },
];

const cases: Case[] = [
  dashboardCase('dashboard, one day and its week', (index) => `${YEAR}-${String(1 + (index % 12)).padStart(2, '0')}-16`),
  reportCase('visits per crew, one month', 'visits', (index) => ({ groupBy: 'crew', ...month(index) })),
  reportCase('revenue by market, one year', 'revenue', () => ({ period: 'month', dateFrom: `${YEAR}-01-01`, dateTo: `${YEAR}-12-31` })),
  reportCase('failed payments, first page', 'failed-payments', () => ({})),
];
await printComparison(cases, RUNS);

// The export: the whole failed-payments report (100,000 rows) read to its end over HTTP.
started = performance.now();
const response = await fetch(`${address}/api/v1/reports/failed-payments/csv`, { headers });
const firstByte = performance.now() - started;
const total = Number(response.headers.get('x-total-count'));
let lines = 0;
const reader = response.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  for (const byte of value) if (byte === 10) lines++;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `CSV export of failed payments: ${(lines - 1).toLocaleString('en-US')} rows (header said ${total.toLocaleString('en-US')}) in ${seconds.toFixed(2)} s, ` +
    `${Math.round((lines - 1) / seconds).toLocaleString('en-US')} rows/s; first byte after ${firstByte.toFixed(0)} ms`,
);
console.log('Targets: the dashboard p95 under 150 ms and each report under 500 ms over HTTP; the CSV at more than 50,000 rows/s.');
await app.close();
