// Service weeks are ISO weeks (Monday to Sunday); staff pick one for the current or the next year.
import { addDays, addWeeks, format, getISOWeek, getISOWeeksInYear, getISOWeekYear, startOfISOWeek } from 'date-fns';

export interface ServiceWeek {
  index: number;
  /** Monday and Sunday of the week, as yyyy-MM-dd. */
  from: string;
  to: string;
  week: number;
  year: number;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

export function serviceWeeksOf(year: number, firstIndex = 0): ServiceWeek[] {
  const firstMonday = startOfISOWeek(new Date(year, 0, 4));
  return Array.from({ length: getISOWeeksInYear(firstMonday) }, (_, offset) => {
    const monday = addWeeks(firstMonday, offset);
    return { index: firstIndex + offset, from: day(monday), to: day(addDays(monday, 6)), week: offset + 1, year };
  });
}

/** The weeks of the current and the next ISO year. */
export function serviceWeeks(today = new Date()): ServiceWeek[] {
  const year = getISOWeekYear(today);
  const current = serviceWeeksOf(year);
  return [...current, ...serviceWeeksOf(year + 1, current.length)];
}

export function serviceWeekOf(weeks: ServiceWeek[], date: Date): ServiceWeek | undefined {
  const week = getISOWeek(date);
  const year = getISOWeekYear(date);
  return weeks.find((candidate) => candidate.week === week && candidate.year === year);
}
