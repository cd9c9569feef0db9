// What "Balance crews" offers: the solver's moves and single relocations, kept only where they lower the day's cost
// (driving minutes plus overtime minutes, weighted), so a proposal is never a worse day than the current plan. Pure.
import type { Point } from '../../../common/geo/distance';
import {
  type BalanceCrew,
  balanceDay,
  type BalanceInput,
  type BalanceProposal,
  type BalanceWorkLog,
  type CrewDayFigures,
  figures,
  figureSettings,
} from './balance';
import { crewDayOrder, type DayAfterMoves, dayAfterMoves, lateVisits } from './dayAfterMoves';

/** Minutes of the crew's day past what it has left: driving and service together beyond its available minutes. */
export function overtimeMinutes(day: CrewDayFigures, availableMinutes: number): number {
  return Math.max(0, day.driveMinutes + day.serviceMinutes - availableMinutes);
}

/** One crew day's cost in minutes: its driving, and each overtime minute counted `overtimeWeight` times. */
export function crewCost(day: CrewDayFigures, availableMinutes: number, overtimeWeight: number): number {
  return day.driveMinutes + overtimeWeight * overtimeMinutes(day, availableMinutes);
}

/** The day's cost before and after the moves of `day`, each crew's minutes from `available` (crew id → minutes). */
export function dayCost(day: Pick<DayAfterMoves, 'crews'>, available: ReadonlyMap<string, number>, overtimeWeight: number) {
  const total = (side: 'before' | 'after') =>
    day.crews.reduce((sum, crew) => sum + crewCost(crew[side], available.get(crew.crewId) ?? 0, overtimeWeight), 0);
  return { before: total('before'), after: total('after') };
}

export interface BalancePlanInput extends BalanceInput {
  /** System Settings, routing: how many minutes of driving one minute of overtime is worth. */
  overtimeWeight: number;
  /** Day-cost evaluations the choice of moves may spend (each re-orders at most two crew days, quickly). */
  evaluations?: number;
}

export interface PlannedMove {
  workLogId: string;
  fromCrewId: string;
  toCrewId: string;
  /** It lowers the day's cost: offered ticked. */
  ticked: boolean;
  /** An unticked move: the minutes of cost it adds when ticked besides the ticked ones (null for a ticked move). */
  addsMinutes: number | null;
}

export interface BalancePlan {
  /** Empty when no move lowers the day's cost ("no better plan found"). */
  moves: PlannedMove[];
  leftOut: BalanceProposal['leftOut'];
  /** The day after the ticked moves, as an apply leaves it. */
  day: DayAfterMoves;
  cost: { before: number; after: number };
}

/** Below this many minutes a change of cost is rounding, not a better day. */
const EPSILON = 0.01;
const DEFAULT_EVALUATIONS = 600;
/** A quick order for a crew day while choosing; the figures shown are then made with Generate Route's own. */
const QUICK = { seed: 1, iterations: 30, patience: 10 };
/** What a visit made late costs while choosing moves: more than any saving of driving a day could offer. */
const LATE_MINUTES = 24 * 60;

type Move = Omit<PlannedMove, 'ticked' | 'addsMinutes'>;

/**
 * The cost of any set of moves, each changed crew day put in a quick order; crew days seen before are remembered. A
 * visit the quick order leaves late that is on time today costs LATE_MINUTES more, so no choice makes one late.
 */
function costModel({ crews, visits, averageSpeedMph, detourFactor, roads, overtimeWeight }: BalancePlanInput) {
  const settings = figureSettings({ averageSpeedMph, detourFactor, roads });
  const cache = new Map<string, { minutes: number; newlyLate: number }>();
  const byCrew = new Map(crews.map((crew) => [crew.id, visits.filter((visit) => visit.crewId === crew.id)]));
  const lateToday = new Set(crews.flatMap((crew) => lateVisits(crew, byCrew.get(crew.id)!, settings)));
  const crewDay = (crew: BalanceCrew, joins: BalanceWorkLog[]) => {
    const was = byCrew.get(crew.id)!;
    const changed = joins.length !== was.length || joins.some((visit) => visit.crewId !== crew.id);
    const key = `${crew.id}:${changed ? joins.map((visit) => visit.id).sort() : 'as-is'}`;
    let cost = cache.get(key);
    if (cost === undefined) {
      const order = changed ? crewDayOrder(crew, joins, settings, { options: QUICK, quick: true }) : null;
      const byId = new Map(joins.map((visit) => [visit.id, visit]));
      const ordered = order ? order.map((id) => byId.get(id)!) : was;
      const newlyLate = lateVisits(crew, ordered, settings).filter((id) => !lateToday.has(id)).length;
      cost = { minutes: crewCost(figures(crew.start, ordered, settings), crew.availableMinutes, overtimeWeight), newlyLate };
      cache.set(key, cost);
    }
    return cost;
  };
  /** `penalised`: with LATE_MINUTES for each visit made late (choosing); without, the day's cost alone (shown). */
  return (moves: readonly Move[], penalised = true) => {
    const to = new Map(moves.map((move) => [move.workLogId, move.toCrewId]));
    return crews.reduce((sum, crew) => {
      const day = crewDay(
        crew,
        visits.filter((visit) => (to.get(visit.id) ?? visit.crewId) === crew.id),
      );
      return sum + day.minutes + (penalised ? LATE_MINUTES * day.newlyLate : 0);
    }, 0);
  };
}

