// The service weeks the dashboards compare: the ISO week (Monday to Sunday) holding a day, the week before, and the
// week 52 weeks before (the same week days a year earlier, so a Monday is compared with a Monday).
import { addDays, isoWeekDay } from '../../lib/calendar';

export interface Week {
  /** Monday, yyyy-MM-dd. */
  from: string;
  /** Sunday, yyyy-MM-dd. */
  to: string;
}

export function weekHolding(day: string): Week {
  const from = addDays(day, 1 - isoWeekDay(day));
  return { from, to: addDays(from, 6) };
}

export function weeksBefore(week: Week, weeks: number): Week {
  return { from: addDays(week.from, -7 * weeks), to: addDays(week.to, -7 * weeks) };
}

export interface ComparedWeeks {
  current: Week;
  lastWeek: Week;
  lastYear: Week;
}

export function comparedWeeks(day: string): ComparedWeeks {
  const current = weekHolding(day);
  return { current, lastWeek: weeksBefore(current, 1), lastYear: weeksBefore(current, 52) };
}
