// What a pay link may do now, what its page may pay, and which reminder a still unpaid payment is due today. No I/O.
import type { PayLinkState } from '../../../common/schemas/payLink';
import type { PaymentStatus } from '../../../common/schemas/payment';
import { addDays, dayNumber } from '../../lib/calendar';

/** A link works this long after it was sent. */
export const PAY_LINK_DAYS = 7;
/** A reminder missed (the job did not run that morning) still goes out this many days late, never later. */
export const REMINDER_CATCH_UP_DAYS = 2;

/** Owed and chargeable now: what the page may pay. */
export const PAYABLE: readonly PaymentStatus[] = ['failed', 'failed-stop', 'pending'];
/** Owed, but settled with the office (or under way): counted as set aside, never chosen on the page. */
export const SET_ASIDE: readonly PaymentStatus[] = ['hold', 'charge-later', 'manual', 'in-progress'];

export interface LinkDates {
  expiresAt: Date;
  usedAt: Date | null;
  replacedAt: Date | null;
}

export interface OwedPayment {
  status: PaymentStatus;
  date: string;
  amountCents: number;
  /** A `manual` payment of an open invoice that its customer may pay by card (invoices.ts, payableInvoicePayments). */
  invoiced?: boolean;
}

/**
 * The customer's owed payments as the page shows them: those it may pay, and the rest (set aside by the office, or
 * dated in a closed season: `closed` says which dates are). An invoice's payments are payable as their invoice allows. The
 * order is kept.
 */
export function splitOwed<T extends OwedPayment>(rows: readonly T[], closed: (date: string) => boolean) {
  const payable = rows.filter((row) => (PAYABLE.includes(row.status) || row.invoiced === true) && !closed(row.date));
  const aside = rows.filter((row) => !payable.includes(row) && (PAYABLE.includes(row.status) || SET_ASIDE.includes(row.status)));
  return { payable, setAside: { count: aside.length, amountCents: aside.reduce((sum, row) => sum + row.amountCents, 0) } };
}

/**
 * What a link may do now. A link opens its customer's page (everything they owe), whichever payment's message sent it:
 * used (it paid the last of it), replaced or expired, it says only that; open while something is payable.
 */
export function payLinkState(link: LinkDates | undefined, owing: { payable: number; setAside: number }, now: Date): PayLinkState {
  if (!link) return 'invalid';
  if (link.usedAt) return 'used';
  if (link.replacedAt || link.expiresAt <= now) return 'expired';
  if (owing.payable) return 'open';
  return owing.setAside ? 'unavailable' : 'paid';
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
