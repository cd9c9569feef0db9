// A vendor's day once some moves are made, as applying them makes it: each crew keeps its other visits, gains and loses
// the moved ones, and a day that changed is put in order by Generate Route's optimiser. Pure; a partial accept's figures.
import type { Point } from '../../../common/geo/distance';
import type { RoadTable } from '../../../common/geo/roads';
import { type BalanceWorkLog, type CrewDayFigures, figures, figureSettings, sum } from './balance';
import { planRoute } from './optimiser';

export interface DayAfterMovesInput {
  crews: readonly { id: string; start: Point | null }[];
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

/** Each crew's figures before (its current order) and after the moves (a changed day in the optimiser's order). */
export function dayAfterMoves({ crews, visits, moves, averageSpeedMph, detourFactor, roads }: DayAfterMovesInput): DayAfterMoves {
  const settings = figureSettings({ averageSpeedMph, detourFactor, roads });
  const byId = new Map(visits.map((visit) => [visit.id, visit]));
  const days = crews.map((crew) => {
    const was = visits.filter((visit) => visit.crewId === crew.id);
    const joins = visits.filter((visit) => (moves.get(visit.id) ?? visit.crewId) === crew.id);
    // As an apply does, only a day that gains or loses a visit is put in order again.
    const changed = joins.length !== was.length || joins.some((visit) => visit.crewId !== crew.id);
    const order = changed
      ? planRoute({ start: crew.start, pending: joins, detourFactor, roads, options: { seed: 1 } })
      : was.map((visit) => visit.id);
    const now = order.map((id) => byId.get(id)!);
    return { crewId: crew.id, workLogIds: order, before: figures(crew.start, was, settings), after: figures(crew.start, now, settings) };
  });
  return { crews: days, before: sum(days.map((day) => day.before)), after: sum(days.map((day) => day.after)) };
}
