// The sandbox gateway: charges are deterministic and need no network (the token carries the test card's behaviour,
// sandboxCards.ts); its ledger lives in `sandbox_transactions`, so a charge sent again with the same idempotency key
// answers the first result, on any node. Card entry goes through the sandbox's own server (sandboxHost.ts, on its own
// origin) exactly as it goes through PayTrace Protect: hosted fields in the browser, then a token exchanged here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CARD_BRANDS, type CardBrand } from '../../../../common/schemas/card';
import type { Executor } from '../../../lib/history';
import { sandboxTransactions } from '../../../db/schema';
import { GatewayError, type GatewayResult, type PaymentGateway } from './port';
import { declineByCode, sandboxDecline } from './sandboxCards';

export { SANDBOX_CARDS, sandboxVault } from './sandboxCards';

const TIMEOUT_MS = 10_000;
const FIELDS: Record<string, GatewayError['field']> = {
  cardNumber: 'cardNumber',
  cvv: 'cvv',
  expiryMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
};

interface HostAnswer {
  success?: boolean;
  clientKey?: string;
  customer_id?: string;
  masked_card_number?: string;
  card_type?: string;
  errors?: Record<string, string[]>;
  field?: string;
}

/** The sandbox's processing fee on a charge, as a card processor's: 2.9% and 30¢. */
export const sandboxFeeCents = (amountCents: number) => Math.round(amountCents * 0.029) + 30;

export function sandboxGateway(db: Executor, sandboxUrl?: string): PaymentGateway {
  /** Records the transaction under its key unless one is there already; either way answers the stored result. */
  async function once(
    kind: 'charge' | 'refund' | 'void',
    key: string,
    token: string,
    amountCents: number,
    result: GatewayResult,
  ): Promise<GatewayResult> {
    const declineCode = result.approved ? null : result.code;
    const [inserted] = await db
      .insert(sandboxTransactions)
      .values({
        _id: result.approved ? result.transactionId : randomUUID(),
        idempotencyKey: key,
        kind,
        token,
        amountCents,
        approved: result.approved,
        declineCode,
      })
      .onConflictDoNothing()
      .returning();
    // Only a key seen before is read back: its first result is the answer.
    const [stored] = inserted
      ? [inserted]
      : await db
          .select()
          .from(sandboxTransactions)
          .where(and(eq(sandboxTransactions.kind, kind), eq(sandboxTransactions.idempotencyKey, key)));
    if (stored.approved)
      return { approved: true, transactionId: stored._id, ...(kind === 'charge' && { feeCents: sandboxFeeCents(stored.amountCents) }) };
    const decline = declineByCode(stored.declineCode);
    return {
      approved: false,
      retryable: decline?.outcome === 'retry',
      code: stored.declineCode ?? 'error',
      message: decline?.reason ?? 'Declined',
    };
  }

  /** A call to the sandbox's own server, as the PayTrace adapter calls PayTrace. */
  async function host(path: string, body: object): Promise<{ status: number; answer: HostAnswer }> {
    if (!sandboxUrl) throw new GatewayError('The sandbox gateway is not running (set SANDBOX_GATEWAY_URL)', 'not-configured');
    try {
      const response = await fetch(new URL(path, sandboxUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, answer: (await response.json().catch(() => ({}))) as HostAnswer };
    } catch (error) {
      throw new GatewayError(
        `The sandbox gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        'unreachable',
      );
    }
  }

  return {
    name: 'sandbox',
    async cardFields() {
      const { status, answer } = await host('/v1/payment_fields/token/create', {});
      if (!answer.clientKey) throw new GatewayError(`The sandbox gateway gave no key (HTTP ${status})`, `http-${status}`);
      return { scriptUrl: new URL('/protect.js', sandboxUrl).href, clientKey: answer.clientKey };
    },
    async vaultCard(card) {
      const { status, answer } = await host('/v1/customer/pt_protect_create', {
        hpf_token: card.token,
        enc_key: card.encKey,
        expiration_month: card.expiryMonth,
        expiration_year: card.expiryYear,
      });
      if (!answer.success || !answer.customer_id) {
        if (status >= 500) throw new GatewayError(`The sandbox gateway failed with HTTP ${status}`, `http-${status}`);
        const [code, messages] = Object.entries(answer.errors ?? {})[0] ?? ['error', ['The sandbox refused the card']];
        throw new GatewayError(messages.join(' '), code, answer.field ? FIELDS[answer.field] : undefined);
      }
      const brand = (CARD_BRANDS as readonly string[]).includes(answer.card_type ?? '') ? (answer.card_type as CardBrand) : card.brand;
      return {
        token: answer.customer_id,
        brand,
        last4: answer.masked_card_number?.slice(-4) ?? card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },
    async charge({ token, amountCents, idempotencyKey }) {
      const decline = sandboxDecline(token, idempotencyKey, amountCents);
      const result: GatewayResult = decline
        ? { approved: false, retryable: decline.outcome === 'retry', code: decline.code, message: decline.reason }
        : { approved: true, transactionId: randomUUID() };
      return once('charge', idempotencyKey, token, amountCents, result);
    },
    async refund({ transactionId, amountCents, idempotencyKey }) {
      return once('refund', idempotencyKey, transactionId, amountCents, { approved: true, transactionId: randomUUID() });
    },
    async void({ transactionId, idempotencyKey }) {
      return once('void', idempotencyKey, transactionId, 0, { approved: true, transactionId: randomUUID() });
    },
    async test() {
      return { ok: true };
    },
  };
}
