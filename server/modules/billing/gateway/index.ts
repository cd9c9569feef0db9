// The configured gateway: System Settings name the adapter (sandbox by default) and hold its credentials.
import type { PaymentGatewayName, SettingsValues } from '../../../../common/schemas/settings';
import type { Executor } from '../../../lib/history';
import { readSettings } from '../../../lib/settings';
import type { GatewayHosts, PaymentGateway } from './port';
import { paytraceGateway } from './paytrace';
import { sandboxGateway } from './sandbox';

export { GatewayError, type GatewayHosts, type PaymentGateway } from './port';

/**
 * The named adapter with these settings' credentials (the connection test passes the form's, not yet saved); `hosts`
 * say where each gateway's hosted card fields live (only card entry needs them).
 */
export function gatewayNamed(
  name: PaymentGatewayName,
  db: Executor,
  payments: SettingsValues['payments'],
  hosts: GatewayHosts = {},
): PaymentGateway {
  return name === 'paytrace' ? paytraceGateway(payments, {}, hosts.paytraceProtectUrl) : sandboxGateway(db, hosts.sandboxUrl);
}

export async function configuredGateway(db: Executor, hosts?: GatewayHosts): Promise<PaymentGateway> {
  const { payments } = await readSettings(db, ['payments']);
  return gatewayNamed(payments.gateway, db, payments, hosts);
}
