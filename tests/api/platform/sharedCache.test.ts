// The nodes' shared cache (server/plugins/sharedCache.ts) on Redis: what one node writes the other reads, under its
// own key prefix, until it expires; with Redis black-holed a read finds nothing within its timeout. Only with REDIS_URL.
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import sharedCachePlugin from '../../../server/plugins/sharedCache';
import { TcpProxy } from '../tcpProxy';

const redisUrl = process.env.REDIS_URL;

async function node(url: string, keyPrefix: string) {
  const app = Fastify();
  await app.register(sharedCachePlugin, { redisUrl: url, keyPrefix });
  await app.ready();
  return app;
}

describe.skipIf(!redisUrl)('the shared cache on Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const apps: Awaited<ReturnType<typeof node>>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it("gives one node what another wrote, not another deployment's, until it expires", async () => {
    const [a, b, other] = await Promise.all([node(redisUrl!, prefix), node(redisUrl!, prefix), node(redisUrl!, `other-${prefix}`)]);
    apps.push(a, b, other);
    // The clients connect in the background: the first write lands once A's is ready.
    await expect
      .poll(async () => {
        await a.sharedCache.set('numbers', '{"x":1}', 1_000);
        return b.sharedCache.get('numbers');
      })
      .toBe('{"x":1}');
    expect(await other.sharedCache.get('numbers')).toBeNull();
    await expect.poll(() => b.sharedCache.get('numbers'), { timeout: 3_000 }).toBeNull();
  });

  it('finds nothing, soon, while Redis does not answer', async () => {
    const target = new URL(redisUrl!);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    try {
      const app = await node(`redis://127.0.0.1:${proxy.port}`, prefix);
      apps.push(app);
      await expect
        .poll(async () => {
          await app.sharedCache.set('held', 'yes', 10_000);
          return app.sharedCache.get('held');
        })
        .toBe('yes');
      await proxy.setMode('blackhole');
      const started = performance.now();
      expect(await app.sharedCache.get('held')).toBeNull();
      expect(performance.now() - started).toBeLessThan(1_000);
      await app.sharedCache.set('held', 'no', 10_000);
    } finally {
      await proxy.stop();
    }
  });
});
