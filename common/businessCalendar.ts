// The business calendar: the US holidays a business may close on, computed by rule for any year, and the
// closed days they and the business's own closed dates make. Pure, used by the planner, rain days and System Settings.

/** The holidays offered, in calendar order. Each falls on its own date, not on a Friday or Monday "observed" day. */
export const US_HOLIDAYS = [
  'newYearsDay',
  'mlkDay',
  'presidentsDay',
  'memorialDay',
  'juneteenth',
  'independenceDay',
  'laborDay',
  'columbusDay',
  'veteransDay',
  'thanksgiving',
  'dayAfterThanksgiving',
  'christmasEve',
  'christmasDay',
  'newYearsEve',
] as const;
export type UsHoliday = (typeof US_HOLIDAYS)[number];

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** 0 Sunday … 6 Saturday of a date given by its parts. */
const weekDayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `nth` (1-based) `weekDay` (0 Sunday … 6 Saturday) of a month. */
function nthWeekDay(year: number, month: number, weekDay: number, nth: number): string {
  const first = 1 + ((weekDay - weekDayOf(year, month, 1) + 7) % 7);
  return iso(year, month, first + (nth - 1) * 7);
}

function lastWeekDay(year: number, month: number, weekDay: number): string {
  const last = daysIn(year, month);
  return iso(year, month, last - ((weekDayOf(year, month, last) - weekDay + 7) % 7));
}

const MONDAY = 1;
const THURSDAY = 4;

/** The date of a holiday in a year. */
export function holidayDate(holiday: UsHoliday, year: number): string {
  switch (holiday) {
    case 'newYearsDay':
      return iso(year, 1, 1);
    case 'mlkDay':
      return nthWeekDay(year, 1, MONDAY, 3);
    case 'presidentsDay':
      return nthWeekDay(year, 2, MONDAY, 3);
    case 'memorialDay':
      return lastWeekDay(year, 5, MONDAY);
    case 'juneteenth':
      return iso(year, 6, 19);
    case 'independenceDay':
      return iso(year, 7, 4);
    case 'laborDay':
      return nthWeekDay(year, 9, MONDAY, 1);
    case 'columbusDay':
      return nthWeekDay(year, 10, MONDAY, 2);
    case 'veteransDay':
      return iso(year, 11, 11);
    case 'thanksgiving':
      return nthWeekDay(year, 11, THURSDAY, 4);
    case 'dayAfterThanksgiving': {
      const thanksgiving = Number(nthWeekDay(year, 11, THURSDAY, 4).slice(8));
      return iso(year, 11, thanksgiving + 1);
    }
    case 'christmasEve':
      return iso(year, 12, 24);
    case 'christmasDay':
      return iso(year, 12, 25);
    case 'newYearsEve':
      return iso(year, 12, 31);
  }
}

export interface BusinessCalendar {
  holidays: readonly UsHoliday[];
  /** The business's own closed dates (YYYY-MM-DD). */
  closedDates: readonly string[];
}

/** Every closed day from `from` to `to` (both included): the chosen holidays of each year between, and the closed dates. */
export function closedDays({ holidays, closedDates }: BusinessCalendar, from: string, to: string): Set<string> {
  const days = new Set<string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of holidays) days.add(holidayDate(holiday, year));
  }
  for (const date of closedDates) days.add(date);
  return new Set([...days].filter((date) => date >= from && date <= to));
}

/** Whether a date is closed, for any year: each year's holidays are computed once, when first asked. */
export function closedDayTest({ holidays, closedDates }: BusinessCalendar): (date: string) => boolean {
  const dates = new Set(closedDates);
  const years = new Map<string, Set<string>>();
  return (date) => {
    if (dates.has(date)) return true;
    const year = date.slice(0, 4);
    let days = years.get(year);
    if (!days) years.set(year, (days = new Set(holidays.map((holiday) => holidayDate(holiday, Number(year))))));
    return days.has(date);
  };
}
