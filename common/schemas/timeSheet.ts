// Time sheets: clock-in and clock-out entries of staff and crew, listed per user and ISO week with totals.
import { addDays, format, getISOWeek, getISOWeekYear, parseISO, setISOWeek, startOfISOWeek } from 'date-fns';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from '../format';
import { recordId } from './fields';

export { BUSINESS_TIME_ZONE } from '../format';

export const ALREADY_CLOCKED_IN = 'validation.time_sheet.you_are_already_clocked_in';
export const NOT_CLOCKED_IN = 'validation.time_sheet.you_are_not_clocked_in';

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;
export const isoWeek = z
  .string()
  .regex(WEEK_PATTERN, 'validation.time_sheet.week_written_yyyy_www_2026_w48')
  .refine((week) => Number(week.slice(6)) >= 1 && Number(week.slice(6)) <= 53, 'validation.time_sheet.weeks_are_numbered_01_to_53');

/** Made once: a formatter costs about a millisecond to make, which a week of 450 people's entries paid 2,700 times. */
const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-MM-dd) of an instant on the business's clock. */
export function businessDay(instant: Date): string {
  return BUSINESS_DAY.format(instant);
}

export function weekOfDay(day: string): string {
  const date = parseISO(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

/** Monday and the following Monday of an ISO week, as yyyy-MM-dd. */
export function weekBounds(week: string): { from: string; until: string } {
  const [, year, number] = WEEK_PATTERN.exec(week) ?? [];
  const monday = startOfISOWeek(setISOWeek(parseISO(`${year}-01-04`), Number(number)));
  return { from: format(monday, 'yyyy-MM-dd'), until: format(addDays(monday, 7), 'yyyy-MM-dd') };
}

export const shiftWeek = (week: string, weeks: number) =>
  weekOfDay(format(addDays(parseISO(weekBounds(week).from), weeks * 7), 'yyyy-MM-dd'));

export const timeSheetEntry = z.object({
  _id: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  hours: z.number(),
});
export type TimeSheetEntry = z.infer<typeof timeSheetEntry>;

/** One user's week: its entries and their total hours (an open entry counts up to now). */
export const timeSheetWeek = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  type: z.string(),
  week: z.string(),
  entries: z.array(timeSheetEntry),
  totalHours: z.number(),
});
export type TimeSheetWeek = z.infer<typeof timeSheetWeek>;

export const timeSheetFilter = z.object({ userId: recordId().optional(), week: isoWeek.optional() });
