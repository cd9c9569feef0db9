// The domain-event bus (docs/architecture.md "Domain events"): a domain announces what happened inside its transaction
// (`emit`), and the subscribers the other domains registered act on it once that transaction has committed, never
// after a rollback. A durable event (common/events.ts) is an outbox row written in the same transaction: delivered
// from it after commit, and by the `domain-events` job (every minute, on pg-boss) when its node died first or a
// subscriber failed. A subscriber may so run again for one event: it is idempotent (a moment's key, a job's key). A
// `within` subscriber instead runs as the event is emitted, in the emitter's transaction, and is never delivered later.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOMAIN_EVENTS, DURABLE_EVENTS, type DomainEventName, type DomainEventPayload } from '../../common/events';
import { busTransactionOpened } from '../db/busTransactions';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema';
import type { Tx } from './history';

export interface Subscriber<N extends DomainEventName> {
  event: N;
  /** `<domain>: <what it does>`: the docs' table and the outbox row's delivered list name it so. */
  name: string;
  within?: false;
  handle(app: FastifyInstance, payload: DomainEventPayload<N>): Promise<unknown>;
}
/**
 * A subscriber that runs inside the emitting transaction, as the event is emitted: the owner of a row the emitter may
 * not write keeps it in step with the emitter's change, which its failure rolls back (a door call no import shows).
 */
export interface WithinSubscriber<N extends DomainEventName> {
  event: N;
  name: string;
  within: true;
  handle(app: FastifyInstance, tx: Tx, payload: DomainEventPayload<N>): Promise<unknown>;
}
export type AnySubscriber = { [N in DomainEventName]: Subscriber<N> | WithinSubscriber<N> }[DomainEventName];

/** A subscriber as a domain's door declares it: run once the emitting transaction has committed. */
export const subscribe = <N extends DomainEventName>(event: N, name: string, handle: Subscriber<N>['handle']): AnySubscriber =>
  ({ event, name, handle }) as unknown as AnySubscriber;

/** A subscriber run inside the emitting transaction (`WithinSubscriber`). */
export const subscribeWithin = <N extends DomainEventName>(event: N, name: string, handle: WithinSubscriber<N>['handle']): AnySubscriber =>
  ({ event, name, within: true, handle }) as unknown as AnySubscriber;

interface Announced {
  name: DomainEventName;
  payload: unknown;
  /** The outbox row of a durable event. */
  id?: number;
  /** The outbox row of the durable event its transaction announced before it, which is delivered first. */
  follows?: number | null;
  deliveredTo: readonly string[];
}

/** An event stored this long ago and not delivered is taken up by the job; a delivery tried this often is given up. */
export const SWEEP_AFTER_MS = 60_000;
export const MAX_ATTEMPTS = 10;
const ANSWER_WAIT_MS = 30_000;
const SWEEP_BATCH = 100;
/** A delivered event's row is kept this long (to read what happened), then pruned by the job, a batch a minute. */
export const DELIVERED_KEPT_MS = 14 * 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 1000;
/** The events that gave up shown to the admin, newest first. */
const GIVEN_UP_SHOWN = 100;

/** An outbox row as the bus delivers it. */
const storedEvent = (row: typeof domainEvents.$inferSelect): Announced => {
  const name = row.name as DomainEventName;
  return { name, payload: DOMAIN_EVENTS[name].parse(row.payload), id: row._id, follows: row.follows, deliveredTo: row.deliveredTo };
};

export interface TransactionOptions {
  /**
   * Deliver once this request has had its answer, not before it (a durable event is in the outbox either way, so a
   * node that dies first leaves it to the job).
   */
  afterAnswer?: FastifyRequest;
}

