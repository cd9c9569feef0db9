// The PayTrace adapter: PayTrace's JSON API (v1) over `fetch`, an OAuth password grant first, every call bounded to 10 s.
// Exactly once: a charge carries its idempotency key `<payment id>:<attempt>` as PayTrace's `invoice_id`, and before
// selling, the adapter looks up the last 31 days of sales for one whose invoice names the same payment: an approved one
// is answered instead of charging again (a node that died mid-call, or a timeout that did reach PayTrace), and the
// same key's decline is answered as it was. A lookup that fails charges nothing and answers a retryable failure.
import { randomUUID } from 'node:crypto';
import { PAYTRACE_PROTECT_URL, type SettingsValues } from '../../../../common/schemas/settings';
import { GatewayError, type GatewayResult, type PaymentGateway, type TokenizedCard } from './port';
import { SOFT_DECLINE_WORDS } from '../declines';

export const PAYTRACE_TIMEOUT_MS = 10_000;
const LOOKBACK_DAYS = 31;

type PaytraceSettings = Pick<SettingsValues['payments'], 'gatewayUrl' | 'username' | 'password' | 'integratorId'>;
interface PaytraceIo {
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

/** What PayTrace answers: `success`, a `response_code`, and on a refused request `errors` keyed by PayTrace's error code. */
interface PaytraceAnswer {
  success?: boolean;
  response_code?: number;
  status_message?: string;
  errors?: Record<string, string[]>;
  transaction_id?: number | string;
  approval_code?: string;
  approval_message?: string;
  customer_id?: string;
  masked_card_number?: string;
  clientKey?: string;
  transactions?: {
    transaction_id: number | string;
    transaction_type?: string;
    invoice_id?: string;
    approval_code?: string;
    approval_message?: string;
  }[];
  access_token?: string;
  error?: string;
  error_description?: string;
}

const APPROVED = { sale: 101, refund: 106, void: 109, vaulted: 160 } as const;
const CARD_FIELDS: [RegExp, NonNullable<GatewayError['field']>][] = [
  [/card number/i, 'cardNumber'],
  [/expiration month|expired/i, 'expiryMonth'],
  [/expiration year/i, 'expiryYear'],
  [/csc|security code|cvv/i, 'cvv'],
];

const fieldOf = (message: string) => CARD_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
const firstError = (answer: PaytraceAnswer) =>
  Object.entries(answer.errors ?? {}).map(([code, messages]) => ({ code, message: messages.join(' ') }))[0];
const asDollars = (cents: number) => (cents / 100).toFixed(2);
const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
const paymentOf = (idempotencyKey: string) => idempotencyKey.replace(/:[^:]*$/, '');

/** A failure before PayTrace answered: a timeout, a refused connection, or an answer that is not PayTrace's JSON. */
function transportError(error: unknown, timeoutMs: number): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new GatewayError(`PayTrace did not answer within ${timeoutMs / 1000} s`, 'timeout');
  }
  const cause = (error as { cause?: unknown }).cause;
  const reason = cause instanceof Error && cause.message ? cause.message : error instanceof Error ? error.message : String(error);
  return new GatewayError(`PayTrace could not be reached: ${reason}`, 'unreachable');
}

function declined(answer: PaytraceAnswer, status: number): GatewayResult {
  const refused = firstError(answer);
  if (refused) return { approved: false, retryable: false, code: refused.code, message: refused.message };
  const message = (answer.approval_message ?? answer.status_message ?? `HTTP ${status}`).trim();
  const retryable = status >= 500 || SOFT_DECLINE_WORDS.test(message);
  return { approved: false, retryable, code: String(answer.response_code ?? `http-${status}`), message };
}

const unreached = (error: GatewayError): GatewayResult => ({ approved: false, retryable: true, code: error.code, message: error.message });

