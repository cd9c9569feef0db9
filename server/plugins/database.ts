// Opens and migrates the database (waiting for it at start-up), seeds the demo business when it is empty, keeps the
// settings while their notices are heard, answers 503 for requests stuck on an unreachable database, and closes it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { keepSettings } from '../lib/keptSettings';
import { setExactCountLimit } from '../lib/paginate';
import { replyUnavailable } from './errors';

/** The demo business, handed in by app.ts (server/demo/ writes it through the domains' doors): a plugin imports no domain. */
export interface DemoSeed {
  isEmpty(db: Database['db']): Promise<boolean>;
  seed(db: Database['db']): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 10_000;

/** Resolves once the database answers; retries with a doubling delay, and fails after `timeouts.startupMs` (0: never). */
async function waitForDatabase(database: Database, log: FastifyInstance['log']) {
  const { connectMs, startupMs } = database.timeouts;
  const giveUpAt = Date.now() + startupMs;
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    const failure = await database.whyUnreachable(connectMs);
    if (!failure) return;
    const wait = startupMs ? Math.min(delay, giveUpAt - Date.now()) : delay;
    if (wait <= 0) {
      throw new Error(
        `database unreachable at ${database.address} (${failure}) for ${Math.round(startupMs / 1000)} s: giving up (DB_STARTUP_TIMEOUT_MS)`,
      );
    }
    log.warn(`database unreachable at ${database.address} (${failure}), retrying in ${Math.ceil(wait / 1000)}s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * A dead network leaves a query waiting for its own timeout; a request still waiting after `stallCheckMs` checks the
 * database on a fresh connection (as /health does), and when that fails too, on a node whose event loop kept time, it
 * is answered 503 now. Concurrent checks share one probe.
 */
function stallGuard(database: Database) {
  const { healthMs } = database.timeouts;
  // A node busy on the CPU (a route's search, a burst of work) answers its own probe late: that is not an unreachable
  // database, and a 503 would only make the phones and screens ask again.
  const loopDelay = monitorEventLoopDelay({ resolution: 50 });
  loopDelay.enable();
  let probe: Promise<boolean> | undefined;
  const isUnreachable = () => {
    if (probe) return probe;
    loopDelay.reset();
    probe = database.whyUnreachable(healthMs).then((failure) => {
      setTimeout(() => (probe = undefined), 1_000).unref();
      return failure !== null && loopDelay.max / 1e6 < healthMs / 2;
    });
    return probe;
  };
  return (app: FastifyInstance) => {
    app.addHook('onClose', async () => loopDelay.disable());
    app.addHook('onRequest', async (request, reply) => {
      const timer = setTimeout(async () => {
        if (reply.sent || !(await isUnreachable()) || reply.sent) return;
        request.log.warn({ route: request.routeOptions.url }, 'database unreachable: request answered 503 before its query gave up');
        replyUnavailable(reply);
      }, database.timeouts.stallCheckMs);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    });
  };
}

export default fp(
  async function databasePlugin(app: FastifyInstance, { config, demo }: { config: Config; demo: DemoSeed }) {
    const database = openDatabase(config);
    app.decorate('database', database);
    if (config.listExactCountLimit !== undefined) setExactCountLimit(database.db, config.listExactCountLimit);
    app.addHook('onClose', () => database.close());
    if (database.kind === 'postgres') {
      await waitForDatabase(database, app.log);
      stallGuard(database)(app);
    }
    // Nodes starting together on a new database take turns: one migrates (and seeds), the others find it done.
    await database.exclusively('start-up', async () => {
      await database.migrate();
      if (config.seedDemo && (await demo.isEmpty(database.db))) {
        await demo.seed(database.db);
        app.log.info('Seeded the demo business');
      }
    });
    const stopKeeping = keepSettings(database);
    if (stopKeeping) app.addHook('onClose', stopKeeping);
  },
  { name: 'database', dependencies: ['errors'] },
);
