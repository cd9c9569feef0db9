// The sandbox's test cards: how a card number ends when vaulted and charged (documented in docs/billing.md). Pure, so
// the sandbox gateway's own server (sandboxHost.ts), the in-process adapter and the demo seed read the same table.
import { randomUUID } from 'node:crypto';
import { cardBrand } from '../../../../common/schemas/card';
import { GatewayError, type VaultedCard } from './port';

type Outcome = 'retry' | 'hard' | 'expired';

/** How every charge on a card vaulted from that number ends. Other valid numbers approve. */
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
  /** Stored, then declined with 54, expired card: the customer must add a new card. */
  expiredCard: '4000000000000051',
  /** Declined with 51, insufficient funds, on its first two tries; the third (and any later) is approved. */
  insufficientFundsThenApprove: '4000000000003436',
  /** Approves a charge of up to $40.00; declines a larger one with 51, insufficient funds (one card, several charges). */
  insufficientFundsOver40: '4000000000004004',
  /** Refused when vaulted: expired card. */
  vaultExpired: '4000000000000069',
  /** Refused when vaulted: the CVV does not match. */
  vaultBadCvv: '4000000000000127',
} as const;

interface SandboxDecline {
  outcome: Outcome;
  code: string;
  reason: string;
  /** The token's mark, when not the code: cards sharing a code but not a behaviour. */
  mark?: string;
  /** The try (the idempotency key's last part) from which charges are approved. */
  approvesFromAttempt?: number;
  /** Charges of up to this many cents are approved. */
  approvesUpToCents?: number;
}

const DECLINES: Record<string, SandboxDecline> = {
  [SANDBOX_CARDS.insufficientFunds]: { outcome: 'retry', code: '51', reason: 'Insufficient funds' },
  [SANDBOX_CARDS.insufficientFundsThenApprove]: {
    outcome: 'retry',
    code: '51',
    reason: 'Insufficient funds',
    mark: '51then3',
    approvesFromAttempt: 3,
  },
  [SANDBOX_CARDS.insufficientFundsOver40]: {
    outcome: 'retry',
    code: '51',
    reason: 'Insufficient funds',
    mark: '51over40',
    approvesUpToCents: 4000,
  },
  [SANDBOX_CARDS.expiredCard]: { outcome: 'expired', code: '54', reason: 'Expired card' },
  [SANDBOX_CARDS.issuerUnavailable]: { outcome: 'retry', code: '91', reason: 'Issuer or switch inoperative' },
  [SANDBOX_CARDS.doNotHonor]: { outcome: 'hard', code: '05', reason: 'Do not honor' },
  [SANDBOX_CARDS.stolenCard]: { outcome: 'hard', code: '43', reason: 'Stolen card, pick up' },
};

const markOf = (decline: SandboxDecline) => decline.mark ?? decline.code;

/**
 * The decline a charge on this sandbox token meets at this try, if any: the token carries it as
 * `sbx_<decline code, mark or ok>_<random>`; the try is the idempotency key's last part (`<payment id>:<attempt>`).
 */
export function sandboxDecline(token: string, idempotencyKey = '', amountCents = Number.POSITIVE_INFINITY) {
  const mark = /^sbx_([^_]+)_/.exec(token)?.[1];
  const decline = Object.values(DECLINES).find((candidate) => markOf(candidate) === mark);
  const attempt = Number(idempotencyKey.split(':').at(-1));
  if (decline?.approvesFromAttempt && attempt >= decline.approvesFromAttempt) return undefined;
  if (decline?.approvesUpToCents !== undefined && amountCents <= decline.approvesUpToCents) return undefined;
  return decline;
}

export function declineByCode(code: string | null | undefined) {
  return Object.values(DECLINES).find((decline) => decline.code === code);
}

/** The gateway's side of vaulting: the test cards' refusals, else the token that carries the card's behaviour. */
export function sandboxVault(cardNumber: string, expiryMonth: number, expiryYear: number): VaultedCard {
  if (cardNumber === SANDBOX_CARDS.vaultExpired) throw new GatewayError('Expired card', '54', 'expiryMonth');
  if (cardNumber === SANDBOX_CARDS.vaultBadCvv) throw new GatewayError('The security code does not match', 'N7', 'cvv');
  const token = `sbx_${DECLINES[cardNumber] ? markOf(DECLINES[cardNumber]) : 'ok'}_${randomUUID()}`;
  return { token, brand: cardBrand(cardNumber), last4: cardNumber.slice(-4), expiryMonth, expiryYear };
}
