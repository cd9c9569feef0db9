// Values the nodes share for a while (`app.sharedCache`): kept in Redis when REDIS_URL is set, so what one node worked
// out another reads rather than works out again (the dashboard's owner's numbers, docs/scaling.md). Without Redis, or
// while it is away or slow, nothing is shared: a read finds nothing and a write is dropped, and each node works on its own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { closeRedis } from '../lib/closeRedis';

/** Longer than this and a node works the value out itself rather than wait on Redis. */
const SHARED_TIMEOUT_MS = 250;

export interface SharedCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedCache: SharedCache;
  }
}

/** Nothing shared: every read misses. */
export const unsharedCache: SharedCache = { get: async () => null, set: async () => undefined };

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${SHARED_TIMEOUT_MS} ms`)), SHARED_TIMEOUT_MS);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

export default fp(
  async function sharedCachePlugin(app: FastifyInstance, options: { redisUrl?: string; keyPrefix: string }) {
    if (!options.redisUrl) {
      app.decorate('sharedCache', unsharedCache);
      return;
    }
    // As the rate limits' client: no offline queue (a command fails at once while Redis is away), not awaited at start.
    const client = createClient({ url: options.redisUrl, disableOfflineQueue: true });
    client.on('error', (error) => app.log.error({ err: error }, 'redis (shared cache)'));
    client.connect().catch((error: unknown) => app.log.error({ err: error }, 'redis (shared cache): gave up connecting'));
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
    app.decorate('sharedCache', {
      async get(key) {
        if (!client.isReady) return null;
        return withinTimeout(client.get(options.keyPrefix + key)).catch((error: unknown) => {
          app.log.warn({ err: error, key }, 'shared cache not read');
          return null;
        });
      },
      async set(key, value, ttlMs) {
        if (!client.isReady) return;
        await withinTimeout(client.set(options.keyPrefix + key, value, { PX: ttlMs })).catch((error: unknown) => {
          app.log.warn({ err: error, key }, 'shared cache not written');
        });
      },
    } satisfies SharedCache);
  },
  { name: 'shared-cache' },
);
