// A test app whose Redis sits behind a loopback TCP proxy, so a test can black-hole or refuse Redis and restore it.
import { afterAll, beforeAll } from 'vitest';
import { buildBusiness, type Business } from './fixtures/business';
import { createTestApp, type TestApp } from './helpers';
import { TcpProxy } from './tcpProxy';

/**
 * Registers the proxy and the app on the fixture business for the enclosing `describe`; the returned holder's `proxy`,
 * `t` and `business` are set once `beforeAll` has run (a skipped describe still collects, so nothing here may need Redis
 * before then). The proxy is set back to forward before the app closes, so closing never waits on Redis.
 */
export function appBehindRedisProxy(redisUrl: string | undefined) {
  const holder = {
    proxy: undefined as unknown as TcpProxy,
    t: undefined as unknown as TestApp,
    business: undefined as unknown as Business,
  };
  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    holder.proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await holder.proxy.start();
    holder.t = await createTestApp({ redisUrl: `redis://127.0.0.1:${holder.proxy.port}` });
    holder.business = await buildBusiness(holder.t.app);
  });
  afterAll(async () => {
    await holder.proxy?.setMode('forward');
    await holder.t?.close();
    await holder.proxy?.stop();
  });
  return holder;
}
