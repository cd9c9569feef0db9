// The configured gateway: System Settings name the adapter (sandbox by default) and hold its credentials.
import type { Executor } from '../../../lib/history';
import { readSettings } from '../../settings/repository';
import { GatewayError, type PaymentGateway } from './port';
import { sandboxGateway } from './sandbox';

export { GatewayError, type PaymentGateway } from './port';

export async function configuredGateway(db: Executor): Promise<PaymentGateway> {
  const { payments } = await readSettings(db, ['payments']);
  if (payments.gateway === 'sandbox') return sandboxGateway(db);
  throw new GatewayError('The PayTrace adapter is not built yet', 'not-configured');
}
