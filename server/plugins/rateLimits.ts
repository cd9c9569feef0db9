// Rate limits for the routes that declare config.rateLimit: counted in Redis when REDIS_URL is set, so that every API node
// spends the same budget per address or user; in this process's memory otherwise.
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

/** The store contract of @fastify/rate-limit (`incr` and `child`), over the node-redis client the realtime plugin also uses. */
class RedisCounters implements FastifyRateLimitStore {
  constructor(
    private readonly client: RedisClient,
    private readonly log: FastifyBaseLogger,
    private readonly prefix: string,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number) {
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
    return new RedisCounters(this.client, this.log, `${this.prefix}${String(method)}${url}:`);
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
    await client.connect();
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
    // With Redis away the limited routes answer uncounted rather than not at all.
    const store = class extends RedisCounters {
      constructor() {
        super(client, app.log, options.keyPrefix);
      }
    };
    await app.register(fastifyRateLimit, { global: false, store, skipOnError: true });
  },
  { name: 'rate-limits' },
);
