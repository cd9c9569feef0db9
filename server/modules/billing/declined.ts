// The one place a declined try is recorded after its payment row is written: its notices and the customer's holds
// (docs/billing.md "Holds"). The customer's own message (the payment-failed moment, by e-mail and text) goes after the
// commit, from the `payment.declined` subscriber (subscribers.ts).
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../lib/history';
import type { Notify } from '../messaging';
import type { Payment } from './create';
import type { GatewayResult } from './gateway/port';
import { type HoldChange, holdIfUnpaid } from './holds';
import { type BilledWorkLog, declinedNotice } from './notices';

export interface RecordedDecline {
  /** The payment as the decline left it (status, next try, class). */
  payment: Payment;
  result: Extract<GatewayResult, { approved: false }>;
  /** Staff who asked for the try (charge now), or null for the jobs. */
  userId: string | null;
  /** The business's today. */
  today: string;
}

/** Everything a decline sets off in the transaction that recorded it; answers the hold it made, told after the commit. */
export async function paymentDeclined(
  app: FastifyInstance,
  tx: Tx,
  notify: Notify,
  workLog: BilledWorkLog,
  { payment, result, userId, today }: RecordedDecline,
): Promise<HoldChange[]> {
  const notice = declinedNotice(workLog, {
    code: result.code,
    message: result.message,
    nextDate: payment.nextAttemptOn,
    declineClass: payment.declineClass,
  });
  await notify.staff(notice, userId ? { except: userId } : undefined);
  await notify.customer(payment.customerId, notice);
  return holdIfUnpaid(app, tx, payment.propertyId, today);
}
