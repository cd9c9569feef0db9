// What a declined charge becomes: tried again the next day while tries are left, else stopped. No I/O.
import { addDays } from '../../lib/calendar';

export interface Decline {
  /** The try that was declined: the first automatic try is 1. */
  attempt: number;
  /** System Settings' auto-charge failure tries (0 to 10): how many more tries follow the first, one a day. */
  failureTries: number;
  retryable: boolean;
  /** Today in the business's time zone. */
  today: string;
}

export type DeclineOutcome = { status: 'failed'; nextAttemptOn: string } | { status: 'failed-stop'; nextAttemptOn: null };

export function afterDecline({ attempt, failureTries, retryable, today }: Decline): DeclineOutcome {
  if (retryable && attempt <= failureTries) return { status: 'failed', nextAttemptOn: addDays(today, 1) };
  return { status: 'failed-stop', nextAttemptOn: null };
}
