// The collections screen's arithmetic: a failed payment's age bucket, the recovery rate, this and next month. No I/O.
import type { AgeBucket } from '../../../common/schemas/collections';
import { dayNumber } from '../../lib/calendar';

/** Days since the first decline (or the payment's day when none was recorded): 0–7, 8–30, over 30. */
export function ageBucket(since: string, today: string): AgeBucket {
  const age = dayNumber(today) - dayNumber(since);
  if (age <= 7) return '0-7';
  return age <= 30 ? '8-30' : 'over-30';
}

/** Recovered as a share of declined, 0 to 1 to four decimals; 0 when nothing was declined. */
export const recoveryRate = (recovered: number, declined: number) => (declined ? Math.round((recovered / declined) * 10_000) / 10_000 : 0);

/** The first day of `today`'s month. */
export const monthStart = (today: string) => `${today.slice(0, 7)}-01`;

/** The year and month after `today`'s. */
export function nextMonth(today: string): { year: number; month: number } {
  const [year, month] = today.split('-').map(Number);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}
