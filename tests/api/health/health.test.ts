// Readiness (/health) fails only without the database: Redis down is `degraded` with 200, as every call still works;
// liveness (/health/live) asks nothing. Redis is checked only when REDIS_URL is set (CI's PostgreSQL pass).
import { describe, expect, it } from 'vitest';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn } from '../helpers';
import { appBehindRedisProxy } from '../redisOutage';
import { TcpProxy } from '../tcpProxy';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('health with Redis', () => {
  const outage = appBehindRedisProxy(redisUrl);

  it('stays ready with Redis black-holed (degraded, 200), alive, and serving calls; ok again once Redis is back', async () => {
    const { t, proxy, business } = outage;
    const health = () => t.app.inject({ url: '/api/v1/health' });
    const live = () => t.app.inject({ url: '/api/v1/health/live' });
    const ready = await health();
    expect([ready.statusCode, ready.json()]).toMatchObject([200, { status: 'ok', database: { ok: true }, redis: { ok: true } }]);

    await proxy.setMode('blackhole');
    const started = performance.now();
    const degraded = await health();
    const ms = Math.round(performance.now() - started);
    console.info(`Redis black-holed: /health answered ${degraded.statusCode} after ${ms} ms`);
    expect(degraded.statusCode).toBe(200);
    expect(degraded.headers['retry-after']).toBeUndefined();
    expect(degraded.json()).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } });
    expect(degraded.json().redis.error).toMatch(/no answer within/);
    expect(ms).toBeLessThan(5_000);
    expect([(await live()).statusCode, (await live()).json()]).toEqual([200, { status: 'ok' }]);
    // What the probe promises: a sign-in (rate-limited in Redis) and a read both work meanwhile.
    const { token } = await signIn(t.app, business.users.admin.username);
    expect((await t.app.inject({ url: '/api/v1/markets', headers: bearer(token) })).statusCode).toBe(200);

    await proxy.setMode('refuse');
    expect((await health()).json()).toMatchObject({ status: 'degraded', redis: { ok: false } });

    await proxy.setMode('forward');
    await expect.poll(async () => (await health()).json().status, { timeout: 20_000 }).toBe('ok');
  });
});

describe.skipIf(!redisUrl)('a node started while Redis is down', () => {
  it('starts degraded (local events and limits), then reports Redis ok once it connects', async () => {
    const target = new URL(redisUrl ?? '');
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    await proxy.setMode('refuse');
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the app did not start within 15 s with Redis down')), 15_000);
    });
    const t = await Promise.race([createTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` }), gaveUp]).finally(() =>
      clearTimeout(timer),
    );
    try {
      const business = await buildBusiness(t.app);
      const health = () => t.app.inject({ url: '/api/v1/health' });
      const down = await health();
      expect([down.statusCode, down.json()]).toMatchObject([200, { status: 'degraded', database: { ok: true }, redis: { ok: false } }]);
      const { token } = await signIn(t.app, business.users.admin.username);
      expect((await t.app.inject({ url: '/api/v1/markets', headers: bearer(token) })).statusCode).toBe(200);

      await proxy.setMode('forward');
      await expect.poll(async () => (await health()).json().status, { timeout: 30_000 }).toBe('ok');
    } finally {
      await proxy.setMode('forward');
      await t.close();
      await proxy.stop();
    }
  });
});
