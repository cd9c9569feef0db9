// When a treatment program's rounds fall: each round once a season, inside its date window, on the crew's day for the
// zip code where the window allows. Pure; tested beside.
import { nextWeekDay } from '../../lib/calendar';
import { workingDay, type CalendarRules } from './occurrences';

export interface RoundWindow {
  /** Month-day, e.g. 02-01. */
  windowStart: string;
  windowEnd: string;
}

export interface RoundOccurrence {
  /** The round's place in its program. */
  index: number;
  /** The window's first day in the season: it keys the round's visit, so planning again never makes a second one. */
  plannedDate: string;
  /** The day it is worked. */
  date: string;
}

/** A month-day of a season; Feb 29 in a common year is Feb 28. */
export function seasonDay(season: number, monthDay: string): string {
  const leap = (season % 4 === 0 && season % 100 !== 0) || season % 400 === 0;
  return `${season}-${!leap && monthDay === '02-29' ? '02-28' : monthDay}`;
}

/**
 * The rounds of a season still to come on `today`, each on the first day of its window (or today, when the window is
 * open) that falls on the crew's week day, moved off weekend-off and closed days; on the first open day when the crew's
 * day misses the window. A round whose window has closed is left out. The mowing season's close does not stop rounds:
 * a pre-emergent goes down in late winter.
 */
export function roundOccurrences(
  rounds: readonly RoundWindow[],
  season: number,
  weekDay: number | null,
  rules: Pick<CalendarRules, 'weekendOffDays' | 'isClosed'>,
  today: string,
): RoundOccurrence[] {
  const planned: RoundOccurrence[] = [];
  rounds.forEach((round, index) => {
    const start = seasonDay(season, round.windowStart);
    const end = seasonDay(season, round.windowEnd);
    if (end < today) return;
    const from = start < today ? today : start;
    const onCrewDay = weekDay === null ? null : workingDay(nextWeekDay(from, weekDay), rules.weekendOffDays, rules.isClosed);
    const date = onCrewDay !== null && onCrewDay <= end ? onCrewDay : workingDay(from, rules.weekendOffDays, rules.isClosed);
    if (date !== null) planned.push({ index, plannedDate: start, date });
  });
  return planned;
}
