// Sending payments to the `charge-payment` queue once the transaction that made them owed has committed.
import type { FastifyInstance } from 'fastify';

export const CHARGE_QUEUE = 'charge-payment';

export interface ChargeJob {
  paymentId: string;
}

/**
 * One job per payment and try: the key `<id>:<next attempt>` makes a send replayed while the job waits a no-op (the
 * queue's `short` policy). Without jobs (tests, a node started with JOBS=false) the payments stay pending.
 */
export async function queueCharges(
  app: FastifyInstance,
  owed: readonly { _id: string; attempts: number; status: string }[],
): Promise<void> {
  if (!app.hasDecorator('jobs')) return;
  for (const payment of owed) {
    if (payment.status !== 'pending') continue;
    // The write has committed: a send that fails is logged, and the daily `payment-retries` charges what it missed.
    await app.jobs
      .send(CHARGE_QUEUE, { paymentId: payment._id } satisfies ChargeJob, { singletonKey: `${payment._id}:${payment.attempts + 1}` })
      .catch((error: unknown) => app.log.warn({ err: error, paymentId: payment._id }, 'charge not queued'));
  }
}