/** Each movable visit to the crew whose start or visits lie nearest it: the relocations tried beside the solver's. */
function relocations({ crews, visits }: BalanceInput): Move[] {
  const crewIds = new Set(crews.map((crew) => crew.id));
  const square = (a: Point, b: Point) => (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
  const placesOf = (crewId: string, start: Point | null) =>
    [start, ...visits.filter((visit) => visit.crewId === crewId).map((visit) => visit.position)].filter((point) => point !== null);
  const places = crews.map((crew) => ({ crewId: crew.id, points: placesOf(crew.id, crew.start) }));
  return visits.flatMap((visit) => {
    if (visit.pinned || !visit.position || !visit.crewId || !crewIds.has(visit.crewId)) return [];
    const distances = places
      .filter((place) => place.crewId !== visit.crewId && place.points.length)
      .map((place) => ({ crewId: place.crewId, distance: Math.min(...place.points.map((point) => square(point, visit.position!))) }))
      .sort((a, b) => a.distance - b.distance);
    return distances.length ? [{ workLogId: visit.id, fromCrewId: visit.crewId, toCrewId: distances[0].crewId }] : [];
  });
}

/**
 * The set of candidate moves with the lowest cost this search finds: from the solver's whole proposal, drop the move
 * whose removal lowers the cost most, then add the candidate that lowers it most, until neither does or the budget ends.
 */
function chooseMoves(candidates: readonly Move[], start: readonly Move[], cost: (moves: readonly Move[]) => number, budget: number) {
  let chosen = [...start];
  let best = cost(chosen);
  let left = budget;
  for (let improved = true; improved && left > 0;) {
    improved = false;
    const inChosen = new Set(chosen.map((move) => move.workLogId));
    const options = [
      ...chosen.map((move) => chosen.filter((other) => other !== move)),
      ...candidates.filter((move) => !inChosen.has(move.workLogId)).map((move) => [...chosen, move]),
    ];
    let next: Move[] | null = null;
    for (const option of options) {
      if (left-- <= 0) break;
      const value = cost(option);
      if (value < best - EPSILON) [best, next] = [value, option];
    }
    if (next) [chosen, improved] = [next, true];
  }
  return chosen;
}

/** The proposal: moves that lower the day's cost ticked, the solver's other moves unticked, or none at all. */
export function planBalance(input: BalancePlanInput): BalancePlan {
  const { crews, visits, averageSpeedMph, detourFactor, roads, overtimeWeight } = input;
  const proposal = balanceDay(input);
  const solverMoves = proposal.moved.flatMap((move) =>
    move.fromCrewId === null ? [] : [{ workLogId: move.workLogId, fromCrewId: move.fromCrewId, toCrewId: move.toCrewId }],
  );
  const solverIds = new Set(solverMoves.map((move) => move.workLogId));
  const candidates = [...solverMoves, ...relocations(input).filter((move) => !solverIds.has(move.workLogId))];
  const cost = costModel(input);
  const budget = input.evaluations ?? DEFAULT_EVALUATIONS;
  const fromSolver = chooseMoves(candidates, solverMoves, cost, budget);
  const fromNothing = chooseMoves(candidates, [], cost, budget);
  const quick = cost(fromNothing) < cost(fromSolver) ? fromNothing : fromSolver;

  const available = new Map(crews.map((crew) => [crew.id, crew.availableMinutes]));
  const after = (moves: readonly Move[]) => {
    const day = dayAfterMoves({
      crews,
      visits,
      moves: new Map(moves.map((move) => [move.workLogId, move.toCrewId])),
      averageSpeedMph,
      detourFactor,
      roads,
    });
    return { day, cost: dayCost(day, available, overtimeWeight) };
  };
  const exact = after(quick);
  // The quick order chose; the figures shown are Generate Route's. A choice no better by those is not offered.
  const chosen = exact.cost.after < exact.cost.before - EPSILON ? quick : [];
  const result = chosen === quick ? exact : after([]);
  const ticked = new Set(chosen.map((move) => move.workLogId));
  const shown = chosen.length ? [...chosen, ...solverMoves.filter((move) => !ticked.has(move.workLogId))] : [];
  const order = new Map(visits.map((visit, index) => [visit.id, index]));
  const base = cost(chosen, false);
  // What a hand tick would cost, in the quick order's minutes: the dialog flags it before staff apply it.
  const adds = (move: Move) => (ticked.has(move.workLogId) ? null : Math.max(0, Math.round(cost([...chosen, move], false) - base)));
  return {
    moves: shown
      .map((move) => ({ ...move, ticked: ticked.has(move.workLogId), addsMinutes: adds(move) }))
      .sort((a, b) => order.get(a.workLogId)! - order.get(b.workLogId)!),
    // What fits in no crew's hours stays where it is, unless a move found a better place for it.
    leftOut: proposal.leftOut.filter((visit) => !shown.some((move) => move.workLogId === visit.workLogId)),
    day: result.day,
    cost: result.cost,
  };
}
