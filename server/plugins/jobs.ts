// Jobs on pg-boss: the app's own upkeep (the nightly purge of week-old idempotency keys, the embedded database's nightly
// vacuum) and the jobs each domain's door declares, which app.ts hands over: scheduling's horizon fill (and one at
// start-up) and bush-and-bed time-up reminders, messaging's due reminders and its sweep of lost messages every 5 minutes
// (docs/messages.md), billing's `charge-payment` queue, its daily retries and its sweep every 5 minutes
// (docs/billing.md), newsletters' `newsletter-send` batches and their sweep (docs/newsletters.md), and data export's
// nightly backup (docs/data.md). pg-boss keeps its queues in the app's own database (PGlite by default, through
// executeSql; PostgreSQL when DATABASE_URL is set), so several nodes share them and each tick runs on one node
// (docs/scheduling.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Queryable } from '../db/pgliteThread';
import { upkeepDatabase } from '../db/upkeep';
import { readSettings } from '../lib/settings';
import { readCronOnWallClock } from './cronMinute';
import { purgeIdempotentRequests } from './idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: PgBoss;
  }
}

export const JOB_SCHEMA = 'pgboss';
/** A queue run on a cron (in the business's time zone); `atStartUp` sends one job when the nodes start too. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run: (app: FastifyInstance) => Promise<unknown>;
  atStartUp?: boolean;
}

/** A queue a domain sends to itself (one job per payment, one per newsletter batch), created and worked by the domain. */
export interface JobQueue {
  name: string;
  options: Omit<PgBoss.Queue, 'name'>;
  work: (boss: PgBoss, app: FastifyInstance, pollSeconds: number) => Promise<unknown>;
}

/** Works a queue in batches: a full batch fetches again at once rather than after the polling interval. */
export async function workInBatches<T>(
  boss: PgBoss,
  name: string,
  options: { pollSeconds: number; batchSize: number },
  handler: (jobs: PgBoss.Job<T>[]) => Promise<unknown>,
): Promise<void> {
  const worker: string = await boss.work<T>(
    name,
    { pollingIntervalSeconds: options.pollSeconds, batchSize: options.batchSize },
    async (jobs) => {
      const result = await handler(jobs);
      if (jobs.length === options.batchSize) boss.notifyWorker(worker);
      return result;
    },
  );
}

/** What a domain's door hands the jobs plugin: its scheduled jobs, its queues, and work once the jobs have started. */
export interface DomainJobs {
  scheduled?: readonly ScheduledJob[];
  queues?: readonly JobQueue[];
  started?: (app: FastifyInstance) => Promise<unknown>;
}

const UPKEEP_JOBS: DomainJobs = {
  scheduled: [
    { name: 'idempotency-purge', cron: '45 3 * * *', run: (app) => purgeIdempotentRequests(app.database.db) },
    { name: 'database-upkeep', cron: '30 4 * * *', run: (app) => upkeepDatabase(app.database) },
  ],
};

/** Each app's scheduled jobs, for re-scheduling them when the time zone changes. */
const scheduledOf = new WeakMap<PgBoss, readonly ScheduledJob[]>();

/**
 * Writes each queue's cron with the business's time zone into pg-boss's schedule table, which every node's cron check
 * reads: a new time zone takes effect on all nodes at their next check, without a restart.
 */
async function scheduleJobs(boss: PgBoss, timeZone: string): Promise<void> {
  for (const { name, cron } of scheduledOf.get(boss) ?? []) await boss.schedule(name, cron, {}, { tz: timeZone });
}

/** After System Settings saved a new time zone: re-schedules the jobs (nothing when this app runs none). */
export async function followTimeZone(app: FastifyInstance, timeZone: string): Promise<void> {
  if (app.hasDecorator('jobs')) await scheduleJobs(app.jobs, timeZone);
}

/**
 * pg-boss sends its schema set-up as several statements in one string, without parameters: PGlite runs those with
 * `exec` and the parameterised ones with `query`. Both wait for a transaction the app has open on the one connection.
 */
