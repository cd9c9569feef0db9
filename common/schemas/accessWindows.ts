// A property's access windows: when a crew may start work there ("gate open 8–12 on weekdays", a commercial site
// "before 7 am", "not Wednesdays"). Each window is some week days and a time range on the business's clock; a visit
// may start inside any window of its date's week day. No windows: any time within the crew's hours. Windows that
// leave a week day out mean no visit that day (Generate Route reports a visit dated on it).
import { z } from 'zod';
import { minutesOf } from './crewHours';

const TIME_MESSAGE = 'validation.access_windows.time_hh_mm';
const END_MESSAGE = 'validation.access_windows.end_after_start';
const DAYS_MESSAGE = 'validation.access_windows.choose_days';
const MAX_MESSAGE = 'validation.access_windows.at_most';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string({ error: TIME_MESSAGE }).regex(CLOCK_TIME, TIME_MESSAGE);
/** ISO week days: 1 Monday … 7 Sunday, as `hoursOn` reads a crew's hours. */
const weekDay = z.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).min(1, DAYS_MESSAGE).max(7, DAYS_MESSAGE);

export const MAX_ACCESS_WINDOWS = 7;

/** One window: the week days it applies to (each once) and when work may start, HH:MM on a 24-hour clock. */
export const accessWindow = z
  .object({
    days: z
      .array(weekDay, { error: DAYS_MESSAGE })
      .min(1, DAYS_MESSAGE)
      .max(7, DAYS_MESSAGE)
      .refine((days) => new Set(days).size === days.length, DAYS_MESSAGE),
    start: clockTime,
    end: clockTime,
  })
  .refine((window) => !CLOCK_TIME.test(window.start) || !CLOCK_TIME.test(window.end) || minutesOf(window.end) > minutesOf(window.start), {
    path: ['end'],
    message: END_MESSAGE,
  });
export type AccessWindow = z.infer<typeof accessWindow>;

export const accessWindows = z.array(accessWindow, { error: MAX_MESSAGE }).max(MAX_ACCESS_WINDOWS, MAX_MESSAGE);
export type AccessWindows = z.infer<typeof accessWindows>;

/** PUT /properties/{id}/access-windows. */
export const accessWindowsInput = z.object({ accessWindows });
export type AccessWindowsInput = z.infer<typeof accessWindowsInput>;

/** A time range in minutes after midnight. */
export interface MinuteRange {
  start: number;
  end: number;
}

/**
 * The ranges a visit may start in on an ISO week day, earliest first: null when the property has no windows (any
 * time), an empty list when its windows leave that day out.
 */
export function windowsOn(windows: readonly AccessWindow[] | null | undefined, isoWeekDay: number): MinuteRange[] | null {
  if (!windows?.length) return null;
  return windows
    .filter((window) => window.days.includes(isoWeekDay))
    .map((window) => ({ start: minutesOf(window.start), end: minutesOf(window.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A window's week days in runs of consecutive days, for "Mon–Fri" or "Mon, Wed": [from, to] pairs, Monday first. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of [...new Set(days)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