export function paytraceGateway(settings: PaytraceSettings, io: PaytraceIo = {}, protectUrl = PAYTRACE_PROTECT_URL): PaymentGateway {
  const send = io.fetch ?? fetch;
  const timeoutMs = io.timeoutMs ?? PAYTRACE_TIMEOUT_MS;
  const now = io.now ?? (() => new Date());
  let accessToken: Promise<string> | null = null;

  async function request(path: string, init: RequestInit): Promise<{ status: number; answer: PaytraceAnswer }> {
    try {
      const response = await send(new URL(path, settings.gatewayUrl), {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as PaytraceAnswer;
      return { status: response.status, answer };
    } catch (error) {
      throw transportError(error, timeoutMs);
    }
  }

  async function signIn(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'password', username: settings.username, password: settings.password ?? '' });
    const { status, answer } = await request('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    if (status !== 200 || !answer.access_token) {
      throw new GatewayError(
        `PayTrace refused the credentials (HTTP ${status}${answer.error_description ? `: ${answer.error_description}` : ''})`,
        `auth-${status}`,
      );
    }
    return answer.access_token;
  }

  /** A JSON call with the bearer token; an expired token is renewed once. */
  async function call(path: string, body: Record<string, unknown>, renewed = false): Promise<{ status: number; answer: PaytraceAnswer }> {
    accessToken ??= signIn().catch((error: unknown) => {
      accessToken = null;
      throw error;
    });
    const token = await accessToken;
    const result = await request(`/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...body, ...(settings.integratorId && { integrator_id: settings.integratorId }) }),
    });
    if (result.status === 401 && !renewed) {
      accessToken = null;
      return call(path, body, true);
    }
    return result;
  }

  /** The sale already made for this payment (any attempt), or this very key's decline. */
  async function earlierSale(idempotencyKey: string): Promise<GatewayResult | null> {
    const today = now();
    const from = new Date(today.getTime() - LOOKBACK_DAYS * 86_400_000);
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const { status, answer } = await call('transactions/export/by_date_range', {
      start_date: mmddyyyy(from),
      end_date: mmddyyyy(tomorrow),
    });
    if (status !== 200 || !answer.success)
      throw new GatewayError(`PayTrace did not list its transactions (HTTP ${status})`, `lookup-${status}`);
    const sales = (answer.transactions ?? []).filter((sale) => (sale.transaction_type ?? 'SALE').toUpperCase() === 'SALE');
    const approved = sales.find(
      (sale) => sale.approval_code && sale.invoice_id && paymentOf(sale.invoice_id) === paymentOf(idempotencyKey),
    );
    if (approved) return { approved: true, transactionId: String(approved.transaction_id) };
    const same = sales.find((sale) => sale.invoice_id === idempotencyKey);
    return same ? declined({ approval_message: same.approval_message, response_code: 102 }, 200) : null;
  }

  /** A charge, refund or void: approved on its success code, else a decline or a refusal told in PayTrace's words. */
  async function transaction(path: string, body: Record<string, unknown>, approvedCode: number): Promise<GatewayResult> {
    try {
      const { status, answer } = await call(path, body);
      if (answer.success && answer.response_code === approvedCode) return { approved: true, transactionId: String(answer.transaction_id) };
      return declined(answer, status);
    } catch (error) {
      return unreached(transportError(error, timeoutMs));
    }
  }

  return {
    name: 'paytrace',
    async cardFields() {
      const { status, answer } = await call('payment_fields/token/create', {});
      if (status >= 500) throw new GatewayError(`PayTrace failed with HTTP ${status}`, `http-${status}`);
      if (!answer.clientKey) throw new GatewayError(`PayTrace gave no key for its card fields (HTTP ${status})`, `auth-${status}`);
      return { scriptUrl: protectUrl, clientKey: answer.clientKey };
    },
    /** PayTrace Protect: the hosted fields' one-time token and its key become a customer profile, whose id is our token. */
    async vaultCard(card: TokenizedCard) {
      const customerId = `ld-${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      const { status, answer } = await call('customer/pt_protect_create', {
        customer_id: customerId,
        hpf_token: card.token,
        enc_key: card.encKey,
      });
      if (!answer.success || answer.response_code !== APPROVED.vaulted) {
        if (status >= 500) throw new GatewayError(`PayTrace failed with HTTP ${status}`, `http-${status}`);
        const refused = firstError(answer) ?? {
          code: String(answer.response_code ?? 'error'),
          message: answer.status_message ?? 'PayTrace refused the card',
        };
        throw new GatewayError(refused.message, refused.code, fieldOf(refused.message));
      }
      const last4 = /(\d{4})$/.exec(answer.masked_card_number ?? '')?.[1] ?? card.last4;
      return {
        token: answer.customer_id ?? customerId,
        brand: card.brand,
        last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },
    async charge({ token, amountCents, idempotencyKey, description }) {
      try {
        const earlier = await earlierSale(idempotencyKey);
        if (earlier) return earlier;
      } catch (error) {
        return unreached(transportError(error, timeoutMs));
      }
      return transaction(
        'transactions/sale/by_customer',
        { amount: asDollars(amountCents), customer_id: token, invoice_id: idempotencyKey, description },
        APPROVED.sale,
      );
    },
    async refund({ transactionId, amountCents }) {
      return transaction(
        'transactions/refund/for_transaction',
        { transaction_id: transactionId, amount: asDollars(amountCents) },
        APPROVED.refund,
      );
    },
    async void({ transactionId }) {
      return transaction('transactions/void', { transaction_id: transactionId }, APPROVED.void);
    },
    async test() {
      try {
        accessToken = Promise.resolve(await signIn());
        return { ok: true };
      } catch (error) {
        const failure = transportError(error, timeoutMs);
        const status = /^auth-(\d+)$/.exec(failure.code)?.[1];
        return { ok: false, reason: failure.message, ...(status && { status: Number(status) }) };
      }
    },
  };
}
