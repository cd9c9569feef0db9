// A rain day's rules (pure, unit-tested): which visits of the day move, where each lands, which later visits of its
// series it stands for, the plan's fingerprint, and whether undo still finds the visits where the rain day put them.
import { createHash } from 'node:crypto';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { addDays, isoWeekDay, nextWeekDay } from '../../lib/calendar';
import { type CalendarRules, inClosedSeason, workingDay } from './occurrences';

export interface DayVisit {
  _id: string;
  crewId: string | null;
  status: string;
  routePosition: number | null;
}

const DONE = new Set(['started', 'completed']);

/**
 * The pending visits that move. From now on (a day under way) only each crew's stops after the last one it started or
 * completed: those it passed over stay for it to finish. Started, completed, skipped and cancelled visits never move.
 */
export function movingVisits<T extends DayVisit>(visits: readonly T[], fromNow: boolean): T[] {
  const reached = new Map<string, number>();
  if (fromNow) {
    for (const visit of visits) {
      if (!visit.crewId || !DONE.has(visit.status) || visit.routePosition === null) continue;
      reached.set(visit.crewId, Math.max(reached.get(visit.crewId) ?? 0, visit.routePosition));
    }
  }
  return visits.filter(
    (visit) =>
      visit.status === 'pending' &&
      (!visit.crewId || visit.routePosition === null || visit.routePosition > (reached.get(visit.crewId) ?? 0)),
  );
}

/**
 * Where a visit rained out on `rainDate` lands: the date staff chose, else the next day of its series' week day after
 * the rain day, moved off weekend-off days. None when that day falls in the closed season: the visit stays rather
 * than jump months ahead into the next season.
 */
export function rainTarget(plannedDate: string, rainDate: string, rules: CalendarRules, chosen: string | null): string | null {
  if (chosen) return chosen;
  const day = workingDay(nextWeekDay(addDays(rainDate, 1), isoWeekDay(plannedDate)), rules.weekendOffDays);
  return day && day > rainDate && !inClosedSeason(day, rules) ? day : null;
}

export interface SeriesRow {
  _id: string;
  serviceId: string;
  plannedDate: string;
  date: string;
  status: string;
}

/**
 * The later pending visits of its series a moved visit lands on or past: they go, so the series has one visit where it
 * would have had two. Keyed by the moved visit's id.
 */
export function absorbedVisits(
  moves: readonly { visit: SeriesRow; toDate: string }[],
  later: readonly SeriesRow[],
): Map<string, SeriesRow[]> {
  const moving = new Set(moves.map(({ visit }) => visit._id));
  const absorbed = new Map<string, SeriesRow[]>();
  for (const { visit, toDate } of moves) {
    const covered = later.filter(
      (row) =>
        !moving.has(row._id) &&
        row.serviceId === visit.serviceId &&
        row.status === 'pending' &&
        row.plannedDate > visit.plannedDate &&
        row.date <= toDate,
    );
    if (covered.length) absorbed.set(visit._id, covered);
  }
  return absorbed;
}

/** One string for a plan: apply recomputes the plan and refuses it when this differs from the preview's. */
export function planFingerprint(
  moves: readonly { workLogId: string; crewId: string | null; fromDate: string; toDate: string }[],
  absorbedIds: readonly string[],
): string {
  const lines = moves.map((move) => `${move.workLogId}|${move.crewId ?? ''}|${move.fromDate}|${move.toDate}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, [...absorbedIds].sort()]))
    .digest('hex');
}

/** Why undo cannot restore the plan (a 409), or undefined: every moved visit must still be pending on the day it was moved to. */
export function undoProblem(
  moves: readonly { workLogId: string; toDate: string }[],
  rows: readonly { _id: string; status: string; date: string }[],
): Message | undefined {
  const byId = new Map(rows.map((row) => [row._id, row]));
  const changed = moves.filter((move) => {
    const row = byId.get(move.workLogId);
    return !row || row.status !== 'pending' || row.date !== move.toDate;
  }).length;
  return changed ? withParams('server.rain_day.changed_since_applied', { smart_count: changed, total: moves.length }) : undefined;
}
