// What a declined charge becomes: a soft decline is tried again on the retry schedule's days while tries are left, a
// hard or expired one stops at once. No I/O.
import { LAST_RETRY_DAY } from '../../../common/retrySchedule';
import type { DeclineClass } from '../../../common/schemas/payment';
import { addDays, dayNumber } from '../../lib/calendar';

export interface Decline {
  /** The try that was declined: the first automatic try is 1. */
  attempt: number;
  /** System Settings' auto-charge failure tries (0 to 10): how many of the schedule's retries are used. */
  failureTries: number;
  /** System Settings' retry schedule: the days after the first decline on which retry 1, 2… run. */
  schedule: readonly number[];
  declineClass: DeclineClass;
  /** The day of the payment's first decline: today for a first decline. */
  firstDeclinedOn: string;
  /** Today in the business's time zone. */
  today: string;
}

export type DeclineOutcome = { status: 'failed'; nextAttemptOn: string } | { status: 'failed-stop'; nextAttemptOn: null };

const STOP: DeclineOutcome = { status: 'failed-stop', nextAttemptOn: null };

export function afterDecline({ attempt, failureTries, schedule, declineClass, firstDeclinedOn, today }: Decline): DeclineOutcome {
  if (declineClass !== 'soft' || attempt > Math.min(failureTries, schedule.length)) return STOP;
  // A try that ran late (a missed morning, staff charging now) never makes the next one sooner than tomorrow.
  const scheduled = addDays(firstDeclinedOn, schedule[attempt - 1]);
  const nextAttemptOn = scheduled > today ? scheduled : addDays(today, 1);
  if (dayNumber(nextAttemptOn) - dayNumber(firstDeclinedOn) > LAST_RETRY_DAY) return STOP;
  return { status: 'failed', nextAttemptOn };
}
