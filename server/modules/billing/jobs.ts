// The billing jobs' work: charge a queued payment, the daily run of payments due again (failed, charge-later, missed
// sends) and the sweep of payments a dead node left in-progress. Each is callable directly (tests, benchmark).
import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, properties } from '../../db/schema';
import { businessToday } from '../../lib/businessDay';
import { fewAtATime } from '../../lib/fewAtATime';
import { chargePayment, STALE_IN_PROGRESS_MS } from './charge';
import type { ChargeJob } from './chargeQueue';
import { chargeLaterReadyNotice } from './notices';

/** How many payments one node charges at once in a run. */
const RUN_CONCURRENCY = 4;

const inTurns = (ids: readonly string[], work: (id: string) => Promise<unknown>) => fewAtATime(ids, RUN_CONCURRENCY, work);

/** The `charge-payment` queue's handler: a batch of jobs, each payment charged if it still may be. */
export async function chargeQueued(app: FastifyInstance, jobs: readonly { data: ChargeJob }[]): Promise<number> {
  const results = await Promise.all(jobs.map((job) => chargePayment(app, job.data.paymentId)));
  return results.filter((result) => result.charged).length;
}

/**
 * Daily: payments whose retry day or charge-later day has come (staff hear of each charge-later one first), and
 * pending ones whose queued charge never ran (a send lost after its commit).
 */
export async function chargeDuePayments(
  app: FastifyInstance,
  today?: string,
  now = new Date(),
): Promise<{ tried: number; charged: number }> {
  const db = app.database.db;
  const day = today ?? (await businessToday(db));
  const due = await db
    .select({
      _id: payments._id,
      status: payments.status,
      propertyId: payments.propertyId,
      date: payments.date,
      item: payments.item,
      amountCents: payments.amountCents,
      address: properties.address,
    })
    .from(payments)
    .innerJoin(properties, eq(properties._id, payments.propertyId))
    .where(
      or(
        and(eq(payments.status, 'failed'), lte(payments.nextAttemptOn, day)),
        and(eq(payments.status, 'charge-later'), lte(payments.chargeLaterDate, day)),
        and(eq(payments.status, 'pending'), lt(payments.createdAt, new Date(now.getTime() - STALE_IN_PROGRESS_MS))),
      ),
    );
  const ready = due.filter((payment) => payment.status === 'charge-later');
  if (ready.length) {
    await app.notifier.transaction(async (_tx, notify) => {
      for (const payment of ready) await notify.staff(chargeLaterReadyNotice(payment));
    });
  }
  let charged = 0;
  await inTurns(
    due.map((payment) => payment._id),
    async (id) => {
      if ((await chargePayment(app, id, { today: day })).charged) charged += 1;
    },
  );
  return { tried: due.length, charged };
}

/** Every 5 minutes: payments in-progress for over 10 minutes are asked of the gateway again with the same key. */
export async function sweepStuckPayments(app: FastifyInstance, now = new Date()): Promise<{ resumed: number }> {
  const staleBefore = new Date(now.getTime() - STALE_IN_PROGRESS_MS);
  const stuck = await app.database.db
    .select({ _id: payments._id })
    .from(payments)
    .where(and(inArray(payments.status, ['in-progress']), lt(payments.updatedAt, staleBefore)));
  let resumed = 0;
  await inTurns(
    stuck.map((payment) => payment._id),
    async (id) => {
      if ((await chargePayment(app, id, { resume: { staleBefore } })).charged) resumed += 1;
    },
  );
  return { resumed };
}
