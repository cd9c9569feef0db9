// Sends a newsletter in batches: one run at a time holds its lease, claims each recipient in a transaction before the
// message leaves, and records the outcome after; a recipient claimed by a run that died is never sent again.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsletterCounts, NewsletterProgress, RecipientStatus } from '../../../common/schemas/newsletter';
import { customers, newsletterRecipients, newsletters } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { templateValues } from '../customers';
import type { Delivery, Message } from '../messaging';
import { newsletterMessage } from './message';
import { unsubscribeLink, unsubscribeToken } from './unsubscribeToken';

/** How long a run's lease lasts; each recipient renews it, so only a run that stopped lets it run out. */
export const LEASE_SECONDS = 120;
/** A run hands the rest to a new job after this many recipients or this long, so no job outlives its expiry. */
export const BATCH_SIZE = 100;
const BATCH_MS = 60_000;
/** Progress reaches the pages at most this often while a batch runs, and at its end. */
const PROGRESS_MS = 1_000;
const MAX_REASON = 500;

export type BatchOutcome = { state: 'done' } | { state: 'more' } | { state: 'busy'; leaseSecondsLeft: number };

export interface BatchOptions {
  /** Who sends each message: the messenger's delivery, which waits for the mail server's answer. */
  deliver?: (message: Message) => Promise<Delivery>;
  batchSize?: number;
}

export async function recipientCounts(db: Executor, newsletterId: string): Promise<NewsletterCounts> {
  const rows = await db
    .select({ status: newsletterRecipients.status, total: count() })
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.newsletterId, newsletterId))
    .groupBy(newsletterRecipients.status);
  const by = (status: RecipientStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    pending: by('pending') + by('sending'),
    sent: by('sent'),
    failed: by('failed'),
    skipped: by('skipped'),
  };
}

