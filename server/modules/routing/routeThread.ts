// Generate Route's optimiser and its repair for access windows off the API's thread, on the node's solver pool
// (solverPool.ts): a burst of routes on large days no longer delays the node's other requests. A small day is solved
// inline, where the search costs less than the trip to a worker and back (docs/routing.md, "Where the searches run").
import type { Point } from '../../../common/geo/distance';
import { planRoute, type RoutePlanInput } from './optimiser';
import { sharedSolverPool } from './solverPool';
import { type DayClock, missesWindows, orderForWindows, type TimedStop } from './timeWindows';

/** Pending stops up to which the day is ordered on the caller's thread. */
export const INLINE_ROUTE_STOPS = 12;

/** The same order as planRoute(input) gives. */
export async function planRouteOffThread(input: RoutePlanInput): Promise<string[]> {
  const pool = sharedSolverPool();
  if (!pool || input.pending.length <= INLINE_ROUTE_STOPS) return planRoute(input);
  return pool.run<string[]>('route', input, { quick: true });
}

/** The same order as orderForWindows gives; a day that misses a window is searched on the pool (tens of milliseconds). */
export async function orderForWindowsOffThread(start: Point | null, ordered: readonly TimedStop[], clock: DayClock): Promise<TimedStop[]> {
  const pool = sharedSolverPool();
  if (!pool || !missesWindows(start, ordered, clock)) return orderForWindows(start, ordered, clock);
  const ids = await pool.run<string[]>('windows', { start, ordered, clock }, { quick: true });
  const byId = new Map(ordered.map((stop) => [stop.id, stop]));
  return ids.map((id) => byId.get(id)!);
}
