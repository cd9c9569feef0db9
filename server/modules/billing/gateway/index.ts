// The configured gateway: System Settings name the adapter (sandbox by default) and hold its credentials.
import type { PaymentGatewayName, SettingsValues } from '../../../../common/schemas/settings';
import type { Executor } from '../../../lib/history';
import { readSettings } from '../../../lib/settings';
import type { PaymentGateway } from './port';
import { paytraceGateway } from './paytrace';
import { sandboxGateway } from './sandbox';

export { GatewayError, type PaymentGateway } from './port';

/** The named adapter with these settings' credentials (the connection test passes the form's, not yet saved). */
export function gatewayNamed(name: PaymentGatewayName, db: Executor, payments: SettingsValues['payments']): PaymentGateway {
  return name === 'paytrace' ? paytraceGateway(payments) : sandboxGateway(db);
}

export async function configuredGateway(db: Executor): Promise<PaymentGateway> {
  const { payments } = await readSettings(db, ['payments']);
  return gatewayNamed(payments.gateway, db, payments);
}
