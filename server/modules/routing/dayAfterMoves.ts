// A vendor's day once some moves are made, as applying them makes it: each crew keeps its other visits, gains and loses
// the moved ones, and a day that changed is put in order by Generate Route's optimiser, then changed where that order
// misses access windows (timeWindows.ts), as Generate Route does. Pure; a partial accept's figures.
import type { Point } from '../../../common/geo/distance';
import type { RoadTable } from '../../../common/geo/roads';
import { type BalanceWorkLog, type CrewDayFigures, figures, figureSettings, sum } from './balance';
import { planRoute } from './optimiser';
import { orderForWindows, timeline, type TimedStop } from './timeWindows';

export interface DayCrew {
  id: string;
  start: Point | null;
  /** The minute of the day it sets out: without it the day's access windows are not timed. */
  startMinutes?: number;
}

export interface DayAfterMovesInput {
  crews: readonly DayCrew[];
  /** Each crew's visits in its current order. */
  visits: readonly BalanceWorkLog[];
  /** Visit id → the crew it moves to. */
  moves: ReadonlyMap<string, string>;
  averageSpeedMph: number;
  detourFactor: number;
  roads?: RoadTable | null;
}

export interface DayAfterMoves {
  crews: { crewId: string; workLogIds: string[]; before: CrewDayFigures; after: CrewDayFigures }[];
  before: CrewDayFigures;
  after: CrewDayFigures;
}

type OrderSettings = Pick<DayAfterMovesInput, 'averageSpeedMph' | 'detourFactor' | 'roads'>;

const timedStop = (visit: BalanceWorkLog): TimedStop => ({
  id: visit.id,
  position: visit.position,
  serviceMinutes: visit.serviceMinutes,
  windows: visit.windows ?? null,
});

const clockOf = (crew: DayCrew, { averageSpeedMph, detourFactor, roads }: OrderSettings) => ({
  startMinutes: crew.startMinutes ?? 0,
  averageSpeedMph,
  detourFactor,
  roads,
});

/**
 * A crew day's order as Generate Route makes it: the optimiser's (with `options`), then the access-window repair when
 * a visit has windows and the crew a start minute (`quick`: without the repair's genetic search).
 */
export function crewDayOrder(
  crew: DayCrew,
  visits: readonly BalanceWorkLog[],
  settings: OrderSettings,
  { options = { seed: 1 }, quick = false }: { options?: { seed: number; iterations?: number; patience?: number }; quick?: boolean } = {},
): string[] {
  const order = planRoute({ start: crew.start, pending: visits, detourFactor: settings.detourFactor, roads: settings.roads, options });
  if (crew.startMinutes === undefined || !visits.some((visit) => visit.windows?.length)) return order;
  const byId = new Map(visits.map((visit) => [visit.id, visit]));
  const located = order.map((id) => byId.get(id)!).filter((visit) => visit.position);
  const timed = orderForWindows(crew.start, located.map(timedStop), clockOf(crew, settings), quick ? { maxPasses: 5, search: false } : {});
  return [...timed.map((stop) => stop.id), ...order.filter((id) => !byId.get(id)!.position)];
}

/** The visits a crew's order leaves after their windows closed (none when the crew has no start minute). */
export function lateVisits(crew: DayCrew, ordered: readonly BalanceWorkLog[], settings: OrderSettings): string[] {
  if (crew.startMinutes === undefined || !ordered.some((visit) => visit.windows?.length)) return [];
  return timeline(crew.start, ordered.map(timedStop), clockOf(crew, settings))
    .filter((timing) => timing.problem === 'late')
    .map((timing) => timing.id);
}

/** Each crew's figures before (its current order) and after the moves (a changed day in Generate Route's order). */
export function dayAfterMoves({ crews, visits, moves, averageSpeedMph, detourFactor, roads }: DayAfterMovesInput): DayAfterMoves {
  const settings = figureSettings({ averageSpeedMph, detourFactor, roads });
  const byId = new Map(visits.map((visit) => [visit.id, visit]));
  const days = crews.map((crew) => {
    const was = visits.filter((visit) => visit.crewId === crew.id);
    const joins = visits.filter((visit) => (moves.get(visit.id) ?? visit.crewId) === crew.id);
    // As an apply does, only a day that gains or loses a visit is put in order again.
    const changed = joins.length !== was.length || joins.some((visit) => visit.crewId !== crew.id);
    const order = changed ? crewDayOrder(crew, joins, { averageSpeedMph, detourFactor, roads }) : was.map((visit) => visit.id);
    const now = order.map((id) => byId.get(id)!);
    return { crewId: crew.id, workLogIds: order, before: figures(crew.start, was, settings), after: figures(crew.start, now, settings) };
  });
  return { crews: days, before: sum(days.map((day) => day.before)), after: sum(days.map((day) => day.after)) };
}
