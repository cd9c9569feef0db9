// Generate Route's optimiser and its repair for access windows off the API's thread, on the node's solver pool
// (solverPool.ts): a burst of routes on large days no longer delays the node's other requests. A small day is solved
// inline, where the search costs less than the trip to a worker and back (docs/routing.md, "Where the searches run").
import type { Point } from '../../../common/geo/distance';
import { planRoute, type RoutePlanInput } from './optimiser';
import { sharedSolverPool, type SolverPool } from './solverPool';
import { type DayClock, missesWindows, orderForWindows, type TimedStop } from './timeWindows';

/** Pending stops up to which the day is ordered on the caller's thread. */
export const INLINE_ROUTE_STOPS = 12;

export interface OffThreadOptions {
  /**
   * Only on a warm worker free this moment, else on this thread: for a day ordered under its lock, whose transaction
   * must not wait its turn behind a balance, nor for a worker to boot.
   */
  whenIdle?: boolean;
}

/** The pool a search goes to, or null when it runs here: searches inline, or `whenIdle` and no warm worker is free. */
function poolFor({ whenIdle = false }: OffThreadOptions): SolverPool | null {
  const pool = sharedSolverPool();
  if (!pool || !whenIdle) return pool;
  const { workers, busy, queued } = pool.stats;
  return workers > busy && queued === 0 ? pool : null;
}

/** The same order as planRoute(input) gives. */
export async function planRouteOffThread(input: RoutePlanInput, options: OffThreadOptions = {}): Promise<string[]> {
  if (input.pending.length <= INLINE_ROUTE_STOPS) return planRoute(input);
  const pool = poolFor(options);
  return pool ? pool.run<string[]>('route', input, { quick: true }) : planRoute(input);
}

/** The same order as orderForWindows gives; a day that misses a window is searched on the pool (tens of milliseconds). */
export async function orderForWindowsOffThread(
  start: Point | null,
  ordered: readonly TimedStop[],
  clock: DayClock,
  options: OffThreadOptions = {},
): Promise<TimedStop[]> {
  if (!missesWindows(start, ordered, clock)) return orderForWindows(start, ordered, clock);
  const pool = poolFor(options);
  if (!pool) return orderForWindows(start, ordered, clock);
  const ids = await pool.run<string[]>('windows', { start, ordered, clock }, { quick: true });
  const byId = new Map(ordered.map((stop) => [stop.id, stop]));
  return ids.map((id) => byId.get(id)!);
}
