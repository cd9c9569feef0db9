// Rate limits for the routes that declare config.rateLimit: counted in Redis when REDIS_URL is set, so that every API node
// spends the same budget per address or user; in this process's memory otherwise, and while Redis is not connected.
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { closeRedis } from '../lib/closeRedis';

/** A Redis that stops answering must not hold requests: past this the count is skipped. */
const COUNT_TIMEOUT_MS = 1000;
/** One round trip: count the hit, start the window on the first, report the count and the window's remaining time. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

type RedisClient = ReturnType<typeof createClient>;
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Most keys counted in memory while Redis is away; past it the expired ones go, then the oldest. */
const LOCAL_KEYS = 10_000;

/** This node's own counts, used while Redis is not connected (at start or in an outage): limits hold per node. */
class LocalCounts {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= LOCAL_KEYS) this.prune(now);
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** The store contract of @fastify/rate-limit (`incr` and `child`), over the node-redis client the realtime plugin also uses. */
class RedisCounters implements FastifyRateLimitStore {
  constructor(
    private readonly client: RedisClient,
    private readonly log: FastifyBaseLogger,
    private readonly prefix: string,
    private readonly local: LocalCounts,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number) {
    if (!this.client.isReady) {
      counted(null, this.local.incr(this.prefix + key, timeWindow));
      return;
    }
    const count = this.client.eval(COUNT_SCRIPT, { keys: [this.prefix + key], arguments: [String(timeWindow)] });
    // node-redis's own command timeout stops at the write, and a Redis cut off by the network never answers what was written.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not count within ${COUNT_TIMEOUT_MS} ms`)), COUNT_TIMEOUT_MS);
    });
    Promise.race([count, timedOut])
      .finally(() => clearTimeout(timer))
      .then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          counted(null, { current, ttl });
        },
        (error: Error) => {
          // skipOnError lets the request through without a word: the log is where an outage shows.
          this.log.warn({ err: error, limit: this.prefix }, 'rate limit not counted');
          counted(error);
        },
      );
  }

  /** Each limited route counts on its own, as the built-in stores do; the plugin hands the route over as `routeInfo`, which its types miss. */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
    const { method, url } = (options as unknown as { routeInfo: RouteOptions }).routeInfo;
    return new RedisCounters(this.client, this.log, `${this.prefix}${String(method)}${url}:`, this.local);
  }
}

export default fp(
  async function rateLimitsPlugin(app: FastifyInstance, options: { redisUrl?: string; keyPrefix: string }) {
    if (!options.redisUrl) {
      await app.register(fastifyRateLimit, { global: false });
      return;
    }
    // Without the offline queue a command fails at once while Redis is away, instead of waiting for it to come back.
    const client: RedisClient = createClient({ url: options.redisUrl, disableOfflineQueue: true });
    client.on('error', (error) => app.log.error({ err: error }, 'redis (rate limits)'));
    // Not awaited: a node starts while Redis is down, counting in memory until the client connects (it keeps retrying).
    client.connect().catch((error: unknown) => app.log.error({ err: error }, 'redis (rate limits): gave up connecting'));
    const local = new LocalCounts();
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
    // With Redis away the limited routes answer uncounted rather than not at all.
    const store = class extends RedisCounters {
      constructor() {
        super(client, app.log, options.keyPrefix, local);
      }
    };
    await app.register(fastifyRateLimit, { global: false, store, skipOnError: true });
  },
  { name: 'rate-limits' },
);
