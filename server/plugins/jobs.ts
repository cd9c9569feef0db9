// Jobs on pg-boss: the nightly horizon fill (and one at start-up), due reminders and bush-and-bed time-up reminders
// every minute, the nightly purge of week-old idempotency keys, the embedded database's nightly vacuum; billing's `charge-payment` queue, its daily retries
// and its sweep every 5 minutes (docs/billing.md); newsletters' `newsletter-send` batches and their sweep (docs/newsletters.md). pg-boss keeps its queues in the app's own
// database (PGlite by default, through executeSql; PostgreSQL when DATABASE_URL is set), so several nodes share them
// and each tick runs on one node (docs/scheduling.md).
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { upkeepDatabase } from '../db/upkeep';
import { NEWSLETTER_QUEUE, NEWSLETTER_RETRY_DELAY_SECONDS, type NewsletterJob, resumeNewsletters, runNewsletterJob } from '../modules/newsletters/queue';
import { notifyDueReminders } from '../modules/messaging/dueReminders';
import { CHARGE_QUEUE, type ChargeJob } from '../modules/billing/chargeQueue';
import { chargeDuePayments, chargeQueued, sweepStuckPayments } from '../modules/billing/jobs';
import { dateIn } from '../lib/calendar';
import { fillHorizon, planContext } from '../modules/scheduling/planner';
import { notifyTimeUp } from '../modules/scheduling/timeUp';
import { readSettings } from '../lib/settings';
import { purgeIdempotentRequests } from './idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: PgBoss;
  }
}

export const JOB_SCHEMA = 'pgboss';
/** Charge jobs one node takes at a time. */
const CHARGE_BATCH = 20;

/** Each queue with its cron (in the business's time zone). */
export const SCHEDULED_JOBS = {
  'horizon-fill': '15 0 * * *',
  'due-reminders': '* * * * *',
  'bnb-time-up': '* * * * *',
  'idempotency-purge': '45 3 * * *',
  'payment-retries': '30 7 * * *',
  'payment-sweep': '*/5 * * * *',
  'newsletter-sweep': '*/5 * * * *',
  'database-upkeep': '30 4 * * *',
} as const;
export type JobName = keyof typeof SCHEDULED_JOBS;

/**
 * Writes each queue's cron with the business's time zone into pg-boss's schedule table, which every node's cron check
 * reads: a new time zone takes effect on all nodes at their next check, without a restart.
 */
export async function scheduleJobs(boss: PgBoss, timeZone: string): Promise<void> {
  for (const [name, cron] of Object.entries(SCHEDULED_JOBS) as [JobName, string][]) await boss.schedule(name, cron, {}, { tz: timeZone });
}

/** After System Settings saved a new time zone: re-schedules the jobs (nothing when this app runs none). */
export async function followTimeZone(app: FastifyInstance, timeZone: string): Promise<void> {
  if (app.hasDecorator('jobs')) await scheduleJobs(app.jobs, timeZone);
}

/**
 * pg-boss sends its schema set-up as several statements in one string, without parameters: PGlite runs those with
 * `exec` and the parameterised ones with `query`. Both wait for a transaction the app has open on the one connection.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function bossOptions(database: Database, databaseUrl: string | undefined, pollSeconds: number): PgBoss.ConstructorOptions {
  const connection = databaseUrl ? { connectionString: databaseUrl, max: 3 } : { db: pgliteExecutor(database.db.$client) };
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
  async function jobsPlugin(app: FastifyInstance, options: { databaseUrl?: string; pollSeconds: number }) {
    const boss = new PgBoss(bossOptions(app.database, options.databaseUrl, options.pollSeconds));
    boss.on('error', (error) => app.log.warn({ err: error }, 'jobs'));
    const db = app.database.db;
    const handlers: Record<JobName, () => Promise<unknown>> = {
      'horizon-fill': async () => fillHorizon(db, await planContext(db)),
      'due-reminders': async () => {
        const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
        return notifyDueReminders(app.notifier, dateIn(serviceCalendar.timeZone, new Date()));
      },
      'bnb-time-up': () => notifyTimeUp(app.notifier),
      'idempotency-purge': () => purgeIdempotentRequests(db),
      'payment-retries': () => chargeDuePayments(app),
      'payment-sweep': () => sweepStuckPayments(app),
      'newsletter-sweep': () => resumeNewsletters(app),
      'database-upkeep': () => upkeepDatabase(app.database),
    };

    await boss.start();
    const { serviceCalendar } = await readSettings(db, ['serviceCalendar']);
    for (const name of Object.keys(SCHEDULED_JOBS) as JobName[]) {
      // stately: at most one waiting and one running job per queue, so a slow run never overlaps the next tick's.
      await boss.createQueue(name, { name, policy: 'stately', retryLimit: 2, expireInSeconds: 15 * 60 });
      await boss.work(name, { pollingIntervalSeconds: options.pollSeconds }, async () => {
        const result = await handlers[name]();
        app.log.debug({ job: name, result }, 'job done');
        return result;
      });
    }
    // Charges: one waiting job per payment and try (`short` and the key `<id>:<attempt>`), taken in batches by every node.
    await boss.createQueue(CHARGE_QUEUE, { name: CHARGE_QUEUE, policy: 'short', retryLimit: 3, expireInSeconds: 5 * 60 });
    const chargeWorker: string = await boss.work<ChargeJob>(CHARGE_QUEUE, { pollingIntervalSeconds: options.pollSeconds, batchSize: CHARGE_BATCH }, async (jobs) => {
      const charged = await chargeQueued(app, jobs);
      // A full batch: more are likely waiting, so fetch again at once rather than after the polling interval.
      if (jobs.length === CHARGE_BATCH) boss.notifyWorker(chargeWorker);
      return charged;
    });
    // Newsletters: one batch per job; a failed batch is retried once its lease has run out (docs/newsletters.md).
    await boss.createQueue(NEWSLETTER_QUEUE, {
      name: NEWSLETTER_QUEUE, policy: 'short', retryLimit: 5, retryDelay: NEWSLETTER_RETRY_DELAY_SECONDS, expireInSeconds: 5 * 60,
    });
    await boss.work<NewsletterJob>(NEWSLETTER_QUEUE, { pollingIntervalSeconds: options.pollSeconds }, async ([job]) => runNewsletterJob(app, job.data));
    await scheduleJobs(boss, serviceCalendar.timeZone);
    // Fill the horizon once at start-up too; nodes starting together send one job between them.
    await boss.send('horizon-fill', {}, { singletonKey: 'start-up', singletonSeconds: 300 });

    app.decorate('jobs', boss);
    await resumeNewsletters(app);
    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'realtime'] },
);
