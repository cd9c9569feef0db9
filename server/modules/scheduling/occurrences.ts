// When a service's visits fall: its series from the start date, moved off weekend-off days and out of the closed season.
import type { SERVICE_STATUSES } from '../../../common/schemas/service';
import { addDays, dayNumber, isoWeekDay, nextWeekDay } from '../../lib/calendar';

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Statuses that still get visits: a cancelled service gets none, a completed (one-time, finished) one none either. */
export const SCHEDULED_SERVICE_STATUSES: readonly ServiceStatus[] = ['pending', 'started', 'move-date'];

export interface ServiceSchedule {
  startDate: string;
  /** 1, 2, 3, 4 or 6 weeks between visits; -1 one time. */
  frequency: number;
  /** 1 Monday to 7 Sunday: the mow day, else the vendor's day for the zip code, else the start date's day. */
  weekDay: number;
  status: ServiceStatus;
}

export interface CalendarRules {
  weekendOffDays: readonly number[];
  /** The season closes on the transfer date and opens again on the next season date: nothing is planned in between. */
  transferDate?: string | null;
  nextSeasonDate?: string | null;
  /** Closed days (holidays, the business's closed dates, rained-out days): a visit moves on to the next open day. */
  isClosed?: (date: string) => boolean;
}

/** `plannedDate` keys the visit (the series date); `date` is the day it is worked, moved off a weekend-off day. */
export interface Occurrence {
  plannedDate: string;
  date: string;
}

/** The week day a service is worked on: its mow day, else the day its vendor serves the zip code, else its start date's. */
export function serviceWeekDay(mowDay: number | null, vendorDay: number | null, startDate: string): number {
  return mowDay ?? vendorDay ?? isoWeekDay(startDate);
}

/**
 * Monthly is every 4 weeks, not "the same date" or "the 2nd Tuesday": a crew works a zip code on one week day, so
 * every visit must land on that day, and the lawn grows at the same pace whether a month has 4 or 5 such days.
 */
export function intervalDays(frequency: number): number | null {
  return frequency > 0 ? frequency * 7 : null;
}

/** How far a visit may move on past closed days (a closed week after a weekend, say) before it is not planned at all. */
const MAX_SHIFT_DAYS = 21;

/** The working day for a series date: the date itself, or the next day that is neither a weekend-off day nor closed. */
export function workingDay(date: string, weekendOffDays: readonly number[], isClosed?: (date: string) => boolean): string | null {
  if (weekendOffDays.length >= 7) return null;
  for (let shift = 0; shift < MAX_SHIFT_DAYS; shift += 1) {
    const day = addDays(date, shift);
    if (!weekendOffDays.includes(isoWeekDay(day)) && !isClosed?.(day)) return day;
  }
  return null;
}

export function inClosedSeason(date: string, { transferDate, nextSeasonDate }: CalendarRules): boolean {
  if (!transferDate || !nextSeasonDate || nextSeasonDate <= transferDate) return false;
  return date >= transferDate && date < nextSeasonDate;
}

/** Visits whose series date lies in [from, to], in date order. */
export function occurrences(service: ServiceSchedule, rules: CalendarRules, from: string, to: string): Occurrence[] {
  if (!SCHEDULED_SERVICE_STATUSES.includes(service.status) || from > to) return [];
  const first = nextWeekDay(service.startDate, service.weekDay);
  const interval = intervalDays(service.frequency);
  const series: string[] = [];
  if (interval === null) {
    if (first >= from && first <= to) series.push(first);
  } else {
    // Jump to the first series date on or after `from` instead of walking from a start date years back.
    const skipped = Math.max(0, Math.ceil((dayNumber(from) - dayNumber(first)) / interval));
    for (let date = addDays(first, skipped * interval); date <= to; date = addDays(date, interval)) series.push(date);
  }
  const workLogs: Occurrence[] = [];
  for (const plannedDate of series) {
    const date = workingDay(plannedDate, rules.weekendOffDays, rules.isClosed);
    if (date && !inClosedSeason(date, rules)) workLogs.push({ plannedDate, date });
  }
  return workLogs;
}

/** A visit of a series as the planner sees it: which service, which series date, the day it is worked. */
export interface SeriesWorkLog {
  serviceId: string;
  plannedDate: string;
  date: string;
}

/**
 * The occurrences no visit of their series was pushed onto or past: a visit moved forward (a rain day, a move by hand)
 * stands for the later occurrences it reached, so the series never gets two visits for one.
 */
export function withoutCovered<T extends SeriesWorkLog>(wanted: readonly T[], movedForward: readonly SeriesWorkLog[]): T[] {
  if (!movedForward.length) return [...wanted];
  const moved = new Map<string, SeriesWorkLog[]>();
  for (const workLog of movedForward) moved.set(workLog.serviceId, [...(moved.get(workLog.serviceId) ?? []), workLog]);
  return wanted.filter(
    (workLog) =>
      !moved.get(workLog.serviceId)?.some((earlier) => earlier.plannedDate < workLog.plannedDate && earlier.date >= workLog.date),
  );
}
