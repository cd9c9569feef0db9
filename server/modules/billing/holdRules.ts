// When a property's unpaid declined payments hold its visits (docs/billing.md "Holds"). No I/O.
import { parseMessage } from '../../../common/i18n/catalog';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { addDays, dayNumber } from '../../lib/calendar';

/** A morning run missed (the job did not run) still holds this many days late, never later. */
export const HOLD_CATCH_UP_DAYS = 2;

/** A payment declined and not paid since: what counts toward a hold. */
export const UNPAID_FAILED: readonly PaymentStatus[] = ['failed', 'failed-stop'];

/** The reasons the rule writes on a hold (the older count rule's too): only those holds are told to the customer. */
export const RULE_HOLD_REASONS = ['server.holds.unpaid_after_retries', 'server.holds.failed_payments'];
export const isRuleHold = (reason: string | null) => reason !== null && RULE_HOLD_REASONS.includes(parseMessage(reason).key);
/**
 * Staff released the property by hand (their own words, where the rule and the releases by themselves write keys): the
 * morning run leaves it released; only a new decline holds it again.
 */
export const releasedByStaff = (property: { visitsHeld: boolean; visitsHoldReason: string | null }) =>
  !property.visitsHeld && property.visitsHoldReason !== null && !parseMessage(property.visitsHoldReason).key.startsWith('server.holds.');

export interface UnpaidPayment {
  status: PaymentStatus;
  /** The day of its first decline (null on payments declined before it was recorded: their own day stands in). */
  firstDeclinedOn: string | null;
  date: string;
}

export interface HoldFacts {
  /** Today in the business's time zone. */
  today: string;
  /** System Settings' `holdAfterDays`: days a payment stays unpaid after its first decline before a hold; 0 never holds. */
  holdAfterDays: number;
  /** The property's payments declined and still unpaid (`failed`, `failed-stop`). */
  unpaid: readonly UnpaidPayment[];
  /** The days any payment of the customer was first declined on: declines of one day are one event. */
  customerDeclineDays: readonly string[];
}

export type HoldDecision =
  | { hold: false; why: 'off' | 'nothing-unpaid' | 'retries-left' | 'first-declined-day' | 'too-soon' }
  /** `since`: the first decline of the oldest payment with no retry left; `days` since then; `events`: declined days. */
  | { hold: true; since: string; days: number; events: number };

const declinedOn = (payment: UnpaidPayment) => payment.firstDeclinedOn ?? payment.date;

/**
 * A property is held once a payment has no retry left (`failed-stop`: a hard or expired decline at once, a soft one
 * after the schedule's last try) and is still unpaid `holdAfterDays` after its first decline; never on the first
 * declined day of a customer with a clean history, however many charges were declined that day.
 */
export function holdDecision({ today, holdAfterDays, unpaid, customerDeclineDays }: HoldFacts): HoldDecision {
  if (holdAfterDays <= 0) return { hold: false, why: 'off' };
  if (!unpaid.length) return { hold: false, why: 'nothing-unpaid' };
  const exhausted = unpaid.filter((payment) => payment.status === 'failed-stop');
  if (!exhausted.length) return { hold: false, why: 'retries-left' };
  if (!customerDeclineDays.some((day) => day < today)) return { hold: false, why: 'first-declined-day' };
  const since = exhausted.map(declinedOn).reduce((oldest, day) => (day < oldest ? day : oldest));
  const days = dayNumber(today) - dayNumber(since);
  if (days < holdAfterDays) return { hold: false, why: 'too-soon' };
  return { hold: true, since, days, events: new Set(unpaid.map(declinedOn)).size };
}

/**
 * The first-decline days whose payments reach `holdAfterDays` today (or reached it at most HOLD_CATCH_UP_DAYS ago): what
 * the morning run looks at. Older ones had their day, so a hold staff released stays released until a new decline.
 */
export function holdWindow(today: string, holdAfterDays: number): { from: string; to: string } | null {
  if (holdAfterDays <= 0) return null;
  return { from: addDays(today, -(holdAfterDays + HOLD_CATCH_UP_DAYS)), to: addDays(today, -holdAfterDays) };
}
