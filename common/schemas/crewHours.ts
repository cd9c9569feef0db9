// A crew's working hours: for each week day, whether it works and from when to when (the business's clock), as
// field-service products set a worker's hours per week day. The day balancer plans each crew within its own hours.
import { z } from 'zod';

const TIME_MESSAGE = 'validation.crew_hours.time_hh_mm';
const END_MESSAGE = 'validation.crew_hours.end_after_start';
const WEEK_MESSAGE = 'validation.crew_hours.seven_days';

/** A time of day as HH:MM on a 24-hour clock (what an HTML time input gives). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string({ error: TIME_MESSAGE }).regex(CLOCK_TIME, TIME_MESSAGE);

/** Minutes after midnight of an HH:MM time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * One week day: `works` false is a day off (its times are kept, for when it is switched back on). A working day ends
 * after it starts, on the same day, so it is never longer than 24 hours.
 */
export const workingDay = z
  .object({ works: z.boolean({ error: 'validation.crew_hours.works_yes_or_no' }), start: clockTime, end: clockTime })
  .refine((day) => !day.works || !CLOCK_TIME.test(day.start) || !CLOCK_TIME.test(day.end) || minutesOf(day.end) > minutesOf(day.start), {
    path: ['end'],
    message: END_MESSAGE,
  });
export type WorkingDay = z.infer<typeof workingDay>;

/** Monday first, Sunday last: index `isoWeekDay - 1`. */
export const workingHours = z.array(workingDay, { error: WEEK_MESSAGE }).length(7, WEEK_MESSAGE);
export type WorkingHours = z.infer<typeof workingHours>;

/** PUT /vendors/crews/{id}/working-hours. */
export const crewHoursInput = z.object({ workingHours });
export type CrewHoursInput = z.infer<typeof crewHoursInput>;

/** A new crew's hours, and every crew's before hours existed: 8 hours every day, as the balance assumed until then. */
export const DEFAULT_WORKING_HOURS: WorkingHours = Array.from({ length: 7 }, () => ({ works: true, start: '08:00', end: '16:00' }));

/** The crew's hours on an ISO week day (1 Monday … 7 Sunday), or null on its day off. */
export function hoursOn(hours: WorkingHours, isoWeekDay: number): { start: string; end: string } | null {
  const day = hours[isoWeekDay - 1];
  return day?.works ? { start: day.start, end: day.end } : null;
}

/** Week days in runs with the same hours, for a one-line summary: Monday–Friday 8:00–16:00, Saturday off. */
export function hoursSummary(hours: WorkingHours): { from: number; to: number; hours: { start: string; end: string } | null }[] {
  const runs: { from: number; to: number; hours: { start: string; end: string } | null }[] = [];
  hours.forEach((_, index) => {
    const day = hoursOn(hours, index + 1);
    const last = runs.at(-1);
    if (last && last.hours?.start === day?.start && last.hours?.end === day?.end) last.to = index + 1;
    else runs.push({ from: index + 1, to: index + 1, hours: day });
  });
  return runs;
}
