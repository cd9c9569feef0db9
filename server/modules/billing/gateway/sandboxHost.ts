// The sandbox gateway's own server, on its own origin: what PayTrace Protect is to a real deployment. It serves the
// hosted-fields script and the fields' page (the browser types the number and the CVV there, never into LawnDesk's
// page), swaps them for a one-time token, and lets LawnDesk's server exchange that token for a stored card. Development
// (`npm run sandbox-gateway`), the e2e run and the API tests start it; the card numbers live only in its memory.
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { cardBrand, passesLuhn } from '../../../../common/schemas/card';
import { GatewayError } from './port';
import { sandboxVault } from './sandboxCards';
import { fieldsPage, protectScript } from './sandboxHostPages';

const TOKEN_LIFETIME_MS = 15 * 60_000;
const MAX_BODY = 16_384;

interface Entered {
  number: string;
  csc: string;
  encKey: string;
  expires: number;
}

export interface SandboxHost {
  url: string;
  /** Every request body the host received, for tests that check where card numbers went. */
  received: { path: string; body: string }[];
  /** Types a card into the hosted fields as the browser would, and answers the one-time token, its key and the last four. */
  enter(number: string, csc: string): Promise<{ hpf_token: string; enc_key: string; last4: string; card_type: string }>;
  close(): Promise<void>;
}

const random = () => randomBytes(18).toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY) throw new Error('too large');
  }
  return body;
}

function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
  response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  response.end(body);
}

export async function startSandboxHost(port = 0, host = '127.0.0.1'): Promise<SandboxHost> {
  const clientKeys = new Set<string>();
  const entered = new Map<string, Entered>();
  const received: SandboxHost['received'] = [];

  /** The hosted fields' submit: the number and CVV checked, kept a quarter of an hour under a one-time token. */
  function tokenize(values: { clientKey?: string; number?: string; csc?: string }) {
    if (!values.clientKey || !clientKeys.has(values.clientKey)) return { status: 401, answer: { success: false, error: 'unknown-key' } };
    const number = String(values.number ?? '').replace(/[\s-]/g, '');
    const csc = String(values.csc ?? '');
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { status: 400, answer: { success: false, field: 'cardNumber' } };
    if (!/^\d{3,4}$/.test(csc) || (cardBrand(number) === 'amex') !== (csc.length === 4))
      return { status: 400, answer: { success: false, field: 'cvv' } };
    const token = random();
    const encKey = random();
    entered.set(token, { number, csc, encKey, expires: Date.now() + TOKEN_LIFETIME_MS });
    return {
      status: 200,
      answer: { success: true, hpf_token: token, enc_key: encKey, last4: number.slice(-4), card_type: cardBrand(number) },
    };
  }

  /** LawnDesk's server exchanges a token for a stored card: once, with its key, before it expires. */
  function protectCreate(values: { hpf_token?: string; enc_key?: string; expiration_month?: number; expiration_year?: number }) {
    const card = entered.get(String(values.hpf_token));
    entered.delete(String(values.hpf_token));
    if (!card || card.encKey !== values.enc_key || card.expires < Date.now())
      return {
        status: 400,
        answer: { success: false, response_code: 1, errors: { '35': ['The card token is unknown, used or expired'] } },
      };
    try {
      const vaulted = sandboxVault(card.number, Number(values.expiration_month), Number(values.expiration_year));
      return {
        status: 200,
        answer: {
          success: true,
          response_code: 160,
          customer_id: vaulted.token,
          masked_card_number: `xxxxxxxxxxxx${vaulted.last4}`,
          card_type: vaulted.brand,
        },
      };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return { status: 400, answer: { success: false, response_code: 1, errors: { [error.code]: [error.message] }, field: error.field } };
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/protect.js') return send(response, 200, protectScript, 'text/javascript');
      if (request.method === 'GET' && url.pathname === '/hpf') return send(response, 200, fieldsPage(url.searchParams), 'text/html');
      if (request.method !== 'POST') return send(response, 404, '{}');
      const body = await readBody(request);
      received.push({ path: url.pathname, body });
      const values = body ? (JSON.parse(body) as Record<string, never>) : {};
      if (url.pathname === '/v1/payment_fields/token/create') {
        const clientKey = random();
        clientKeys.add(clientKey);
        return send(response, 200, JSON.stringify({ success: true, clientKey }));
      }
      const result =
        url.pathname === '/hpf/tokens'
          ? tokenize(values)
          : url.pathname === '/v1/customer/pt_protect_create'
            ? protectCreate(values)
            : null;
      if (!result) return send(response, 404, '{}');
      return send(response, result.status, JSON.stringify(result.answer));
    })().catch(() => send(response, 400, JSON.stringify({ success: false, error: 'bad-request' })));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    async enter(number, csc) {
      const { clientKey } = (await (await fetch(`${url}/v1/payment_fields/token/create`, { method: 'POST' })).json()) as {
        clientKey: string;
      };
      const answer = await fetch(`${url}/hpf/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientKey, number, csc }),
      });
      if (!answer.ok) throw new Error(`the sandbox's fields refused the card (HTTP ${answer.status})`);
      return (await answer.json()) as { hpf_token: string; enc_key: string; last4: string; card_type: string };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
