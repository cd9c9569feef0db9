// The `text-send` queue: one job per text, taken in batches by every node. A provider error (5xx, 429, no answer) sends
// the text's job again after a backoff (1 s, 2 s, 4 s… until TEXT_TRIES), a permanent one (an invalid number) is final,
// and a text written in quiet hours waits for the morning.
import type { FastifyInstance } from 'fastify';
import type { NewText } from './textSender';
import { fewAtATime } from '../../lib/fewAtATime';
import { type JobQueue, workInBatches } from '../../plugins/jobs';
import { checkBeforeSending } from './sendCheck';
import { isUrgentMoment } from './textRules';
import { dueOnOutboundClock, outboundNow } from '../../lib/outboundClock';

export const TEXT_QUEUE = 'text-send';
const TEXT_BATCH = 20;
/**
 * Texts of a batch tried at once: each try checks its visit in a transaction, so twenty at once wanted twice a node's
 * connections and, under load, timed out waiting for them until the job failed for good (docs/scaling.md).
 */
export const MESSAGE_CONCURRENCY = 4;

interface TextJob {
  textId: string;
  /** A time-critical text: its job is fetched before the others waiting (pg-boss's priority). */
  urgent?: boolean;
}

/** pg-boss's priority of a text's job: a time-critical one is taken first from a backlog (docs/messages.md "Rates"). */
const priorityOf = (urgent: boolean | undefined) => (urgent ? 1 : 0);

/** A text's job as pg-boss inserts it, many at once (a daily batch, the sweep). */
export const textJobRow = (textId: string, urgent: boolean, startAfterSeconds = 0) => ({
  name: TEXT_QUEUE,
  data: { textId, urgent } satisfies TextJob,
  priority: priorityOf(urgent),
  ...dueOnOutboundClock(startAfterSeconds),
});

/** Seconds a text waits while an earlier one about the same visit or payment is being sent. */
const WAIT_SECONDS = 2;

/**
 * One try of a queued text at `now` (the queue's clock; a test's faked one): checked again against what it speaks of
 * just before it goes (sendCheck.ts), then sent, held, retried or dropped.
 */
export async function attemptQueued(app: FastifyInstance, textId: string, now = new Date(), urgent?: boolean) {
  const result = await app.texts.attempt(textId, now, (text) => checkBeforeSending(app.database.db, 'sms', text, now));
  if (!app.hasDecorator('jobs')) {
    if (result.outcome === 'retry') throw new Error(result.reason);
    return result;
  }
  const job = { textId, urgent } satisfies TextJob;
  const priority = priorityOf(urgent);
  if (result.outcome === 'retry') await app.jobs.send(TEXT_QUEUE, job, { startAfter: 2 ** (result.attempts - 1), priority });
  if (result.outcome === 'held') await app.jobs.send(TEXT_QUEUE, job, { startAfter: result.until, priority });
  if (result.outcome === 'wait') await app.jobs.send(TEXT_QUEUE, job, { startAfter: WAIT_SECONDS, priority });
  return result;
}

export const textQueue: JobQueue = {
  name: TEXT_QUEUE,
  // A thrown batch (the database failing) is tried again; a text already sent in it is not sent twice (its status).
  options: { policy: 'standard', retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  work: (boss, app, pollSeconds) =>
    workInBatches<TextJob>(boss, TEXT_QUEUE, { pollSeconds, batchSize: TEXT_BATCH }, (jobs) =>
      fewAtATime(jobs, MESSAGE_CONCURRENCY, (job) => attemptQueued(app, job.data.textId, outboundNow(), job.data.urgent)),
    ),
};

/**
 * Records a text for its moment and queues it; a moment already recorded sends nothing (one text per moment, customer
 * and channel, across retries and nodes). Without jobs (a node started with JOBS=false) it is tried once at once.
 * @returns the text's id, or undefined when its moment already had one.
 */
export async function queueText(app: FastifyInstance, text: NewText): Promise<string | undefined> {
  const textId = await app.texts.record(text);
  if (!textId) return undefined;
  const urgent = isUrgentMoment(text.moment);
  if (app.hasDecorator('jobs')) await app.jobs.send(TEXT_QUEUE, { textId, urgent } satisfies TextJob, { priority: priorityOf(urgent) });
  else await attemptQueued(app, textId).catch((error: unknown) => app.log.warn({ err: error, textId }, 'text left to retry'));
  return textId;
}

/**
 * Records many texts at once and queues those whose moment was free, their jobs due `startAfterSeconds` from now (a
 * "visit moved" waiting out the Undo); answers how many were queued.
 */
export async function queueTexts(app: FastifyInstance, texts: readonly NewText[], startAfterSeconds = 0): Promise<number> {
  const rows = await app.texts.recordMany(texts);
  if (app.hasDecorator('jobs')) await app.jobs.insert(rows.map(({ _id: textId, urgent }) => textJobRow(textId, urgent, startAfterSeconds)));
  else
    for (const { _id: textId } of rows)
      await attemptQueued(app, textId).catch((error: unknown) => app.log.warn({ err: error, textId }, 'text left to retry'));
  return rows.length;
}