export function pgliteExecutor(client: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Whether a job sent with this `startAfter` is due now (pg-boss reads a number or a numeric string as seconds). */
function dueNow(startAfter: number | string | Date | undefined): boolean {
  if (startAfter === undefined) return true;
  if (typeof startAfter === 'number' || /^\d+(\.\d+)?$/.test(String(startAfter))) return Number(startAfter) <= 0;
  return new Date(startAfter).getTime() <= Date.now();
}

/**
 * A job sent from a node waits for its queue's next poll (up to `JOBS_POLL_SECONDS`): this node's own workers of the
 * queue are woken once the send has returned, so a text, an e-mail or a charge sent by a request is worked at once.
 * Other nodes' workers still poll. Jobs due later wake nobody; callers send after their transaction has committed.
 */
export function wakeOnSend(boss: PgBoss): void {
  const workersOf = new Map<string, string[]>();
  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = (async (name: string, ...rest: unknown[]) => {
    const id = await work(name, ...rest);
    workersOf.set(name, [...(workersOf.get(name) ?? []), id]);
    return id;
  }) as PgBoss['work'];
  const wake = (names: Iterable<string>) => {
    for (const name of new Set(names)) for (const id of workersOf.get(name) ?? []) boss.notifyWorker(id);
  };
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = (async (...args: unknown[]) => {
    const { name, options }: PgBoss.Request =
      typeof args[0] === 'string' ? { name: args[0], options: args[2] as PgBoss.SendOptions | undefined } : (args[0] as PgBoss.Request);
    const id = await send(...args);
    if (id && dueNow(options?.startAfter)) wake([name]);
    return id;
  }) as PgBoss['send'];
  const insert = boss.insert.bind(boss);
  boss.insert = (async (jobs: PgBoss.JobInsert[], options?: PgBoss.InsertOptions) => {
    await (options ? insert(jobs, options) : insert(jobs));
    wake(jobs.filter((job) => dueNow(job.startAfter)).map((job) => job.name));
  }) as PgBoss['insert'];
}

function bossOptions(database: Database, databaseUrl: string | undefined, pollSeconds: number): PgBoss.ConstructorOptions {
  const connection =
    databaseUrl || !database.embedded ? { connectionString: databaseUrl, max: 3 } : { db: pgliteExecutor(database.embedded) };
  return {
    ...connection,
    schema: JOB_SCHEMA,
    application_name: 'lawndesk-jobs',
    // A node checks the cron table this often; pg-boss lets one node per interval send, and de-duplicates the sends.
    cronMonitorIntervalSeconds: Math.max(1, Math.min(30, pollSeconds)),
    cronWorkerIntervalSeconds: Math.max(1, Math.min(5, pollSeconds)),
    // Finished jobs are history nobody reads: keep a week.
    deleteAfterDays: 7,
  };
}

export default fp(
  async function jobsPlugin(app: FastifyInstance, options: { databaseUrl?: string; pollSeconds: number; domains: readonly DomainJobs[] }) {
    readCronOnWallClock();
    const boss = new PgBoss(bossOptions(app.database, options.databaseUrl, options.pollSeconds));
    boss.on('error', (error) => app.log.warn({ err: error }, 'jobs'));
    wakeOnSend(boss);
    const all = [UPKEEP_JOBS, ...options.domains];
    const scheduled = all.flatMap((jobs) => jobs.scheduled ?? []);
    scheduledOf.set(boss, scheduled);

    const queues = all.flatMap((jobs) => jobs.queues ?? []);
    // pg-boss creates each queue's table as a partition of its job table: two nodes doing so at once on a new database
    // deadlock, so they take turns.
    await app.database.exclusively('jobs', async () => {
      await boss.start();
      // stately: at most one waiting and one running job per queue, so a slow run never overlaps the next tick's.
      for (const { name } of scheduled) await boss.createQueue(name, { name, policy: 'stately', retryLimit: 2, expireInSeconds: 15 * 60 });
      for (const queue of queues) await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
    });
    const { serviceCalendar } = await readSettings(app.database.db, ['serviceCalendar']);
    for (const job of scheduled) {
      const { name } = job;
      await boss.work(name, { pollingIntervalSeconds: options.pollSeconds }, async () => {
        const result = await job.run(app);
        app.log.debug({ job: name, result }, 'job done');
        return result;
      });
    }
    for (const queue of queues) await queue.work(boss, app, options.pollSeconds);
    await scheduleJobs(boss, serviceCalendar.timeZone);
    // Nodes starting together send one start-up job between them.
    for (const { name } of scheduled.filter((job) => job.atStartUp))
      await boss.send(name, {}, { singletonKey: 'start-up', singletonSeconds: 300 });

    app.decorate('jobs', boss);
    for (const jobs of all) await jobs.started?.(app);
    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'realtime'] },
);
