// The `newsletter-send` queue: each job sends one batch and queues the next, until nobody waits.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletters } from '../../db/schema';
import { LEASE_SECONDS, sendBatch } from './sender';

export const NEWSLETTER_QUEUE = 'newsletter-send';
export interface NewsletterJob {
  newsletterId: string;
}

/**
 * Queues a batch (nothing when this app runs no jobs). Policy `short` with the newsletter as singleton key: however many
 * sends (a resume at start-up, a retry, the batch before), at most one batch of a newsletter waits.
 */
export async function queueNewsletter(app: FastifyInstance, newsletterId: string, startAfterSeconds = 0): Promise<void> {
  if (!app.hasDecorator('jobs')) return;
  await app.jobs.send(NEWSLETTER_QUEUE, { newsletterId } satisfies NewsletterJob, {
    singletonKey: newsletterId,
    startAfter: startAfterSeconds,
  });
}

export async function runNewsletterJob(app: FastifyInstance, { newsletterId }: NewsletterJob) {
  const outcome = await sendBatch(app, newsletterId);
  if (outcome.state === 'more') await queueNewsletter(app, newsletterId);
  // Another run holds the lease: look again once it has run out, in case that run has died.
  if (outcome.state === 'busy') await queueNewsletter(app, newsletterId, outcome.leaseSecondsLeft + 1);
  return outcome;
}

/**
 * At start-up and every few minutes: newsletters still sending that no run holds (a stopped server, a batch whose
 * retries ran out) are taken up again, so none stays sending without progress.
 */
export async function resumeNewsletters(app: FastifyInstance): Promise<number> {
  const idle = await app.database.db
    .select({ _id: newsletters._id })
    .from(newsletters)
    .where(and(eq(newsletters.status, 'sending'), or(isNull(newsletters.leaseUntil), lt(newsletters.leaseUntil, sql`now()`))));
  for (const { _id } of idle) await queueNewsletter(app, _id);
  return idle.length;
}

/** A job that threw is retried after the lease it held has run out, so the retry can take over. */
export const NEWSLETTER_RETRY_DELAY_SECONDS = LEASE_SECONDS + 5;
