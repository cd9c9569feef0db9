// What a pay link may do now, and which reminder a still unpaid payment is due today. No I/O.
import type { PayLinkState } from '../../../common/schemas/payLink';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { addDays, dayNumber } from '../../lib/calendar';

/** A link works this long after it was sent. */
export const PAY_LINK_DAYS = 7;
/** A reminder missed (the job did not run that morning) still goes out this many days late, never later. */
export const REMINDER_CATCH_UP_DAYS = 2;

/** Owed and chargeable now: what a link may pay (`in-progress` is open too, and its pay answers "under way"). */
const PAYABLE: readonly PaymentStatus[] = ['failed', 'failed-stop', 'pending', 'in-progress'];
/** Nothing left to pay. */
const SETTLED: readonly PaymentStatus[] = ['success', 'refund-success', 'free', 'no-charge', 'non-billable'];

export interface LinkDates {
  expiresAt: Date;
  usedAt: Date | null;
  replacedAt: Date | null;
}

export function payLinkState(link: LinkDates | undefined, status: PaymentStatus | undefined, now: Date): PayLinkState {
  if (!link || !status) return 'invalid';
  if (link.usedAt) return 'used';
  if (SETTLED.includes(status)) return 'paid';
  if (!PAYABLE.includes(status)) return 'unavailable';
  if (link.replacedAt || link.expiresAt <= now) return 'expired';
  return 'open';
}

/**
 * The reminder day (of System Settings' days after the first decline) due today: the latest one reached, if it was
 * reached at most REMINDER_CATCH_UP_DAYS ago; null when none is due.
 */
export function dueReminderDay(firstDeclinedOn: string, today: string, days: readonly number[]): number | null {
  const since = dayNumber(today) - dayNumber(firstDeclinedOn);
  const due = days.filter((day) => day <= since && since - day <= REMINDER_CATCH_UP_DAYS);
  return due.length ? Math.max(...due) : null;
}

/** The first-decline days that may have a reminder due today: the query's range. */
export function reminderWindow(today: string, days: readonly number[]): { from: string; to: string } | null {
  if (!days.length) return null;
  return { from: addDays(today, -(Math.max(...days) + REMINDER_CATCH_UP_DAYS)), to: addDays(today, -Math.min(...days)) };
}
