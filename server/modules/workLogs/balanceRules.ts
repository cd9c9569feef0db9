// Balancing a vendor's day, the rules around the solver (pure, unit-tested): how long a visit takes, where each crew
// stands and how much of its day is left, and whether the moves staff accept still describe the day.
import { type Message, withParams } from '../../../common/i18n/catalog';
import type { BalanceMove } from '../../../common/schemas/balance';
import type { LotSizeCategory } from '../../../common/lotSize';
import { type Point, pointOf, routeEstimate } from '../../../common/geo/distance';

/** Minutes on site for a mowing visit, by lot size; a lot without a category takes the average lot's time. */
export const MOW_MINUTES: Record<LotSizeCategory, number> = { small: 20, average: 30, medium: 35, large: 40, extraLarge: 55 };
/** A bush and bed visit without a time cap is planned for an hour. */
export const BNB_MINUTES = 60;

export interface DayVisit {
  _id: string;
  crewId: string | null;
  status: string;
  pinned: boolean;
  routePosition: number | null;
  serviceType: string;
  lotSizeCategory: string | null;
  timeCapHours: number | null;
  extraTimeGrantedMinutes: number;
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

/** Minutes on site: a bnb visit its time cap and any extra time granted, a mowing visit by its lot size. */
export function serviceMinutes(visit: Pick<DayVisit, 'serviceType' | 'lotSizeCategory' | 'timeCapHours' | 'extraTimeGrantedMinutes'>): number {
  if (visit.serviceType === 'bnb') return (visit.timeCapHours ? visit.timeCapHours * 60 : BNB_MINUTES) + visit.extraTimeGrantedMinutes;
  return MOW_MINUTES[visit.lotSizeCategory as LotSizeCategory] ?? MOW_MINUTES.average;
}

const DONE = new Set(['completed', 'started']);
const doneAt = (visit: DayVisit) => (visit.completedAt ?? visit.startedAt ?? new Date(0)).getTime();
const byRoute = (a: DayVisit, b: DayVisit) => (a.routePosition ?? Infinity) - (b.routePosition ?? Infinity) || a._id.localeCompare(b._id);

export interface CrewStanding {
  crewId: string;
  /** Where the rest of its day sets out from: its last done stop with a position, else its start point, else nowhere. */
  start: Point | null;
  /** Its day's minutes less what it has done already (driving there and the work), never below zero. */
  availableMinutes: number;
}

/** Each crew's start and minutes left, from the stops it has completed or started (in the order it did them). */
export function crewStanding(crew: DayCrew, visits: readonly DayVisit[], crewMinutes: number, routing: { averageSpeedMph: number; detourFactor: number }): CrewStanding {
  const done = visits.filter((visit) => visit.crewId === crew._id && DONE.has(visit.status)).sort((a, b) => doneAt(a) - doneAt(b));
  const home = pointOf({ latitude: crew.startLatitude, longitude: crew.startLongitude });
  const { minutes } = routeEstimate([home, ...done.map(pointOf)], routing);
  const spent = minutes + done.reduce((total, visit) => total + serviceMinutes(visit), 0);
  const lastPlaced = done.map(pointOf).filter((point) => point !== null).at(-1);
  return { crewId: crew._id, start: lastPlaced ?? home, availableMinutes: Math.max(0, crewMinutes - spent) };
}

/** The pending visits of the crews given, each crew's in its route order: what the solver may move. */
export function pendingInRouteOrder<Visit extends DayVisit>(crewIds: readonly string[], visits: readonly Visit[]): Visit[] {
  return crewIds.flatMap((crewId) => visits.filter((visit) => visit.crewId === crewId && visit.status === 'pending').sort(byRoute));
}

/**
 * Why the accepted moves no longer fit the day (a 409), or undefined: every work log must still exist, be pending, be
 * on that date and on the crew the proposal saw it on, and both crews must be the vendor's.
 */
export function staleMoves(moves: readonly BalanceMove[], rows: readonly { _id: string; crewId: string | null; status: string; date: string }[], vendorCrewIds: ReadonlySet<string>, date: string): Message | undefined {
  const byId = new Map(rows.map((row) => [row._id, row]));
  const changed = moves.filter((move) => {
    const row = byId.get(move.workLogId);
    return !row || row.status !== 'pending' || row.date !== date || row.crewId !== move.fromCrewId || !vendorCrewIds.has(move.toCrewId) || !vendorCrewIds.has(move.fromCrewId);
  }).length;
  return changed ? withParams('server.work_logs.balance_changed_since_preview', { smart_count: changed, total: moves.length }) : undefined;
}
