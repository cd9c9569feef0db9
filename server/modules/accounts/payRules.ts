// Pay rules without I/O: an entry's minutes, the rate in effect on a day, the workweek's days, and a week's regular,
// overtime and double-time minutes with its gross pay (docs/labour.md).
import { addDays, format, parseISO } from 'date-fns';
import { distanceKm, type Point } from '../../../common/geo/distance';

export interface OvertimeRules {
  weeklyOvertimeMinutes: number;
  dailyOvertimeMinutes: number | null;
  dailyDoubleTimeMinutes: number | null;
}

export interface WorkedDay {
  day: string;
  minutes: number;
  /** Paid time off that day: straight time at the day's rate, never counted toward overtime (not hours worked). */
  paidTimeOffMinutes?: number;
  rateCents: number;
  exempt: boolean;
}

export interface WeekPay {
  paidTimeOffMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  grossCents: number;
}

export interface DatedRate {
  effectiveFrom: string;
  payRateCents: number;
  overtimeExempt: boolean;
  employeeId?: string | null;
  createdAt: Date;
}

/** An entry's paid minutes: its span rounded to the nearest whole minute, less its break when breaks are unpaid. */
export function entryMinutes(clockIn: Date, clockOut: Date, breakMinutes: number, paidBreaks: boolean): number {
  const span = Math.round((clockOut.getTime() - clockIn.getTime()) / 60_000);
  return Math.max(0, span - (paidBreaks ? 0 : breakMinutes));
}

/** The rate in effect on a day: the latest effective date on or before it, the later-made row on the same date. */
export function rateOn(rates: readonly DatedRate[], day: string): DatedRate | null {
  let found: DatedRate | null = null;
  for (const rate of rates) {
    if (rate.effectiveFrom > day) continue;
    if (
      !found ||
      rate.effectiveFrom > found.effectiveFrom ||
      (rate.effectiveFrom === found.effectiveFrom && rate.createdAt > found.createdAt)
    )
      found = rate;
  }
  return found;
}

/**
 * The workweek named by an ISO week: it starts on the set first day (1 Monday .. 7 Sunday) on or before the ISO
 * week's Monday, so a Sunday workweek of 2026-W48 runs from Sunday 22 to Saturday 28 November.
 */
export function workweekDays(isoMonday: string, startDay: number): string[] {
  const first = addDays(parseISO(isoMonday), startDay === 1 ? 0 : startDay - 8);
  return Array.from({ length: 7 }, (_, index) => format(addDays(first, index), 'yyyy-MM-dd'));
}

/**
 * Splits a week's days (in order) into regular, overtime and double time: double time past the daily double-time
 * threshold, overtime past the daily threshold, then regular minutes past the weekly threshold become overtime (the
 * week's last minutes, so each is paid at its own day's rate). Gross is rate x (regular + 1.5 overtime + 2 double
 * time + paid time off), rounded half up to the cent once for the week. An exempt day's minutes are all regular.
 */
export function weekPay(days: readonly WorkedDay[], rules: OvertimeRules): WeekPay {
  let regularMinutes = 0;
  let overtimeMinutes = 0;
  let doubleTimeMinutes = 0;
  // Cents x minutes x 2, so that 1.5x stays an integer until the one rounding.
  let doubledCentMinutes = 0;
  let paidTimeOffMinutes = 0;
  for (const day of days) {
    paidTimeOffMinutes += day.paidTimeOffMinutes ?? 0;
    doubledCentMinutes += day.rateCents * (day.paidTimeOffMinutes ?? 0) * 2;
    if (day.exempt) {
      regularMinutes += day.minutes;
      doubledCentMinutes += day.rateCents * day.minutes * 2;
      continue;
    }
    const double = rules.dailyDoubleTimeMinutes == null ? 0 : Math.max(0, day.minutes - rules.dailyDoubleTimeMinutes);
    const rest = day.minutes - double;
    let overtime = rules.dailyOvertimeMinutes == null ? 0 : Math.max(0, rest - rules.dailyOvertimeMinutes);
    let regular = rest - overtime;
    const pastWeekly = Math.max(0, regularMinutes + regular - Math.max(rules.weeklyOvertimeMinutes, regularMinutes));
    regular -= pastWeekly;
    overtime += pastWeekly;
    regularMinutes += regular;
    overtimeMinutes += overtime;
    doubleTimeMinutes += double;
    doubledCentMinutes += day.rateCents * (regular * 2 + overtime * 3 + double * 4);
  }
  return {
    paidTimeOffMinutes,
    regularMinutes,
    overtimeMinutes,
    doubleTimeMinutes,
    grossCents: Math.floor(doubledCentMinutes / 120 + 0.5),
  };
}

/** Loaded cost: gross times the loaded-cost factor, to the cent. */
export const loadedCents = (grossCents: number, factor: number) => Math.round(grossCents * factor);

/**
 * A person-day's clocked cost for job costing: minutes x the day's hourly rate x the loaded-cost factor, to the cent
 * (half up), once per person and day. Straight time: the overtime premium belongs to the week, not to a job.
 */
export const dayCostCents = (minutes: number, rateCents: number, factor: number) =>
  Math.floor(Math.round(minutes * rateCents * factor * 1e6) / 6e7 + 0.5);

/**
 * How far a punch is from the nearest known place, in whole metres, when farther than the allowed distance (the
 * position's accuracy counted in its favour); null when near, or when there is no position or no place to compare.
 */
export function farFromPlaces(position: (Point & { accuracyM?: number }) | null, places: readonly Point[], allowedM: number) {
  if (!position || !places.length) return null;
  const nearest = Math.min(...places.map((place) => distanceKm(position, place) * 1000));
  return nearest - (position.accuracyM ?? 0) > allowedM ? Math.round(nearest) : null;
}

/** The workweek (named by its ISO week) a business day falls in, for a workweek starting on `startDay`. */
export function workweekOf(day: string, startDay: number, isoWeekOf: (day: string) => string): string {
  const date = parseISO(day);
  const weekday = ((date.getDay() + 6) % 7) + 1;
  const start = addDays(date, -((weekday - startDay + 7) % 7));
  return isoWeekOf(format(addDays(start, startDay === 1 ? 0 : 8 - startDay), 'yyyy-MM-dd'));
}
