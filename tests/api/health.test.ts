// /health names the dependency that is down; Redis is checked only when REDIS_URL is set (CI's PostgreSQL pass).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { TcpProxy } from './tcpProxy';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('health with Redis', () => {
  const target = redisUrl ? new URL(redisUrl) : undefined;
  const proxy = new TcpProxy({ host: target?.hostname ?? '', port: Number(target?.port || 6379) });
  let t: TestApp;

  beforeAll(async () => {
    await proxy.start();
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await proxy.setMode('forward');
    await t?.close();
    await proxy.stop();
  });

  it('reports Redis up, then down with 503 while the database stays up, then up again', async () => {
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
