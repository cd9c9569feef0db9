// Calendar dates ('YYYY-MM-DD') as whole days: no clock, no time zone, so month ends, leap days and DST cannot shift them.
import { dateTimeFormat } from '../../common/format';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO week day: 1 Monday to 7 Sunday, the numbering of mow days, vendor zip code days and weekend-off days. */
export function isoWeekDay(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The first date on or after `date` that falls on `weekDay`. */
export function nextWeekDay(date: string, weekDay: number): string {
  return addDays(date, (weekDay - isoWeekDay(date) + 7) % 7);
}

/**
 * The calendar date at `instant` in `timeZone`. The business's "today" is this date in its own zone (America/Chicago
 * by default), never the server's or UTC's: at 8 pm in Texas UTC is already tomorrow.
 */
export function dateIn(timeZone: string, instant: Date): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
