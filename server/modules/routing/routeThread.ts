// Generate Route's optimiser off the API's thread, on the node's solver pool (solverPool.ts): a burst of routes on
// large days no longer delays the node's other requests. A small day is solved inline, where the search costs less
// than the trip to a worker and back (docs/routing.md, "Where the searches run").
import { planRoute, type RoutePlanInput } from './optimiser';
import { sharedSolverPool } from './solverPool';

/** Pending stops up to which the day is ordered on the caller's thread. */
export const INLINE_ROUTE_STOPS = 12;

/** The same order as planRoute(input) gives. */
export async function planRouteOffThread(input: RoutePlanInput): Promise<string[]> {
  const pool = sharedSolverPool();
  if (!pool || input.pending.length <= INLINE_ROUTE_STOPS) return planRoute(input);
  return pool.run<string[]>('route', input, { quick: true });
}
