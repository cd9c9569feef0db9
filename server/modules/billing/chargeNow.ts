// Charging a payment still owed now, through chargePayment's exactly-once path (chargeNowRoutes.ts serves it).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Message } from '../../../common/i18n/catalog';
import { histories } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/httpErrors';
import { chargePayment } from './charge';

/**
 * Starts the try a caller asked for, after the `seenAttempts` it saw, or leaves it to the try started meanwhile (the
 * caller reads that one's result); a try still running answers 409. A decline is an answer, not an error.
 */
export async function chargeOnce(
  app: FastifyInstance,
  id: string,
  asked: { seenAttempts: number; today: string; userId: string },
  refusal: Message,
) {
  const result = await chargePayment(app, id, {
    force: true,
    today: asked.today,
    userId: asked.userId,
    expectedAttempts: asked.seenAttempts,
  });
  if (result.charged || result.reason === 'superseded') return;
  if (result.reason === 'in-progress') throw new HttpProblem(409, 'server.payments.charge_in_progress');
  throw result.reason === 'not-found' ? notFound('payment') : new HttpProblem(409, refusal);
}

/**
 * A call that does not say which tries it saw, made within this long after a try ended, is taken for a click on that
 * try (ten calls at once made ten gateway tries): it answers that try's result. With `attempts` it asks for another.
 */
export const UNSEEN_TRY_MS = 60_000;

/**
 * True when a try of the payment was declined within `UNSEEN_TRY_MS` (charge.ts records each in the history); a paid
 * payment is refused by chargePayment itself.
 */
export async function triedJustNow(db: FastifyInstance['database']['db'], id: string): Promise<boolean> {
  const [recent] = await db
    .select({ _id: histories._id })
    .from(histories)
    .where(
      and(
        eq(histories.entityId, id),
        eq(histories.action, 'payment-failed'),
        gt(histories.createdAt, sql`now() - make_interval(secs => ${UNSEEN_TRY_MS / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(recent);
}
