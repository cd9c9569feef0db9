// Pure rules of the push to QuickBooks: the request id each create carries, the names it gives, what an answer
// means for the record and the pass, and how long to wait after QuickBooks asked us to.
import { createHash } from 'node:crypto';
import { ACCOUNTING_RECORD_KINDS } from '../../../common/accounting';
import type { MessageKey } from '../../../common/i18n/catalog';

export type BilledItem = 'mow' | 'bnb' | 'treatment' | 'call-log';

/** The service items, by what a payment bills. */
export const ITEM_NAMES: Record<BilledItem, string> = {
  mow: 'Lawn Service',
  bnb: 'Bush and Bed',
  treatment: 'Lawn treatment',
  'call-log': 'One-time service',
};

/** The item a quote's deposit is booked with: its "income" account is the liability account deposits are held in. */
export const DEPOSIT_ITEM = 'deposit';
export const DEPOSIT_ITEM_NAME = 'Customer deposit';
export const DEPOSITS_ACCOUNT_NAME = 'Customer Deposits';

/**
 * Intuit's `requestid` (at most 50 characters) for one LawnDesk record in one company: the same record always sends
 * the same id, so a create repeated after a timeout or a crash answers the record the first one made.
 */
export function requestIdOf(realmId: string, kind: string, localId: string): string {
  return `ld-${createHash('sha256').update(`${realmId}\n${kind}\n${localId}`).digest('hex').slice(0, 40)}`;
}

/** A customer's QuickBooks display name: unique by the customer's number (their id's first eight characters). */
export function displayNameOf(customer: { _id: string; firstName: string; lastName: string }): string {
  const name = `${customer.firstName} ${customer.lastName}`.replace(/\s+/g, ' ').replace(/:/g, '').trim();
  return `${name.slice(0, 80)} (${customer._id.slice(0, 8)})`;
}

export const dollarsOf = (cents: number) => Math.round(cents) / 100;

/** The tax a refund gives back: the payment's tax in proportion to the amount refunded, the sales-tax report's share. */
export function refundedTaxCents(refundCents: number, payment: { amountCents: number; taxCents: number }): number {
  return payment.amountCents > 0 ? Math.floor((payment.taxCents * refundCents) / payment.amountCents) : 0;
}

/** What an answer that is not a success means: wait (the pass stops), or this record failed (the pass goes on). */
export type Outcome =
  { kind: 'pause'; seconds: number; key: MessageKey } | { kind: 'reauthorize' } | { kind: 'failed'; key: MessageKey; detail: string };

const MAX_PAUSE_SECONDS = 15 * 60;

/** The next wait after a 429 or an outage: QuickBooks' Retry-After, else twice the last (5 s at first, 15 minutes at most). */
export function nextPauseSeconds(previousSeconds: number, retryAfterSeconds?: number): number {
  if (retryAfterSeconds) return Math.min(MAX_PAUSE_SECONDS, Math.ceil(retryAfterSeconds));
  return Math.min(MAX_PAUSE_SECONDS, Math.max(5, previousSeconds * 2));
}

export function outcomeOf(
  error: { status: number; code?: string; message: string; retryAfterSeconds?: number },
  previousPauseSeconds: number,
): Outcome {
  if (error.status === 429)
    return {
      kind: 'pause',
      seconds: nextPauseSeconds(previousPauseSeconds, error.retryAfterSeconds),
      key: 'server.accounting.rate_limited',
    };
  if (error.status === 0 || error.status >= 500)
    return {
      kind: 'pause',
      seconds: nextPauseSeconds(previousPauseSeconds, error.retryAfterSeconds),
      key: 'server.accounting.unreachable',
    };
  if (error.status === 401) return { kind: 'reauthorize' };
  if (error.code === '2500' || error.code === '610')
    return { kind: 'failed', key: 'server.accounting.failure.reference_missing', detail: error.message };
  if (error.code === '6240') return { kind: 'failed', key: 'server.accounting.failure.duplicate_name', detail: error.message };
  return { kind: 'failed', key: 'server.accounting.failure.refused', detail: error.message };
}

/**
 * A credit note's sale before tax spread over its invoice's lines in proportion to each (the note credits what the
 * invoice still owes, a share of each visit), the largest remainders taking the odd cents so the lines add up exactly.
 */
export function creditLineCents(lineCents: number[], creditCents: number): number[] {
  const total = lineCents.reduce((sum, cents) => sum + cents, 0);
  if (total <= 0) return lineCents.map((_, index) => (index === 0 ? creditCents : 0));
  const exact = lineCents.map((cents) => (cents * creditCents) / total);
  const shares = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - shares[index] })).sort((a, b) => b.rest - a.rest);
  for (let left = creditCents - shares.reduce((sum, cents) => sum + cents, 0), at = 0; left > 0; left -= 1, at += 1)
    shares[byRemainder[at % shares.length].index] += 1;
  return shares;
}

/** The order a pass sends in (common/accounting.ts says why); an employee link is never sent. */
export const SEND_ORDER = ACCOUNTING_RECORD_KINDS.filter((kind) => kind !== 'employee');
