// /health names the dependency that is down; Redis is checked only when REDIS_URL is set (CI's PostgreSQL pass).
import { describe, expect, it } from 'vitest';
import { appBehindRedisProxy } from './redisOutage';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('health with Redis', () => {
  const outage = appBehindRedisProxy(redisUrl);

  it('reports Redis up, then down with 503 while the database stays up, then up again', async () => {
    const { t, proxy } = outage;
    const health = () => t.app.inject({ url: '/api/v1/health' });
    expect((await health()).json()).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: true } });

    await proxy.setMode('blackhole');
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ status: 'unavailable', database: { ok: true }, redis: { ok: false } });

    await proxy.setMode('forward');
    await expect.poll(async () => (await health()).statusCode, { timeout: 20_000 }).toBe(200);
  });
});
