// Is a message still true when its time comes? What a moment's message is about (a visit, a payment, a card), what it
// claimed when it was written, and the decision at sending time: send, drop (why), wait for an earlier one, or say it
// again from the current state (an arrival time gone stale): pure.
import type { DropReason, MomentKind } from '../../../common/schemas/customerMessage';
import type { PaymentStatus } from '../../../common/schemas/payment';
import type { WorkLogStatus } from '../../../common/workLogStatuses';
import type { MomentVariables } from './momentRules';

type AboutKind = 'visit' | 'payment' | 'card' | 'property' | 'invoice' | 'conversation';

/** The thing each moment speaks of; its subject id starts with that thing's id (`<work log id>:<date>`). */
const ABOUT: Partial<Record<MomentKind, AboutKind>> = {
  'visit-eve': 'visit',
  'on-my-way': 'visit',
  'visit-done': 'visit',
  'visit-moved': 'visit',
  'treatment-eve': 'visit',
  'treatment-done': 'visit',
  'payment-receipt': 'payment',
  'payment-failed': 'payment',
  'payment-reminder': 'payment',
  'card-expiring': 'card',
  'service-paused': 'property',
  'service-resumed': 'property',
  'visits-paused': 'property',
  'visits-restarted': 'property',
  // A Send again's message supersedes one still waiting with the link it replaced.
  'invoice-issued': 'invoice',
};

/** A staff member's reply from the inbox: its text's moment is `reply:<uuid>`, about `conversation:<thread id>`. */
export const REPLY_MOMENT = 'reply';

/** `visit:<work log id>` for a moment about a visit; undefined for a moment this table does not know. */
export function aboutOf(moment: string, subjectId: string): string | undefined {
  const kind = ABOUT[moment as MomentKind];
  return kind && `${kind}:${subjectId.split(':')[0]}`;
}

/** The id of the visit or payment an `about` names. */
export const aboutId = (about: string) => about.slice(about.indexOf(':') + 1);
export const aboutKind = (about: string) => about.slice(0, about.indexOf(':')) as AboutKind;

/**
 * What a message said of its visit or payment when written: the visit's day and crew; `{}` for a payment. Null when
 * the thing was not found when the message was written: there is nothing to hold it to.
 */
export interface WorkLogClaim {
  date?: string;
  crewId?: string | null;
  /** An arrival time's moment keeps its variables, to be said again without the time once it is stale. */
  variables?: MomentVariables;
}

/** An arrival time said more than this after it was worked out is no longer the crew's. */
export const ETA_FRESH_MINUTES = 5;

export interface WorkLogNow {
  date: string;
  /** The day the scheduler planned it on: the customer's date until a "visit moved" message reached them. */
  plannedDate: string;
  crewId: string | null;
  status: WorkLogStatus;
  /** Its property's future visits are held for unpaid charges (docs/billing.md "Holds"). */
  held: boolean;
}

/** The message whose time has come, and the state it speaks of, read just now. */
export interface SendCheck {
  moment: string;
  /** Staff switched this moment off (System Settings) since the message was written. */
  momentOff?: boolean;
  claim: WorkLogClaim | null;
  /** A later message about the same thing, on this channel, is waiting or went (anything but dropped). */
  laterWaiting: boolean;
  /** An earlier one about the same thing is being handed to the provider right now. */
  earlierSending: boolean;
  /** An earlier one about the same thing has not gone yet (queued, held, retrying or sending). */
  earlierWaiting?: boolean;
  /** The visit now (null: deleted); undefined when the message is not about a visit. */
  visit?: WorkLogNow | null;
  /** The payment's status now (null: deleted); undefined when the message is not about a payment. */
  payment?: PaymentStatus | null;
  /** Whether the property's visits are held now (null: deleted); undefined when the message is not about a property. */
  held?: boolean | null;
  /** Minutes from the message's writing to now. */
  waitedMinutes?: number;
  /** The date the last "visit moved" message about the same visit that went on this channel named; null: none went. */
  toldDate?: string | null;
  /** The business's date now, in its time zone. */
  today?: string;
}

