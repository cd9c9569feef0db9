// A test app whose Redis sits behind a loopback TCP proxy, so a test can black-hole or refuse Redis and restore it.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { TcpProxy } from './tcpProxy';

/**
 * Registers the proxy and the app for the enclosing `describe` (REDIS_URL must be set); the returned holder's `t` is the
 * app once `beforeAll` has run. The proxy is set back to forward before the app closes, so closing never waits on Redis.
 */
export function appBehindRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const holder = { proxy, t: undefined as unknown as TestApp };
  beforeAll(async () => {
    await proxy.start();
    holder.t = await createTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await proxy.setMode('forward');
    await holder.t?.close();
    await proxy.stop();
  });
  return holder;
}