export function createEventBus(app: FastifyInstance, db: Db, subscribers: readonly AnySubscriber[]) {
  const open = new WeakMap<Tx, Announced[]>();
  const answers = new WeakMap<FastifyRequest, (() => void)[]>();
  const chains = new WeakMap<FastifyRequest, Promise<void>>();
  const inFlight = new Set<Promise<void>>();

  /** Whether the event its transaction announced before it has been delivered (or pruned, long after). */
  async function predecessorDelivered(follows: number): Promise<boolean> {
    const [earlier] = await db.select({ deliveredAt: domainEvents.deliveredAt }).from(domainEvents).where(eq(domainEvents._id, follows));
    return !earlier || earlier.deliveredAt !== null;
  }

  /**
   * Runs the event's subscribers in the order they were registered; a failure is logged and left to the job. An event
   * waits, whole, while the one its transaction announced before it is undelivered.
   */
  async function deliver(event: Announced): Promise<boolean> {
    const delivered = [...event.deliveredTo];
    let failure: unknown;
    if (event.id !== undefined && event.follows && !(await predecessorDelivered(event.follows))) {
      await db
        .update(domainEvents)
        .set({ lastError: `waits for event ${event.follows}, announced before it` })
        .where(eq(domainEvents._id, event.id));
      return false;
    }
    for (const subscriber of subscribers) {
      if (subscriber.within || subscriber.event !== event.name || delivered.includes(subscriber.name)) continue;
      try {
        await (subscriber as Subscriber<DomainEventName>).handle(app, event.payload as never);
        delivered.push(subscriber.name);
      } catch (error) {
        failure ??= error;
        app.log.warn({ err: error, event: event.name, subscriber: subscriber.name }, 'a domain event subscriber failed');
      }
    }
    if (event.id !== undefined)
      await db
        .update(domainEvents)
        .set({
          deliveredTo: delivered,
          deliveredAt: failure ? null : new Date(),
          lastError: failure ? String(failure instanceof Error ? failure.message : failure) : null,
        })
        .where(sql`${domainEvents._id} = ${event.id}`);
    return !failure;
  }

  async function deliverAll(events: readonly Announced[]) {
    for (const event of events) await deliver(event);
  }

  return {
    subscribers,

    /**
     * Runs `work` in one transaction; what it emits is delivered, in order, once it has committed: before this answers,
     * or with `afterAnswer`, once that request has had its answer (`delivered()` waits for those deliveries).
     */
    async transaction<T>(work: (tx: Tx) => Promise<T>, { afterAnswer }: TransactionOptions = {}): Promise<T> {
      const announced: Announced[] = [];
      const result = await db.transaction((tx) => {
        open.set(tx, announced);
        busTransactionOpened(tx, db);
        return work(tx);
      });
      if (!afterAnswer) await deliverAll(announced);
      else if (announced.length) {
        const answered = new Promise<void>((sent) => {
          answers.set(afterAnswer, [...(answers.get(afterAnswer) ?? []), sent]);
          // A request that never says it answered holds no delivery behind it for longer than this.
          setTimeout(sent, ANSWER_WAIT_MS).unref();
        });
        // One request's transactions deliver one after another, in their order; other requests' go on meanwhile.
        const delivering = (chains.get(afterAnswer) ?? Promise.resolve())
          .then(() => answered)
          .then(() => deliverAll(announced))
          .catch((error: unknown) => app.log.warn({ err: error }, 'a delivery after the answer failed'));
        chains.set(afterAnswer, delivering);
        inFlight.add(delivering);
        void delivering.finally(() => inFlight.delete(delivering));
      }
      return result;
    },

    /** The request has had its answer (or went away): what its transactions left for after it is delivered next. */
    answered(request: FastifyRequest) {
      const waiting = answers.get(request);
      answers.delete(request);
      // On the next turn, so that the caller that awaited the answer reads before the deliveries start.
      if (waiting) setImmediate(() => waiting.forEach((sent) => sent()));
    },

    /** Once the deliveries this node left for after its answers have run (tests, the app's close). */
    async delivered(): Promise<void> {
      while (inFlight.size) await Promise.all(inFlight);
    },

    /**
     * Announces the event from inside `transaction` (or the notifier's, which is one): its `within` subscribers run now,
     * in this transaction; the others once it commits.
     */
    async emit<N extends DomainEventName>(tx: Tx, name: N, payload: DomainEventPayload<N>): Promise<void> {
      const announced = open.get(tx);
      if (!announced) throw new Error(`${name} was emitted in a transaction the event bus did not open`);
      const checked = DOMAIN_EVENTS[name].parse(payload);
      // Announced before its within subscribers run: an event one of them emits (a receipt of the visit completed) is
      // announced, and so delivered, after it.
      if (!DURABLE_EVENTS.has(name)) announced.push({ name, payload: checked, deliveredTo: [] });
      else {
        const follows = announced.findLast((earlier) => earlier.id !== undefined)?.id ?? null;
        // Claimed by this node from the start: the job leaves it to the delivery after commit unless that never comes.
        const [row] = await tx
          .insert(domainEvents)
          .values({ name, payload: checked, claimedAt: new Date(), follows })
          .returning({ _id: domainEvents._id });
        announced.push({ name, payload: checked, id: row._id, follows, deliveredTo: [] });
      }
      for (const subscriber of subscribers)
        if (subscriber.within && subscriber.event === name) await (subscriber as WithinSubscriber<N>).handle(app, tx, checked as never);
    },

    /** An event with no transaction behind it (an import's progress): delivered now, from memory. */
    async announce<N extends DomainEventName>(name: N, payload: DomainEventPayload<N>): Promise<void> {
      await deliver({ name, payload: DOMAIN_EVENTS[name].parse(payload), deliveredTo: [] });
    },

    /**
     * The job: durable events stored over a minute ago and not delivered (their node died, a subscriber failed), claimed
     * so that another node's sweep skips them, then delivered in the order they were announced. Answers how many.
     */
    async sweep(now = new Date()): Promise<{ delivered: number; failed: number }> {
      const before = new Date(now.getTime() - SWEEP_AFTER_MS);
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ _id: domainEvents._id })
          .from(domainEvents)
          .where(
            and(
              isNull(domainEvents.deliveredAt),
              lt(domainEvents.createdAt, before),
              lt(domainEvents.claimedAt, before),
              lt(domainEvents.attempts, MAX_ATTEMPTS),
            ),
          )
          .orderBy(asc(domainEvents._id))
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        return tx
          .update(domainEvents)
          .set({ claimedAt: now, attempts: sql`${domainEvents.attempts} + 1` })
          .where(
            inArray(
              domainEvents._id,
              due.map((row) => row._id),
            ),
          )
          .returning();
      });
      let delivered = 0;
      for (const row of claimed.sort((a, b) => a._id - b._id)) {
        const ok = await deliver(storedEvent(row));
        if (ok) delivered++;
      }
      return { delivered, failed: claimed.length - delivered };
    },

    /** Delivered events older than the retention period, removed oldest first; answers how many. */
    async prune(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - DELIVERED_KEPT_MS);
      const old = db
        .select({ _id: domainEvents._id })
        .from(domainEvents)
        .where(and(isNotNull(domainEvents.deliveredAt), lt(domainEvents.deliveredAt, before)))
        .orderBy(asc(domainEvents.deliveredAt))
        .limit(PRUNE_BATCH);
      const removed = await db.delete(domainEvents).where(inArray(domainEvents._id, old)).returning({ _id: domainEvents._id });
      return removed.length;
    },

    /** The durable events the job gave up on (a subscriber failed every try), newest first, with their last error. */
    givenUp() {
      return db
        .select()
        .from(domainEvents)
        .where(and(isNull(domainEvents.deliveredAt), gte(domainEvents.attempts, MAX_ATTEMPTS)))
        .orderBy(desc(domainEvents._id))
        .limit(GIVEN_UP_SHOWN);
    },

    /**
     * "Try again" on an event that gave up: one more delivery now, to the subscribers that have not handled it. Answers
     * undefined when there is no such event (delivered meanwhile, or never given up), else whether it was delivered.
     */
    async retry(id: number): Promise<{ delivered: boolean } | undefined> {
      const [row] = await db
        .update(domainEvents)
        .set({ claimedAt: new Date(), attempts: sql`${domainEvents.attempts} + 1` })
        .where(and(eq(domainEvents._id, id), isNull(domainEvents.deliveredAt), gte(domainEvents.attempts, MAX_ATTEMPTS)))
        .returning();
      if (!row) return undefined;
      return { delivered: await deliver(storedEvent(row)) };
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
