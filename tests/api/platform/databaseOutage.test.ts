// PostgreSQL behind a loopback TCP proxy that the test black-holes, refuses and restores: the API answers 503 with
// Retry-After instead of hanging or failing, recovers without a restart, and waits for the database at start-up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { TcpProxy } from '../tcpProxy';

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

const databaseUrl = process.env.DATABASE_URL;
const target = databaseUrl
  ? { host: new URL(databaseUrl).hostname, port: Number(new URL(databaseUrl).port || 5432) }
  : { host: '', port: 0 };

describe.skipIf(!databaseUrl)('database outage (PostgreSQL through a proxy)', () => {
  const proxy = new TcpProxy(target);
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    await proxy.start();
    t = await createTestApp({}, { host: '127.0.0.1', port: proxy.port });
    const business = await buildBusiness(t.app);
    ({ token, _id: userId } = await signIn(t.app, business.users.admin.username));
  });
  afterAll(async () => {
    await proxy.setMode('forward');
    await t?.close();
    await proxy.stop();
  });

  const profile = () => t.app.inject({ url: `/api/v1/user/${userId}`, headers: bearer(token) });
  const health = () => t.app.inject({ url: '/api/v1/health' });

  it('answers 503 with Retry-After within 5 s while the database is black-holed, /health included, /health/live not', async () => {
    expect((await profile()).statusCode).toBe(200);
    await proxy.setMode('blackhole');
    const call = await timed(profile);
    const check = await timed(health);
    console.info(`black-hole: API call 503 after ${call.ms} ms, /health after ${check.ms} ms`);
    expect(call.result.statusCode).toBe(503);
    expect(call.result.headers['retry-after']).toBe('5');
    expect(call.ms).toBeLessThan(5_000);
    expect(check.result.statusCode).toBe(503);
    expect(check.result.headers['retry-after']).toBe('5');
    expect(check.result.json()).toMatchObject({ status: 'unavailable', database: { kind: 'postgres', ok: false } });
    expect(check.ms).toBeLessThan(5_000);
    // Alive all the same: a restart would not bring the database back.
    const live = await t.app.inject({ url: '/api/v1/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('answers 503, not 500, while the database refuses connections', async () => {
    await proxy.setMode('refuse');
    const call = await timed(profile);
    const check = await timed(health);
    console.info(`refused: API call 503 after ${call.ms} ms, /health after ${check.ms} ms`);
    expect(call.result.statusCode).toBe(503);
    expect(call.result.headers['retry-after']).toBe('5');
    expect(call.result.json()).toMatchObject({ status: 503 });
    expect(check.result.statusCode).toBe(503);
    expect(check.result.json()).toMatchObject({ database: { ok: false, error: 'ECONNREFUSED' } });
  });

  it('recovers without a restart once the database is back', async () => {
    await proxy.setMode('forward');
    expect((await health()).json()).toMatchObject({ status: 'ok', database: { ok: true } });
    const call = await profile();
    expect(call.statusCode).toBe(200);
    expect(call.json().data._id).toBe(userId);
  });

  it('calls a database slow to open a connection busy, not unreachable, while its open connections answer', async () => {
    const { database } = t.app;
    await database.db.execute(sql`select 1`);
    proxy.slowMs = 3_000;
    await proxy.setMode('slow');
    try {
      // Nothing else answered meanwhile: the probe's timeout is all there is to go by.
      expect(await database.whyUnreachable(500)).not.toBeNull();
      let asking = true;
      const others = (async () => {
        while (asking) await database.db.execute(sql`select 1`);
      })();
      expect(await database.whyUnreachable(500)).toBeNull();
      asking = false;
      await others;
    } finally {
      await proxy.setMode('forward');
    }
  });

  it('waits for an unreachable database at start-up, logging each retry, and starts once it is back', async () => {
    const lines: string[] = [];
    await proxy.setMode('refuse');
    const starting = createTestApp(
      { logLevel: 'warn', logStream: { write: (line) => void lines.push(line) } },
      { host: '127.0.0.1', port: proxy.port },
    );
    let started = false;
    void starting.then(
      () => (started = true),
      () => undefined,
    );
    while (!lines.some((line) => line.includes('retrying in'))) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toBe(false);
    await proxy.setMode('forward');
    const late = await starting;
    try {
      expect((await late.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
      const retry = JSON.parse(lines.find((line) => line.includes('retrying in'))!) as { msg: string };
      expect(retry.msg).toBe(`database unreachable at 127.0.0.1:${proxy.port} (ECONNREFUSED), retrying in 1s`);
    } finally {
      await late.close();
    }
  });
});
