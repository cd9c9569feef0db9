// `npm run bench:quickbooks`: the demo business connected to the local fake of QuickBooks Online on PostgreSQL; prints
// the first sync of the demo's whole history (records, seconds), a second sync (what it sent), then BENCH_PAYMENTS
// (2,000) more approved payments pushed in one pass, as records per second. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { startFakeQuickBooks } from '../tests/fakeQuickBooks';
import { adminToken, benchConfig } from './benchApp';
import { recreateDatabase } from './database';
import { secondsSince } from './measure';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2_000);

const fake = await startFakeQuickBooks();
const url = await recreateDatabase('bench_quickbooks');
const app = await buildApp(benchConfig(url, { seedDemo: true, quickbooks: fake.settings }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { authorization: `Bearer ${await adminToken(address)}`, 'content-type': 'application/json' };
const api = (path: string, body?: object) =>
  fetch(`${address}/api/v1/accounting/quickbooks${path}`, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) });

const { data } = (await (await api('/connect', {})).json()) as { data: { url: string } };
const consent = await fetch(data.url, { redirect: 'manual' });
await fetch(consent.headers.get('location')!.replace(/^https?:\/\/[^/]+/, address));
const sent = async () =>
  Number((await app.database.db.execute(sql`select count(*) as n from accounting_records where status = 'sent'`)).rows[0]!.n);

let started = performance.now();
await api('/sync', { since: '2000-01-01' });
const firstSeconds = Number(secondsSince(started));
const firstRecords = await sent();
console.log(
  `first sync of the demo's history: ${firstRecords} records (${fake.records('Customer').length} customers, ` +
    `${fake.records('SalesReceipt').length} sales receipts, ${fake.records('RefundReceipt').length} refund receipts) in ${firstSeconds} s`,
);
const before = fake.requests.length;
started = performance.now();
await api('/sync', {});
console.log(`second sync: ${fake.requests.length - before} requests to QuickBooks in ${secondsSince(started)} s`);

await app.database.db.execute(sql`
  insert into payments (customer_id, property_id, item, date, status, price_cents, amount_cents)
  select p.customer_id, p._id, 'mow', current_date, 'success', 4500, 4500
  from generate_series(1, ${PAYMENTS}) n
  join lateral (select _id, customer_id from properties order by _id offset (n % 20) limit 1) p on true`);
started = performance.now();
await api('/sync', {});
const seconds = (performance.now() - started) / 1000;
const pushed = (await sent()) - firstRecords;
console.log(`${pushed} records pushed in ${seconds.toFixed(2)} s: ${(pushed / seconds).toFixed(0)} records per second against the fake`);
await app.close();
await fake.close();
