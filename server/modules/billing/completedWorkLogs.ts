// A completed visit's payment, made once its completion has committed (the crew's answer does not wait for it) and
// announced as `workLog.billed`, which the customer's "visit done" follows with its amount; a visit a quote's deposit
// paid whole is paid when made, and its receipt is announced after that, so it never reaches the customer first.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DomainEventPayload } from '../../../common/events';
import { workLogs } from '../../db/schema';
import type { Tx } from '../../lib/history';
import { type Payment, workLogPaymentOf } from './create';

/**
 * Bills a completed visit once: a second delivery of its event finds the payment made and announces it again as made
 * before (no charge queued twice; the moment is once per visit). Nothing when the visit is no longer completed (reverted
 * meanwhile): completed again, it is billed then.
 */
export async function billCompletedWorkLog(app: FastifyInstance, completed: DomainEventPayload<'workLog.completed'>): Promise<void> {
  await app.events.transaction(async (tx) => {
    // An event stored before payments were made after the completion carries the one its transaction made.
    if (completed.payment !== undefined) return app.events.emit(tx, 'workLog.billed', { ...completed, payment: completed.payment });
    const [workLog] = await tx
      .select()
      .from(workLogs)
      .where(and(eq(workLogs._id, completed.workLogId), eq(workLogs.status, 'completed')));
    if (!workLog) return;
    const { told, made } = await workLogPaymentOf(tx, workLog, completed.userId);
    await app.events.emit(tx, 'workLog.billed', { ...completed, payment: told });
    if (made) await announcePaidByDeposit(app, tx, made, completed.userId);
  });
}

/** The receipt of a visit a quote's deposit paid whole, announced after the visit's bill (`follows` keeps the order). */
async function announcePaidByDeposit(app: FastifyInstance, tx: Tx, payment: Payment, userId: string | null) {
  if (payment.status !== 'success' || payment.depositCents <= 0 || payment.depositCents !== payment.amountCents) return;
  await app.events.emit(tx, 'payment.succeeded', {
    paymentId: payment._id,
    customerId: payment.customerId,
    propertyId: payment.propertyId,
    attempt: payment.attempts,
    item: payment.item,
    date: payment.date,
    amountCents: payment.amountCents,
    userId,
    taxCents: payment.taxCents,
    depositCents: payment.depositCents,
  });
}
