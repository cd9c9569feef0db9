// A VRPTW problem as Solomon's sets pose it, the options of a search and its plan: shared by the genetic search's
// entry (vrptw.ts) and its fallback (vrptwLns.ts).
export interface VrptwProblem {
  /** Node 0 is the depot; customers 1..n-1. */
  size: number;
  /** Travel time equals distance (Solomon's convention). */
  distance: (a: number, b: number) => number;
  demand: readonly number[];
  ready: readonly number[];
  due: readonly number[];
  service: readonly number[];
  capacity: number;
  vehicles: number;
}

export interface VrptwOptions {
  seed?: number;
  /** Generations of the genetic search (default 1,000); the fallback's removal-and-reinsertion steps. */
  iterations?: number;
  /** Safety net, as the other solvers'. */
  timeBudgetMs?: number;
  /** Milliseconds from any origin, for the time budget: wall time by default; a bench may pass CPU time. */
  clock?: () => number;
}

export interface VrptwPlan {
  routes: number[][];
  distance: number;
  /** Customers no vehicle could take within the windows. */
  unassigned: number[];
  /** Generations the genetic search ran (absent when the fallback answered). */
  generations?: number;
}
