// The sandbox gateway: deterministic, no network. A card's number decides how its charges end (the test cards below,
// documented in docs/billing.md); its ledger lives in `sandbox_transactions`, so a charge sent again with the same
// idempotency key answers the first result, on any node.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cardBrand } from '../../../../common/schemas/card';
import type { Executor } from '../../../lib/history';
import { sandboxTransactions } from '../../../db/schema';
import { type CardDetails, GatewayError, type GatewayResult, type PaymentGateway } from './port';

type Outcome = 'approve' | 'retry' | 'hard';

/** The sandbox's test cards: how every charge on a card vaulted from that number ends. Other valid numbers approve. */
export const SANDBOX_CARDS = {
  approve: '4111111111111111',
  approveMastercard: '5555555555554444',
  /** Declined with 51, insufficient funds: retryable. */
  insufficientFunds: '4000000000009995',
  /** Declined with 91, issuer unavailable: retryable. */
  issuerUnavailable: '4000000000000119',
  /** Declined with 05, do not honor: a hard decline. */
  doNotHonor: '4000000000000002',
  /** Declined with 43, stolen card: a hard decline. */
  stolenCard: '4000000000009979',
  /** Refused when vaulted: expired card. */
  vaultExpired: '4000000000000069',
  /** Refused when vaulted: the CVV does not match. */
  vaultBadCvv: '4000000000000127',
} as const;

const DECLINES: Record<string, { outcome: Outcome; code: string; reason: string }> = {
  [SANDBOX_CARDS.insufficientFunds]: { outcome: 'retry', code: '51', reason: 'Insufficient funds' },
  [SANDBOX_CARDS.issuerUnavailable]: { outcome: 'retry', code: '91', reason: 'Issuer or switch inoperative' },
  [SANDBOX_CARDS.doNotHonor]: { outcome: 'hard', code: '05', reason: 'Do not honor' },
  [SANDBOX_CARDS.stolenCard]: { outcome: 'hard', code: '43', reason: 'Stolen card, pick up' },
};

/** The token carries the card's sandbox behaviour: `sbx_<decline code or ok>_<random>`. */
function tokenFor(card: CardDetails): string {
  return `sbx_${DECLINES[card.cardNumber]?.code ?? 'ok'}_${randomUUID()}`;
}

const declineByCode = (code: string | null | undefined) => Object.values(DECLINES).find((decline) => decline.code === code);

const declineOf = (token: string) => declineByCode(/^sbx_([^_]+)_/.exec(token)?.[1]);

export function sandboxGateway(db: Executor): PaymentGateway {
  /** Records the transaction under its key unless one is there already; either way answers the stored result. */
  async function once(kind: 'charge' | 'refund' | 'void', key: string, token: string, amountCents: number, result: GatewayResult): Promise<GatewayResult> {
    const declineCode = result.approved ? null : result.code;
    const [inserted] = await db
      .insert(sandboxTransactions)
      .values({ _id: result.approved ? result.transactionId : randomUUID(), idempotencyKey: key, kind, token, amountCents, approved: result.approved, declineCode })
      .onConflictDoNothing()
      .returning();
    // Only a key seen before is read back: its first result is the answer.
    const [stored] = inserted
      ? [inserted]
      : await db
          .select()
          .from(sandboxTransactions)
          .where(and(eq(sandboxTransactions.kind, kind), eq(sandboxTransactions.idempotencyKey, key)));
    if (stored.approved) return { approved: true, transactionId: stored._id };
    const decline = declineByCode(stored.declineCode);
    return { approved: false, retryable: decline?.outcome === 'retry', code: stored.declineCode ?? 'error', message: decline?.reason ?? 'Declined' };
  }

  return {
    name: 'sandbox',
    async vaultCard(card) {
      if (card.cardNumber === SANDBOX_CARDS.vaultExpired) throw new GatewayError('Expired card', '54', 'expiryMonth');
      if (card.cardNumber === SANDBOX_CARDS.vaultBadCvv) throw new GatewayError('The security code does not match', 'N7', 'cvv');
      return { token: tokenFor(card), brand: cardBrand(card.cardNumber), last4: card.cardNumber.slice(-4), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
    },
    async charge({ token, amountCents, idempotencyKey }) {
      const decline = declineOf(token);
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