/** `rewrite`: still true, but said again from these variables (an arrival time gone stale is left out). */
export type SendDecision = { send: true } | { drop: DropReason } | { wait: true } | { rewrite: MomentVariables };

/** Messages that tell the customer what will happen: wrong as soon as the visit is not what they say. */
const AHEAD: readonly string[] = ['visit-eve', 'treatment-eve', 'on-my-way', 'visit-moved'];
/** The day-before reminders, which say "tomorrow": wrong from the visit's own day on (a day's cap spent, say). */
const EVE: readonly string[] = ['visit-eve', 'treatment-eve'];
/** Messages asking to pay: wrong once the payment is settled. */
const ASKING: readonly string[] = ['payment-failed', 'payment-reminder'];
const SETTLED: readonly PaymentStatus[] = ['success', 'free', 'manual', 'refund-success', 'no-charge', 'non-billable'];

function workLogDecision(check: SendCheck, workLog: WorkLogNow | null): SendDecision {
  const { moment, claim, toldDate } = check;
  if (!workLog) return claim ? { drop: 'visit_gone' } : { send: true };
  if (!AHEAD.includes(moment)) return { send: true };
  if (workLog.status === 'cancel' || workLog.status === 'skipped') return { drop: 'visit_cancelled' };
  if (workLog.held) return { drop: 'visits_held' };
  if (claim?.date && claim.date !== workLog.date) return { drop: 'visit_moved' };
  // Moved and moved back before the customer heard of it: the date it names is the one they know.
  if (moment === 'visit-moved' && claim?.date && claim.date === (toldDate ?? workLog.plannedDate)) return { drop: 'already_told' };
  if (workLog.status === 'completed') return { drop: 'visit_done' };
  if (moment === 'on-my-way' && claim && claim.crewId !== undefined && claim.crewId !== workLog.crewId) return { drop: 'crew_changed' };
  if (EVE.includes(moment) && check.today && workLog.date <= check.today) return { drop: 'day_passed' };
  return { send: true };
}

/** Is what the message says still true of the visit or payment it speaks of? */
function truthDecision(check: SendCheck): SendDecision {
  if (check.visit !== undefined) return workLogDecision(check, check.visit);
  // "Paused" is wrong once the hold is released, "resumed" once the property is held again.
  if (check.held === false && check.moment === 'service-paused') return { drop: 'hold_released' };
  if (check.held === true && check.moment === 'service-resumed') return { drop: 'visits_held' };
  if (check.payment !== undefined && ASKING.includes(check.moment)) {
    if (check.payment === null) return check.claim ? { drop: 'payment_gone' } : { send: true };
    if (SETTLED.includes(check.payment)) return { drop: 'paid' };
  }
  return { send: true };
}

/**
 * A message's moment must still be on, and the message still true of what it speaks of (its reason says why not); then the latest state wins: one with a
 * later message about the same thing alive is superseded, and one whose earlier sibling is being sent waits its turn,
 * so a rain day's undo never overtakes the rain day's own message.
 */
export function sendDecision(check: SendCheck): SendDecision {
  if (check.momentOff) return { drop: 'moment_off' };
  // A staff member's reply in the inbox claims nothing: it goes after the thread's earlier replies, never instead of them.
  if (check.moment === REPLY_MOMENT) return check.earlierWaiting ? { wait: true } : { send: true };
  const truth = truthDecision(check);
  // An earlier message on its way may change the date the customer knows: decide once it has gone.
  if ('drop' in truth && truth.drop === 'already_told' && check.earlierSending) return { wait: true };
  if (!('send' in truth)) return truth;
  if (check.laterWaiting) return { drop: 'superseded' };
  if (check.earlierSending) return { wait: true };
  const variables = check.claim?.variables;
  if (check.moment === 'on-my-way' && variables?.eta && (check.waitedMinutes ?? 0) > ETA_FRESH_MINUTES)
    return { rewrite: { ...variables, eta: undefined } };
  return { send: true };
}
