// The sandbox payment gateway's own server for development and the e2e run: its hosted card fields and token exchange
// on their own origin, as PayTrace Protect is to a real deployment (server/modules/billing/gateway/sandboxHost.ts).
import { startSandboxHost } from '../server/modules/billing';

const port = Number(process.env.SANDBOX_GATEWAY_PORT ?? 4700);
const gateway = await startSandboxHost(port, process.env.SANDBOX_GATEWAY_HOST ?? '127.0.0.1');
console.log(`Sandbox gateway on ${gateway.url}: start the server with SANDBOX_GATEWAY_URL=${gateway.url}`);
