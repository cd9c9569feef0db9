// Balancing a vendor's day, the rules around the solver (pure, unit-tested): how long a visit takes, where each crew
// stands and how much of its working hours is left, and whether the moves staff accept still describe the day.
import { type Message, withParams } from '../../../common/i18n/catalog';
import type { BalanceMove } from '../../../common/schemas/balance';
import { minutesOf } from '../../../common/schemas/crewHours';
import type { SettingsValues } from '../../../common/schemas/settings';
import type { LotSizeCategory } from '../../../common/lotSize';
import { type Point, pointOf, routeEstimate } from '../../../common/geo/distance';

/** The Routing settings the balance reads: driving estimates and minutes on site. */
export type BalanceSettings = SettingsValues['routing'];

export interface DayWorkLog {
  _id: string;
  crewId: string | null;
  status: string;
  pinned: boolean;
  routePosition: number | null;
  serviceType: string;
  lotSizeCategory: string | null;
  timeCapHours: number | null;
  extraTimeGrantedMinutes: number;
  /** A treatment round's minutes on site; null for the other visits. */
  minutesOnSite?: number | null;
  latitude: number | null;
  longitude: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface DayCrew {
  _id: string;
  startLatitude: number | null;
  startLongitude: number | null;
}

/** Minutes on site: a treatment round its own minutes, a bnb visit its time cap (the settings' minutes without one) and
 * any extra time granted, a mowing visit by its lot size (a lot without a category as an average lot). */
export function serviceMinutes(
  workLog: Pick<DayWorkLog, 'serviceType' | 'lotSizeCategory' | 'timeCapHours' | 'extraTimeGrantedMinutes' | 'minutesOnSite'>,
  { lotMinutes, bnbMinutes }: Pick<BalanceSettings, 'lotMinutes' | 'bnbMinutes'>,
): number {
  if (workLog.minutesOnSite) return workLog.minutesOnSite + workLog.extraTimeGrantedMinutes;
  if (workLog.serviceType === 'bnb')
    return (workLog.timeCapHours ? workLog.timeCapHours * 60 : bnbMinutes) + workLog.extraTimeGrantedMinutes;
  const category = workLog.lotSizeCategory as LotSizeCategory | null;
  return category && Object.hasOwn(lotMinutes, category) ? lotMinutes[category] : lotMinutes.average;
}

const DONE = new Set(['completed', 'started']);
const doneAt = (workLog: DayWorkLog) => (workLog.completedAt ?? workLog.startedAt ?? new Date(0)).getTime();
const byRoute = (a: DayWorkLog, b: DayWorkLog) =>
  (a.routePosition ?? Infinity) - (b.routePosition ?? Infinity) || a._id.localeCompare(b._id);

export interface CrewStanding {
  crewId: string;
  /** Where the rest of its day sets out from: its last done stop with a position, else its start point, else nowhere. */
  start: Point | null;
  /** Its working hours' minutes less what it has done already (driving there and the work), and on a day under way no
   * more than are left before its end; never below zero, and zero on its day off. */
  availableMinutes: number;
}

export interface CrewDayHours {
  /** The crew's hours that day (HH:MM), or null on its day off. */
  hours: { start: string; end: string } | null;
  /** Minutes after midnight now, on the business's clock, when the day is today; else null. */
  nowMinutes: number | null;
}

/** Minutes of its working hours a crew still has, from its hours that day, the time now and what it has done. */
export function minutesLeft({ hours, nowMinutes }: CrewDayHours, spentMinutes: number): number {
  if (!hours) return 0;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const beforeEnd = end - Math.max(start, nowMinutes ?? start);
  return Math.max(0, Math.min(end - start - spentMinutes, beforeEnd));
}

/** Each crew's start and minutes left, from its hours and the stops it has completed or started (in the order done). */
export function crewStanding(crew: DayCrew, workLogs: readonly DayWorkLog[], day: CrewDayHours, settings: BalanceSettings): CrewStanding {
  const done = workLogs.filter((workLog) => workLog.crewId === crew._id && DONE.has(workLog.status)).sort((a, b) => doneAt(a) - doneAt(b));
  const home = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const { minutes } = routeEstimate([home, ...done.map(pointOf)], settings);
  const spent = minutes + done.reduce((total, workLog) => total + serviceMinutes(workLog, settings), 0);
  const lastPlaced = done
    .map(pointOf)
    .filter((point) => point !== null)
    .at(-1);
  return { crewId: crew._id, start: lastPlaced ?? home, availableMinutes: minutesLeft(day, spent) };
}

/** The pending visits of the crews given, each crew's in its route order: what the solver may move. */
export function pendingInRouteOrder<Visit extends DayWorkLog>(crewIds: readonly string[], workLogs: readonly Visit[]): Visit[] {
  return crewIds.flatMap((crewId) => workLogs.filter((workLog) => workLog.crewId === crewId && workLog.status === 'pending').sort(byRoute));
}

/**
 * Why the accepted moves no longer fit the day (a 409), or undefined: every work log must still exist, be pending, be
 * on that date and on the crew the proposal saw it on, and both crews must be the vendor's.
 */
export function staleMoves(
  moves: readonly BalanceMove[],
  rows: readonly { _id: string; crewId: string | null; status: string; date: string }[],
  vendorCrewIds: ReadonlySet<string>,
  date: string,
): Message | undefined {
  const byId = new Map(rows.map((row) => [row._id, row]));
  const changed = moves.filter((move) => {
    const row = byId.get(move.workLogId);
    return (
      !row ||
      row.status !== 'pending' ||
      row.date !== date ||
      row.crewId !== move.fromCrewId ||
      !vendorCrewIds.has(move.toCrewId) ||
      !vendorCrewIds.has(move.fromCrewId)
    );
  }).length;
  return changed ? withParams('server.work_logs.balance_changed_since_preview', { smart_count: changed, total: moves.length }) : undefined;
}
