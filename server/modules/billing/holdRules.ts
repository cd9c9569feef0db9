// When a customer's unpaid failed payments hold its properties' visits. No I/O.
import type { PaymentStatus } from '../../../common/schemas/payment';

/** A payment declined and not paid since: what counts toward a hold. */
export const UNPAID_FAILED: readonly PaymentStatus[] = ['failed', 'failed-stop'];

/** System Settings' `holdAfterFailedPayments` (0 never holds) against the customer's unpaid failed payments. */
export function shouldHold(unpaidFailed: number, holdAfter: number): boolean {
  return holdAfter > 0 && unpaidFailed >= holdAfter;
}
