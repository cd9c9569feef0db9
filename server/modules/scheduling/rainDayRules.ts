// A rain day's rules (pure, unit-tested): which visits of the day move, where each lands, which later visits of its
// series it stands for (only when staff choose so), the plan's fingerprint, and whether undo still finds the visits where the rain day put them.
import { createHash } from 'node:crypto';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { addDays } from '../../lib/calendar';
import { type CalendarRules, inClosedSeason, workingDay } from './occurrences';

export interface DayWorkLog {
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
export function movingWorkLogs<T extends DayWorkLog>(workLogs: readonly T[], fromNow: boolean): T[] {
  const reached = new Map<string, number>();
  if (fromNow) {
    for (const workLog of workLogs) {
      if (!workLog.crewId || !DONE.has(workLog.status) || workLog.routePosition === null) continue;
      reached.set(workLog.crewId, Math.max(reached.get(workLog.crewId) ?? 0, workLog.routePosition));
    }
  }
  return workLogs.filter(
    (workLog) =>
      workLog.status === 'pending' &&
      (!workLog.crewId || workLog.routePosition === null || workLog.routePosition > (reached.get(workLog.crewId) ?? 0)),
  );
}

/** How many days past its series date a visit may be moved by default: a week on it would reach its next visit. */
const WEEK_AFTER = 6;

/**
 * The days a visit rained out on `rainDate` may land on by default: the open days after the rain day (not weekend-off,
 * closed or rained-out for where it is worked, nor in the closed season), up to six days past its series date, so it
 * never lands on its series' next visit (a visit already that late gets the six days after the rain day).
 */
export function candidateDays(plannedDate: string, rainDate: string, rules: CalendarRules): string[] {
  const last = addDays(plannedDate > addDays(rainDate, -WEEK_AFTER) ? plannedDate : rainDate, WEEK_AFTER);
  const days: string[] = [];
  for (let day = addDays(rainDate, 1); day <= last; day = addDays(day, 1)) {
    if (workingDay(day, rules.weekendOffDays, rules.isClosed) === day && !inClosedSeason(day, rules)) days.push(day);
  }
  return days;
}

export interface RoomWorkLog {
  _id: string;
  crewId: string | null;
  /** Minutes of work on site (docs/scheduling.md, "Rain days"). */
  minutes: number;
  /** The open days it may land on, earliest first (`candidateDays`). */
  days: readonly string[];
}

export interface CrewRoom {
  /** Minutes of work a crew has on a day (by `crewDayKey`) before the rain day's visits arrive. */
  load: ReadonlyMap<string, number>;
  /** A crew's working minutes on a date; 0 on its day off. */
  capacity: (crewId: string, date: string) => number;
}

export const crewDayKey = (crewId: string, date: string) => `${crewId}|${date}`;

/**
 * Where each visit lands by default, in the order given (route order): the first of its days where its crew has room
 * for it (the day's work and it within the crew's hours), counting the visits placed before it. No day with room: the
 * one with the most room left (the dialog warns that it is over). An unassigned visit takes its first day; a visit
 * without days stays (null).
 */
export function targetsWithRoom(workLogs: readonly RoomWorkLog[], { load, capacity }: CrewRoom): Map<string, string | null> {
  const work = new Map(load);
  const targets = new Map<string, string | null>();
  for (const workLog of workLogs) {
    if (!workLog.days.length || !workLog.crewId) {
      targets.set(workLog._id, workLog.days[0] ?? null);
      continue;
    }
    const crewId = workLog.crewId;
    const room = (day: string) => capacity(crewId, day) - (work.get(crewDayKey(crewId, day)) ?? 0);
    const day =
      workLog.days.find((candidate) => room(candidate) >= workLog.minutes) ??
      workLog.days.reduce((best, candidate) => (room(candidate) > room(best) ? candidate : best));
    work.set(crewDayKey(crewId, day), (work.get(crewDayKey(crewId, day)) ?? 0) + workLog.minutes);
    targets.set(workLog._id, day);
  }
  return targets;
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
export function absorbedWorkLogs(
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
