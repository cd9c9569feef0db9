// Where a one-time job (a quote's one-time line) is worked (pure, unit-tested): the first working day from tomorrow on
// which the property's vendor has a crew on the zip code with room left, within the horizon; else the scheduler's own.
import { addDays, isoWeekDay } from '../../lib/calendar';
import { type CalendarRules, inClosedSeason, workingDay } from './occurrences';
import { type CrewRoom, crewDayKey } from './rainDayRules';

/** One of the vendor's zip code rows: the crew serving the zip code on that week day (1 Monday … 7 Sunday). */
export interface ServingCrew {
  weekDay: number;
  crewId: string | null;
}

export interface OneTimeJob {
  /** The first day it may be worked (tomorrow, in the business's time zone). */
  from: string;
  /** The horizon's last day. */
  until: string;
  /** Its minutes on site, as the day balancer and the rain day count them. */
  minutes: number;
  /** The vendor's rows for the property's zip code, preferred first. */
  crews: readonly ServingCrew[];
  /** The calendar where a crew works: weekend-off days, closed days, days rained out for it, the closed season. */
  rulesFor: (crewId: string) => CalendarRules;
}

/** Why the scheduler's placement stands: no crew serves the zip code, or none has room within the horizon. */
export type OneTimeFallback = 'no-crew' | 'no-room';

export type OneTimeDay = { date: string; crewId: string } | { fallback: OneTimeFallback };

const isOpen = (day: string, rules: CalendarRules) =>
  workingDay(day, rules.weekendOffDays, rules.isClosed) === day && !inClosedSeason(day, rules);

/**
 * The day and crew for a one-time job: walking the days from `from` to `until`, the first on which one of the vendor's
 * crews serves the zip code that week day, the day is open for it, and its work that day (`load`) and the job fit its
 * working minutes (`capacity`, 0 on its day off): the rain day's measure of room.
 */
export function oneTimeDay(job: OneTimeJob, { load, capacity }: CrewRoom): OneTimeDay {
  const crews = job.crews.filter((row): row is ServingCrew & { crewId: string } => row.crewId !== null);
  if (!crews.length) return { fallback: 'no-crew' };
  for (let day = job.from; day <= job.until; day = addDays(day, 1)) {
    for (const { weekDay, crewId } of crews) {
      if (weekDay !== isoWeekDay(day) || !isOpen(day, job.rulesFor(crewId))) continue;
      if (capacity(crewId, day) - (load.get(crewDayKey(crewId, day)) ?? 0) >= job.minutes) return { date: day, crewId };
    }
  }
  return { fallback: 'no-room' };
}
