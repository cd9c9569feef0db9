// A refund asked of the configured gateway: a visit's payment (refundRoutes.ts) and a quote's deposit (deposits.ts).
import { withParams } from '../../../common/i18n/catalog';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { configuredGateway, GatewayError } from './gateway';
import type { GatewayResult } from './gateway/port';

const gatewayRefused = (reason: string) => new HttpProblem(409, withParams('server.payments.gateway_refused', { reason }));

/**
 * The refund is asked inside the payment's locked transaction: the key names the refunded total before it, so a retry
 * after a lost answer gets the gateway's first result, and a second refund (made after this one committed) a new key.
 */
export async function refundThroughGateway(
  executor: Executor,
  transactionId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<void> {
  let result: GatewayResult;
  try {
    result = await (await configuredGateway(executor)).refund({ transactionId, amountCents, idempotencyKey });
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayRefused(error.message);
    throw error;
  }
  if (!result.approved) throw gatewayRefused(result.message);
}
