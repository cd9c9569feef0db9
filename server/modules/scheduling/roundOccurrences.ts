// When a treatment program's rounds fall: each round once a season, inside its date window, on the crew's day for the
// zip code where the window allows, the lawns of a crew spread over the window's weeks. Pure; tested beside.
import { addDays, dayNumber, nextWeekDay } from '../../lib/calendar';
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
 * The rounds of a season still to come on `today`, each on one of the crew's week days inside its window (the week
 * chosen by `spread`, so a crew's enrolled lawns share the window's weeks instead of all falling on its first day; the
 * same `spread` always chooses the same week), or the first such day from today when that week has passed; moved off
 * weekend-off and closed days. On the first open day of the window (or today) when the crew's day misses it or no
 * crew serves the zip code. A round whose window has closed is left out. The mowing season's close does not stop
 * rounds: a pre-emergent goes down in late winter.
 */
export function roundOccurrences(
  rounds: readonly RoundWindow[],
  season: number,
  weekDay: number | null,
  rules: Pick<CalendarRules, 'weekendOffDays' | 'isClosed'>,
  today: string,
  spread = 0,
): RoundOccurrence[] {
  const planned: RoundOccurrence[] = [];
  rounds.forEach((round, index) => {
    const start = seasonDay(season, round.windowStart);
    const end = seasonDay(season, round.windowEnd);
    if (end < today) return;
    const from = start < today ? today : start;
    let crewDay: string | null = null;
    if (weekDay !== null) {
      const first = nextWeekDay(start, weekDay);
      const weeks = first <= end ? Math.floor((dayNumber(end) - dayNumber(first)) / 7) + 1 : 0;
      const chosen = weeks ? addDays(first, 7 * (spread % weeks)) : null;
      const day = chosen && chosen >= from ? chosen : nextWeekDay(from, weekDay);
      crewDay = workingDay(day, rules.weekendOffDays, rules.isClosed);
    }
    const date = crewDay !== null && crewDay <= end ? crewDay : workingDay(from, rules.weekendOffDays, rules.isClosed);
    if (date !== null) planned.push({ index, plannedDate: start, date });
  });
  return planned;
}
