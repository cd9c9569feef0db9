// `npm run bench:billing`: 10,000 completed visits with pending payments on PostgreSQL, charged through the sandbox
// gateway by two app nodes at once over the shared `charge-payment` queue, every job sent twice (a replayed send).
// Prints the throughput, then whether any payment was charged twice or left in-progress. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { CHARGE_QUEUE } from '../server/modules/billing';
import { planContext } from '../server/modules/scheduling';
import { JOB_SCHEMA } from '../server/plugins/jobs';
import { benchConfig, insertBenchVendor } from './benchApp';
import { recreateDatabase } from './database';
import { secondsSince } from './measure';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
/** One customer in twenty has a card the sandbox declines with 51 (insufficient funds, retryable). */
const DECLINED_EVERY = 20;
const TIMEOUT_MS = 15 * 60 * 1000;

const url = await recreateDatabase('lawndesk_bench_billing');
const nodeConfig = benchConfig(url, { jobs: true, jobsPollSeconds: 1 });
const first = await buildApp(nodeConfig);
const { db } = first.database;
const { today } = await planContext(db);

let started = performance.now();
await insertBenchVendor(db);
await db.execute(sql`
  insert into customers (_id, first_name, last_name, status, source)
  select 'bench-' || i, 'Bench', 'Customer ' || i, 'active', 'none' from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`
  insert into properties (_id, customer_id, address, city, zipcode, market_id, status)
  select 'bench-p' || i, 'bench-' || i, (100 + i) || ' Bench St', 'Austin', '78701', 'bench-m', 'active' from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`
  insert into services (_id, customer_id, property_id, type, frequency, price, start_date, status)
  select 'bench-s' || i, 'bench-' || i, 'bench-p' || i, 'mow', 1, 45, ${today}::date - 7, 'started' from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`
  insert into work_logs (_id, property_id, customer_id, service_id, service_type, vendor_id, crew_id, date, planned_date, status, completed_at, price)
  select 'bench-w' || i, 'bench-p' || i, 'bench-' || i, 'bench-s' || i, 'mow', 'bench-v', 'bench-c', ${today}, ${today}, 'completed', now(), 45
  from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`
  insert into cards (customer_id, gateway, token, brand, last4, expiry_month, expiry_year, is_default)
  select 'bench-' || i, 'sandbox', case when i % ${DECLINED_EVERY} = 0 then 'sbx_51_' else 'sbx_ok_' end || md5(i::text), 'visa',
    case when i % ${DECLINED_EVERY} = 0 then '9995' else '1111' end, 12, 2035, true
  from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`
  insert into payments (_id, customer_id, property_id, work_log_id, item, vendor_id, date, status, price_cents, tax_percent, tax_cents, amount_cents, commission_percent, commission_cents)
  select 'bench-pay' || i, 'bench-' || i, 'bench-p' || i, 'bench-w' || i, 'mow', 'bench-v', ${today}, 'pending', 4500, 8.25, 371, 4871, 20, 900
  from generate_series(1, ${PAYMENTS}) i`);
await db.execute(sql`vacuum analyze`);
console.log(
  `Loaded ${PAYMENTS.toLocaleString('en-US')} completed visits with pending payments (one in ${DECLINED_EVERY} on a declining card) in ${secondsSince(started)} s`,
);

const second = await buildApp(nodeConfig);
const ids = (await db.execute<{ _id: string }>(sql`select _id from payments order by _id`)).rows.map((row) => row._id);
/** Each payment's job as `queueCharges` sends it: keyed by the payment and its next try, so a replayed send is one job. */
const jobsFor = (chunk: string[]) =>
  chunk.map((paymentId) => ({ name: CHARGE_QUEUE, data: { paymentId }, singletonKey: `${paymentId}:1` }));
const chunks = Array.from({ length: Math.ceil(ids.length / 1000) }, (_, index) => ids.slice(index * 1000, (index + 1) * 1000));

const open = async () =>
  Number(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from payments where status in ('pending', 'in-progress')`)).rows[0].n,
  );
started = performance.now();
// Both nodes send every job, the second right behind the first: the replays are refused while the job waits, or find
// the payment charged already.
await Promise.all([
  (async () => {
    for (const chunk of chunks) await first.jobs.insert(jobsFor(chunk));
  })(),
  (async () => {
    for (const chunk of chunks) await second.jobs.insert(jobsFor(chunk));
  })(),
]);
while ((await open()) > 0 && performance.now() - started < TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 250));
const seconds = (performance.now() - started) / 1000;

const byStatus = (
  await db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from payments group by status order by status`)
).rows;
const done = byStatus.filter((row) => ['success', 'failed', 'failed-stop'].includes(row.status)).reduce((sum, row) => sum + row.n, 0);
console.log(
  `Charged by two nodes: ${done.toLocaleString('en-US')} payments in ${seconds.toFixed(1)} s (${Math.round(done / seconds).toLocaleString('en-US')} payments/s)`,
);
console.log(`Payments by status: ${byStatus.map((row) => `${row.status} ${row.n}`).join(', ')}`);

const [twice] = (
  await db.execute<{ payments: number; extra: number }>(sql`
    select count(*)::int as payments, coalesce(sum(n - 1), 0)::int as extra from (
      select split_part(idempotency_key, ':', 1) as payment_id, count(*) as n from sandbox_transactions where kind = 'charge' group by 1 having count(*) > 1
    ) charged`)
).rows;
const [ledger] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from sandbox_transactions where kind = 'charge'`)).rows;
console.log(`Gateway charges: ${ledger.n.toLocaleString('en-US')} for ${PAYMENTS.toLocaleString('en-US')} payments`);
console.log(twice.payments ? `CHARGED TWICE: ${twice.payments} payments (${twice.extra} extra charges)` : 'Charged twice: none');
const stuck = await open();
console.log(stuck ? `LEFT PENDING OR IN-PROGRESS: ${stuck} payments` : 'Left in-progress: none');
const jobs = (
  await db.execute<{ state: string; n: number }>(
    sql.raw(`select state, count(*)::int as n from ${JOB_SCHEMA}.job where name = '${CHARGE_QUEUE}' group by state order by state`),
  )
).rows;
console.log(
  `charge-payment jobs (${PAYMENTS.toLocaleString('en-US')} payments, each sent by both nodes): ${jobs.map((row) => `${row.state} ${row.n}`).join(', ')}`,
);

await Promise.all([first.close(), second.close()]);