const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Takes the lease if nobody holds it; recipients a dead run left claimed are failed as interrupted, never sent again. */
async function takeLease(app: FastifyInstance, newsletterId: string, owner: string) {
  return app.database.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(newsletters)
      .set({ leaseOwner: owner, leaseUntil: leaseEnd })
      .where(
        and(
          eq(newsletters._id, newsletterId),
          eq(newsletters.status, 'sending'),
          or(isNull(newsletters.leaseUntil), lt(newsletters.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    if (taken) {
      await tx
        .update(newsletterRecipients)
        .set({ status: 'failed', reason: 'interrupted' })
        .where(and(eq(newsletterRecipients.newsletterId, newsletterId), eq(newsletterRecipients.status, 'sending')));
    }
    return taken;
  });
}

/** Renews the lease and claims the next waiting recipient in one transaction: skipped if it has opted out meanwhile. */
async function claimNext(app: FastifyInstance, newsletterId: string, owner: string) {
  return app.database.db.transaction(async (tx) => {
    const [held] = await tx
      .update(newsletters)
      .set({ leaseUntil: leaseEnd })
      .where(and(eq(newsletters._id, newsletterId), eq(newsletters.leaseOwner, owner)))
      .returning({ _id: newsletters._id });
    if (!held) return { lost: true } as const;
    const [next] = await tx
      .select({ recipient: newsletterRecipients, optedIn: customers.marketingOptIn })
      .from(newsletterRecipients)
      .leftJoin(customers, eq(customers._id, newsletterRecipients.customerId))
      .where(and(eq(newsletterRecipients.newsletterId, newsletterId), eq(newsletterRecipients.status, 'pending')))
      .orderBy(asc(newsletterRecipients._id))
      .limit(1)
      .for('update', { of: newsletterRecipients, skipLocked: true });
    if (!next) return { lost: false, recipient: undefined } as const;
    const optedIn = next.optedIn === true;
    await tx
      .update(newsletterRecipients)
      .set(optedIn ? { status: 'sending' } : { status: 'skipped', reason: 'no_opt_in' })
      .where(eq(newsletterRecipients._id, next.recipient._id));
    return { lost: false, recipient: optedIn ? next.recipient : null } as const;
  });
}

async function finish(app: FastifyInstance, newsletterId: string, owner: string, completed: boolean) {
  await app.database.db
    .update(newsletters)
    .set(
      completed
        ? { status: 'completed', completedAt: new Date(), leaseOwner: null, leaseUntil: null }
        : { leaseOwner: null, leaseUntil: null },
    )
    .where(and(eq(newsletters._id, newsletterId), eq(newsletters.leaseOwner, owner)));
}

/**
 * One batch of a newsletter. Safe to run from any number of jobs and nodes at once: only the lease holder sends, and a
 * recipient leaves `pending` in the transaction that claims it, before its message goes.
 */
export async function sendBatch(app: FastifyInstance, newsletterId: string, options: BatchOptions = {}): Promise<BatchOutcome> {
  const db = app.database.db;
  const deliver = options.deliver ?? ((message: Message) => app.messenger.deliver(message));
  const owner = randomUUID();
  const newsletter = await takeLease(app, newsletterId, owner);
  if (!newsletter) {
    const [current] = await db
      .select({
        status: newsletters.status,
        secondsLeft: sql<number>`greatest(0, extract(epoch from ${newsletters.leaseUntil} - now()))`.mapWith(Number),
      })
      .from(newsletters)
      .where(eq(newsletters._id, newsletterId));
    return !current || current.status === 'completed'
      ? { state: 'done' }
      : { state: 'busy', leaseSecondsLeft: Math.ceil(current.secondsLeft) };
  }

  const started = Date.now();
  let progressAt = 0;
  const progress = async (status: NewsletterProgress['status'], force = false) => {
    if (!force && Date.now() - progressAt < PROGRESS_MS) return;
    progressAt = Date.now();
    app.realtime.newsletterProgress({ _id: newsletterId, status, counts: await recipientCounts(db, newsletterId) });
  };

  for (let handled = 0; handled < (options.batchSize ?? BATCH_SIZE) && Date.now() - started < BATCH_MS; handled++) {
    const claim = await claimNext(app, newsletterId, owner);
    if (claim.lost) return { state: 'busy', leaseSecondsLeft: LEASE_SECONDS };
    if (claim.recipient === undefined) {
      await finish(app, newsletterId, owner, true);
      await progress('completed', true);
      return { state: 'done' };
    }
    if (claim.recipient) await sendTo(app, newsletter, claim.recipient, deliver);
    await progress('sending');
  }
  await finish(app, newsletterId, owner, false);
  await progress('sending', true);
  return { state: 'more' };
}

type Newsletter = typeof newsletters.$inferSelect;
type Recipient = typeof newsletterRecipients.$inferSelect;

/** One recipient's message: whatever stops it (its rendering, a thrown delivery) is its own outcome, and the run goes on. */
async function sendTo(
  app: FastifyInstance,
  newsletter: Newsletter,
  recipient: Recipient,
  deliver: (message: Message) => Promise<Delivery>,
) {
  const db = app.database.db;
  const record = (outcome: Partial<Recipient>) =>
    db.update(newsletterRecipients).set(outcome).where(eq(newsletterRecipients._id, recipient._id));
  let message: Message;
  try {
    const filled = recipient.customerId ? await templateValues(db, recipient.customerId, recipient.propertyId) : undefined;
    const to = filled?.to?.trim();
    if (!filled || !to) return await record({ status: 'skipped', reason: 'no_email' });
    message = newsletterMessage(
      newsletter,
      to,
      filled.values,
      unsubscribeLink(newsletter.siteAddress, unsubscribeToken(app.signingKey, recipient.customerId!)),
    );
  } catch (error) {
    app.log.error({ err: error, newsletterId: newsletter._id, recipientId: recipient._id }, 'newsletter message not rendered');
    return record({ status: 'failed', reason: 'not_rendered' });
  }
  const delivery = await deliver(message).catch((error: unknown): Delivery => ({
    delivered: false,
    reason: error instanceof Error ? error.message : String(error),
  }));
  await record(
    delivery.delivered
      ? { status: 'sent', email: message.to, sentAt: new Date(), reason: null }
      : { status: 'failed', email: message.to, reason: delivery.reason.slice(0, MAX_REASON) },
  );
}
