// The app as the API benchmarks run it: the demo business on a database of the bench's own, limits out of the way,
// and the demo admin's token for calls over HTTP.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/client';
import type { Config } from '../server/config';

/** A bench node's configuration: no demo unless asked, limits out of the way. */
export const benchConfig = (databaseUrl: string, overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl,
  logLevel: 'silent',
  staticDir: '/nonexistent',
  seedDemo: false,
  loginFailureLimit: 100,
  recoveryRateLimit: 100,
  jwtSecret: 'bench',
  // Loading many rows in one statement outlasts the API's limits; seeding the demo on a loaded machine outlasts the
  // start-up's.
  databaseTimeouts: { statementMs: 0, queryMs: 0, startupMs: 0 },
  ...overrides,
});

export function buildBenchApp(databaseUrl: string, overrides: Partial<Config> = {}) {
  return buildApp(benchConfig(databaseUrl, { seedDemo: true, ...overrides }));
}

export async function adminToken(address: string): Promise<string> {
  const login = await fetch(`${address}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'demo-admin', password: 'Lawn#2026', loginRole: 'admin' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The market `bench-m`, its vendor `bench-v` and crew `bench-c`, which the bulk benches hang their rows on. */
export async function insertBenchVendor(db: Db) {
  await db.execute(sql`insert into markets (_id, name, zip_codes, tax_percent) values ('bench-m', 'Bench Market', '{78701}', 8.25)`);
  await db.execute(
    sql`insert into vendors (_id, company_name, status, commission, market_id) values ('bench-v', 'Bench Vendor', 'active', 20, 'bench-m')`,
  );
  await db.execute(sql`insert into crews (_id, vendor_id, name) values ('bench-c', 'bench-v', 'Bench Crew')`);
}
