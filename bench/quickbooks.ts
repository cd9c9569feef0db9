// `npm run bench:quickbooks`: the demo business connected to the local fake of QuickBooks Online on PostgreSQL; prints
// the first sync of the demo's whole history (records, seconds), a second sync (what it sent), then BENCH_PAYMENTS
// (2,000) more approved card payments, each with the gateway's fee, pushed in one pass, and BENCH_INVOICES (500)
// invoiced customers' invoices, each paid by check, pushed in one pass, as records per second. Figures only, no
// assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { startFakeQuickBooks } from '../tests/fakeQuickBooks';
import { adminToken, benchConfig } from './benchApp';
import { recreateDatabase } from './database';
import { secondsSince } from './measure';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 500);

const fake = await startFakeQuickBooks();
const url = await recreateDatabase('bench_quickbooks');
const app = await buildApp(benchConfig(url, { seedDemo: true, quickbooks: fake.settings }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { authorization: `Bearer ${await adminToken(address)}`, 'content-type': 'application/json' };
const call = (method: string, path: string, body?: object) =>
  fetch(`${address}/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
const api = (path: string, body?: object) => call(body ? 'POST' : 'GET', `/accounting/quickbooks${path}`, body);
const db = app.database.db;

const connect = await api('/connect', {});
const { data } = (await connect.json()) as { data: { url: string } };
const consent = await fetch(data.url, { redirect: 'manual' });
// The browser that started the connect brings its binding cookie back to the callback.
const cookie = (connect.headers.get('set-cookie') ?? '').split(';')[0];
await fetch(consent.headers.get('location')!.replace(/^https?:\/\/[^/]+/, address), { headers: { cookie } });
const sent = async () => Number((await db.execute(sql`select count(*) as n from accounting_records where status = 'sent'`)).rows[0]!.n);
const sentByKind = async () =>
  (await db.execute(sql`select kind, count(*)::int as n from accounting_records where status = 'sent' group by kind order by kind`)).rows
    .map((row) => `${String(row.n)} ${String(row.kind)}`)
    .join(', ');
/** One pass now, timed: the records it sent and how many a second. */
async function timedPass(what: string) {
  const before = await sent();
  const started = performance.now();
  await api('/sync', {});
  const seconds = (performance.now() - started) / 1000;
  const pushed = (await sent()) - before;
  console.log(`${what}: ${pushed} records pushed in ${seconds.toFixed(2)} s, ${(pushed / seconds).toFixed(0)} records per second`);
}

let started = performance.now();
await api('/sync', { since: '2000-01-01' });
const firstSeconds = Number(secondsSince(started));
const firstRecords = await sent();
console.log(`first sync of the demo's history: ${firstRecords} records (${await sentByKind()}) in ${firstSeconds} s`);
const before = fake.requests.length;
started = performance.now();
await api('/sync', {});
console.log(`second sync: ${fake.requests.length - before} requests to QuickBooks in ${secondsSince(started)} s`);

await db.execute(sql`
  insert into payments (customer_id, property_id, item, date, status, price_cents, amount_cents, fee_cents)
  select p.customer_id, p._id, 'mow', current_date, 'success', 4500, 4500, 161
  from generate_series(1, ${PAYMENTS}) n
  join lateral (select _id, customer_id from properties order by _id offset (n % 20) limit 1) p on true`);
await timedPass(`${PAYMENTS} card payments, each with its fee`);

// Invoiced customers: one visit last month each, invoiced by the monthly issue and paid by check.
const lastMonth = new Date();
lastMonth.setUTCDate(0);
const visitDay = `${lastMonth.toISOString().slice(0, 7)}-05`;
const invoiced = (
  await db.execute(sql`
    select c._id as customer, p._id as property from customers c
    join lateral (select _id from properties where customer_id = c._id order by _id limit 1) p on true
    order by c._id limit ${INVOICES}`)
).rows as { customer: string; property: string }[];
for (const { customer } of invoiced) await call('PUT', `/customers/${customer}/invoicing`, { method: 'invoice', termsDays: 30 });
await db.execute(sql`
  insert into payments (customer_id, property_id, item, date, status, price_cents, amount_cents)
  select customer, property, 'mow', ${visitDay}::date, 'manual', 4500, 4500
  from jsonb_to_recordset(${JSON.stringify(invoiced)}::jsonb) as chosen(customer text, property text)`);
const issued = ((await (await call('POST', '/invoices/issue', {})).json()) as { data: { id: string; totalCents: number }[] }).data;
const today = new Date().toISOString().slice(0, 10);
for (const invoice of issued)
  await call('POST', `/invoices/${invoice.id}/receipts`, {
    amountCents: invoice.totalCents,
    method: 'check',
    reference: '1001',
    receivedOn: today,
  });
await timedPass(`${issued.length} invoices, each paid by check`);
console.log(`all sent: ${await sentByKind()}`);
await app.close();
await fake.close();
