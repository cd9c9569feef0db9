// One payment's row with its own history, for staff and for its own customer (detailRoutes.ts serves it).
import { and, eq } from 'drizzle-orm';
import { type CustomerPaymentDetail, customerPaymentDetailOf, type PaymentDetail } from '../../../common/schemas/paymentRecord';
import { payments } from '../../db/schema';
import { type Executor, readHistory } from '../../lib/history';
import { notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import { readableBy } from './access';
import type { BillingClock } from './closed';
import { selectRows, toRow } from './rows';

/** The payment as staff read it; with `user`, only if that user may read it. */
export async function readPaymentDetail(executor: Executor, id: string, clock: BillingClock, user?: AuthUser): Promise<PaymentDetail> {
  const [row] = await selectRows(executor).where(and(eq(payments._id, id), user && readableBy(user)));
  if (!row) throw notFound('payment');
  return { ...toRow(row, clock), history: await readHistory(executor, 'payment', id) };
}

/** The payment as its customer reads it (404 for another's). */
export async function readCustomerPaymentDetail(
  executor: Executor,
  id: string,
  clock: BillingClock,
  user: AuthUser,
): Promise<CustomerPaymentDetail> {
  return customerPaymentDetailOf(await readPaymentDetail(executor, id, clock, user));
}
