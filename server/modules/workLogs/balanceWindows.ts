// Access windows in the balance preview (pure): which visits a day's routes leave outside their windows, and the
// proposal cut so that no move it makes or offers leaves a visit late that was on time (docs/routing.md).
import type { Point } from '../../../common/geo/distance';
import { type DayClock, type StopTiming, timeline, type TimedStop } from '../routing';

export interface WindowCrew {
  id: string;
  start: Point | null;
  clock: DayClock;
}

export interface WindowMissAt {
  crewId: string;
  timing: StopTiming;
}

/** The visits outside their windows along each crew's order (`late` or `closed-day`), by work log. */
export function windowMissesOf(
  crews: readonly WindowCrew[],
  orders: readonly { crewId: string; workLogIds: readonly string[] }[],
  workLogs: ReadonlyMap<string, TimedStop>,
): Map<string, WindowMissAt> {
  const misses = new Map<string, WindowMissAt>();
  const crewById = new Map(crews.map((crew) => [crew.id, crew]));
  for (const { crewId, workLogIds } of orders) {
    const crew = crewById.get(crewId);
    if (!crew) continue;
    const stops = workLogIds.flatMap((id) => workLogs.get(id) ?? []);
    for (const timing of timeline(crew.start, stops, crew.clock)) if (timing.problem) misses.set(timing.id, { crewId, timing });
  }
  return misses;
}

interface Move {
  workLogId: string;
  fromCrewId: string;
  toCrewId: string;
  ticked: boolean;
}

/**
 * The moves with those that make a visit late which was not, taken out: ticked moves on a crew with a newly late
 * visit go (all of that crew's, then the day is figured again, until none is newly late), then each unticked move is
 * tried on top of the ticked ones and goes if it makes one. `lateAfter` figures the day after the given moves.
 */
export function movesKeepingWindows<M extends Move>(
  moves: readonly M[],
  lateBefore: ReadonlySet<string>,
  lateAfter: (moves: readonly M[]) => Map<string, WindowMissAt>,
): { moves: M[]; dropped: number } {
  let ticked = moves.filter((move) => move.ticked);
  for (;;) {
    const newlyLate = [...lateAfter(ticked)].filter(([id]) => !lateBefore.has(id));
    if (!newlyLate.length) break;
    const crews = new Set(newlyLate.map(([, miss]) => miss.crewId));
    ticked = ticked.filter((move) => !crews.has(move.toCrewId) && !crews.has(move.fromCrewId));
  }
  const offered = moves.filter((move) => !move.ticked && [...lateAfter([...ticked, move])].every(([id]) => lateBefore.has(id)));
  const kept = new Set([...ticked, ...offered]);
  const result = moves.filter((move) => kept.has(move));
  return { moves: result, dropped: moves.length - result.length };
}
