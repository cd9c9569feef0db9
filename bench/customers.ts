// `npm run bench:customers`: the back office's list, free-text search and property view at 100,000 properties on PostgreSQL.
// Prints p50 and p95 over HTTP beside the same repository call made directly, and their ratio. Figures only, no assertions.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { properties } from '../server/db/schema';
import { listTotal } from '../server/lib/paginate';
import { propertyDetail } from '../server/modules/customers';
import { propertiesRepository } from '../server/modules/customers';
import { recreateDatabase } from './database';
import { loadCustomers } from './loadCustomers';
import { apiReader, type Case, measurePair, printComparison, secondsSince } from './measure';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);

const url = await recreateDatabase('lawndesk_bench');
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: url,
  logLevel: 'silent',
  staticDir: '/nonexistent',
  seedDemo: true,
  loginFailureLimit: 100,
  recoveryRateLimit: 100,
  jwtSecret: 'bench',
  // The load's inserts outlast the server's 10 s statement limit on a busy machine.
  databaseTimeouts: { statementMs: 0, queryMs: 0 },
});
const { db } = app.database;
const loadStarted = performance.now();
await loadCustomers(db, CUSTOMERS);
console.log(`Loaded ${CUSTOMERS.toLocaleString('en-US')} customers with properties in ${secondsSince(loadStarted)} s`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v1/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ id: 'demo-csr', password: 'Lawn#2026', loginRole: 'admin' }),
});
const {
  data: { token },
} = (await login.json()) as { data: { token: string } };
const get = apiReader(address, token);

const repository = propertiesRepository(db);
const detail = propertyDetail(db, app.notifier);
const [{ _id: anyProperty }] = JSON.parse((await get('/properties?range=[0,0]')).toString()) as { _id: string }[];
const propertyIds = (await db.execute<{ _id: string }>(sql`select _id from properties order by random() limit 500`)).rows.map(
  (row) => row._id,
);
const searches = ['garcia', 'bench.4217', 'oak hollow', '78704', '(210) 000-4', 'maria lopez', 'pecan st', 'rivera12'];
const q = (params: object) =>
  '?' +
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

const firstPage = await fetch(`${address}/api/v1/properties${q({ sort: ['customerName', 'ASC'], range: [0, 9] })}`, {
  headers: { authorization: `Bearer ${token}` },
});
const [{ exact }] = (await db.execute<{ exact: number }>(sql`select count(*)::int as exact from properties where not is_archived`)).rows;
console.log(
  `Page 1: Content-Range ${firstPage.headers.get('content-range')}, X-Total-Estimated ${firstPage.headers.get('x-total-estimated') ?? '(none)'}; exact count ${exact}`,
);

const cases: Case[] = [
  [
    'list, page 1 by customer name',
    () => get(`/properties${q({ sort: ['customerName', 'ASC'], range: [0, 9] })}`),
    () => repository.list({ sort: ['customerName', 'ASC'], range: [0, 9], filter: {} }),
  ],
  [
    'list, page 500 by address',
    () => get(`/properties${q({ sort: ['address', 'ASC'], range: [4990, 4999] })}`),
    () => repository.list({ sort: ['address', 'ASC'], range: [4990, 4999], filter: {} }),
  ],
  [
    'free-text search',
    (index) => get(`/properties/search${q({ filter: { q: searches[index % searches.length] }, range: [0, 9] })}`),
    (index) => repository.list({ sort: ['customerName', 'ASC'], range: [0, 9], filter: { q: searches[index % searches.length] } }),
  ],
  [
    'record-to-record position',
    (index) =>
      get(
        `/customers/findProperty/${propertyIds[index % propertyIds.length] ?? anyProperty}${q({ sort: ['customerName', 'ASC'], filter: {} })}`,
      ),
    (index) => repository.position({ sort: ['customerName', 'ASC'], filter: {} }, propertyIds[index % propertyIds.length] ?? anyProperty),
  ],
  [
    'property view',
    (index) => get(`/customers/properties/${propertyIds[index % propertyIds.length] ?? anyProperty}`),
    (index) => detail.get(propertyIds[index % propertyIds.length] ?? anyProperty),
  ],
];

await printComparison(cases);

// The total behind the list's first page alone, both ways alternating: what the exact count cost and what replaced it.
const listed = sql`select ${properties._id} from ${properties} where not ${properties.isArchived}`;
const [exactCount, boundedCount] = await measurePair(
  () => db.execute(sql`select count(*) from (${listed}) as listed`),
  () => listTotal(db, listed, { start: 0, size: 10, rowsRead: 10 }),
);
console.log("\nThe property list's total alone; ms");
console.table([
  { total: 'exact count(*)', p50: exactCount.p50.toFixed(1), p95: exactCount.p95.toFixed(1) },
  { total: 'listTotal: count to the limit, then the estimate', p50: boundedCount.p50.toFixed(1), p95: boundedCount.p95.toFixed(1) },
]);
await app.close();
