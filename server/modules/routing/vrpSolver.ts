// The multi-route solver: from the given routes (or none), cheapest insertion and the local search, then ruin and
// recreate (SISR) under simulated annealing, the local search polishing every new best plan, and at the end each
// route re-ordered by the single-crew optimiser. Lexicographic goal: fewest visits left out, then least distance.
// Access windows are a rule of every route (vrpWindows.ts): no move, insertion or re-ordering makes a visit late.
import { solveCvrpHgs, type HgsProgress } from './hgs';
import { cvrpData } from './hgsData';
import { solveOpenPath } from './optimiser';
import { seededRandom, solveTour } from './tour';
import { Model, Plan, type VrpProblem } from './vrp';
import { LocalSearch } from './vrpMoves';
import { cheapestPlace, recreate, ruin, type RuinOptions } from './vrpRuin';

export interface VrpOptions {
  /** The same seed, input and options give the same plan (while the iteration budget binds before the time budget). */
  seed?: number;
  /** Ruin-and-recreate steps. */
  iterations?: number;
  /** Stops the steps after this many milliseconds even when iterations remain. */
  timeBudgetMs?: number;
  /** The clock the time budget reads (milliseconds): wall time by default. */
  clock?: () => number;
  /** The current plan: each vehicle's visits (indices into `visits`) in order; the result is never worse when it is feasible. */
  initial?: readonly (readonly number[])[];
  /** Nearest visits the local search pairs each visit with. */
  neighbours?: number;
  /** Simulated annealing's temperature, from `start` down to `end` (distance units); by default scaled on the first plan. */
  temperature?: { start: number; end: number };
  ruin?: RuinOptions;
  /** Progress of a long search (steps or generations, the best distance so far), at most every PROGRESS_MS of the clock. */
  onProgress?: (progress: HgsProgress) => void;
}

export interface VrpSolution {
  /** Each vehicle's visits (indices into `visits`) in order. */
  routes: number[][];
  /** Visits that fit in no route. */
  unassigned: number[];
  distance: number;
  iterations: number;
}

export const DEFAULT_BALANCE_ITERATIONS = 5000;
/** Progress reports are for a person watching: a few a second at most. */
export const PROGRESS_MS = 250;
const DEFAULT_NEIGHBOURS = 20;

/** Each visit's other visits, nearest first. */
function adjacencyLists(model: Model): Int32Array[] {
  const visits = Array.from({ length: model.visitCount }, (_, visit) => visit);
  return visits.map((visit) =>
    Int32Array.from(visits.filter((other) => other !== visit).sort((a, b) => model.d(visit, a) - model.d(visit, b) || a - b)),
  );
}

/** The given routes made valid: each visit once, pinned visits on their vehicle, routes cut back (from the end) to fit. */
function initialPlan(model: Model, initial: readonly (readonly number[])[]): Plan {
  const seen = new Uint8Array(model.visitCount);
  const routes: number[][] = Array.from({ length: model.vehicleCount }, () => []);
  initial.slice(0, model.vehicleCount).forEach((route, vehicle) => {
    for (const visit of route) {
      if (visit < 0 || visit >= model.visitCount || seen[visit]) continue;
      seen[visit] = 1;
      const pinned = model.pinnedTo[visit];
      routes[pinned >= 0 ? pinned : vehicle].push(visit);
    }
  });
  for (let visit = 0; visit < model.visitCount; visit++)
    if (!seen[visit] && model.pinnedTo[visit] >= 0) routes[model.pinnedTo[visit]].push(visit);
  // Pinned visits stay even when they alone overrun their vehicle's limit: the limit grows to hold them.
  routes.forEach((route, vehicle) => {
    const pinned = route.filter((visit) => model.pinnedTo[visit] >= 0);
    const { distance, service } = model.measure(vehicle, pinned);
    model.maxDuration[vehicle] = Math.max(model.maxDuration[vehicle], model.duration(distance, service));
  });
  const plan = new Plan(model, routes);
  const left: number[] = [];
  for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) {
    const route = [...plan.routes[vehicle]];
    for (;;) {
      const late = plan.fits(vehicle) ? model.firstLate(vehicle, route) : route.length;
      if (late < 0) break;
      // Over its hours: the last visit that may go; late: the late visit, else the last before it that may go.
      const at = route.findLastIndex((visit, index) => index <= late && model.pinnedTo[visit] < 0);
      if (at < 0 && late === route.length) break;
      // A pinned visit late behind pinned ones only stays, and is planned as if it had no window.
      if (at < 0) model.windows[route[late]] = null;
      else left.push(...route.splice(at, 1));
      plan.setRoute(vehicle, [...route]);
    }
  }
  for (let visit = 0; visit < model.visitCount; visit++) if (!seen[visit] && model.pinnedTo[visit] < 0) left.push(visit);
  insertLeftOut(plan, left);
  return plan;
}

/** Cheapest insertion of the visits given, nearest the start point first; what fits nowhere is left out. */
function insertLeftOut(plan: Plan, visits: readonly number[]) {
  const left: number[] = [];
  for (const visit of visits) {
    const place = cheapestPlace(plan, visit);
    if (!place) left.push(visit);
    else plan.setRoute(place.vehicle, plan.routes[place.vehicle].toSpliced(place.at, 0, visit));
  }
  plan.unassigned = left;
}

function polish(model: Model, plan: Plan, neighbours: Int32Array[], touched: Iterable<number>) {
  const search = new LocalSearch(model, plan, neighbours);
  for (const vehicle of touched) search.wake(plan.routes[vehicle]);
  search.run();
  if (plan.unassigned.length) insertLeftOut(plan, plan.unassigned);
}

/** Each route re-ordered by the single-crew optimiser (open path or closed tour) when that is shorter. */
function reorderRoutes(model: Model, plan: Plan, seed: number) {
  for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) {
    const route = plan.routes[vehicle];
    if (route.length < 3) continue;
    const nodes = [model.startOf(vehicle), ...route];
    const distance = (a: number, b: number) => model.d(nodes[a], nodes[b]);
    // A route is short: a few hundred kicks settle it (the defaults are sized for a whole day of one crew).
    const budget = { seed, iterations: 300, patience: 100 };
    const order = model.returns[vehicle]
      ? solveTour(nodes.length, distance, { ...budget, firstStart: 0 })
      : solveOpenPath(nodes.length, distance, true, budget);
    const at = order.indexOf(0);
    const visits = [...order.slice(at + 1), ...order.slice(0, at)].map((node) => nodes[node]);
    const before = plan.distance[vehicle];
    // The single-crew engine orders for distance only: an order that makes a visit late is not taken.
    if (model.firstLate(vehicle, visits) >= 0) continue;
    plan.setRoute(vehicle, visits);
    if (plan.distance[vehicle] > before) plan.setRoute(vehicle, route);
  }
}

/**
 * The capacitated form (every vehicle alike: one depot, closed routes, one capacity, no duration limit, nothing pinned,
 * every demand within the capacity) goes to the hybrid genetic search; null when the problem is not of that form or
 * the plan found needs more vehicles than there are.
 */
function solveCapacitated(problem: VrpProblem, model: Model, options: VrpOptions): VrpSolution | null {
  const { vehicles, visits } = problem;
  if (!vehicles.length || !visits.length || model.timed) return null;
  for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) {
    if (!model.returns[vehicle] || model.maxDuration[vehicle] !== Infinity || !model.alike(0, vehicle)) return null;
  }
  const capacity = model.capacity[0];
  if (!Number.isFinite(capacity) || visits.some((visit, index) => visit.pinnedTo !== undefined || model.demand[index] > capacity))
    return null;
  // Node 0 is the depot, node i the visit i - 1.
  const node = (at: number) => (at === 0 ? model.startOf(0) : at - 1);
  const { points } = problem;
  const located = points && [vehicles[0].start, ...visits.map((visit) => visit.node)].map((at) => points[at]);
  const data = cvrpData(
    visits.length,
    (a, b) => model.d(node(a), node(b)),
    [0, ...model.demand],
    capacity,
    undefined,
    located?.every(Boolean) ? located : undefined,
  );
  const initial = options.initial?.map((route) => route.map((visit) => visit + 1));
  const { iterations = DEFAULT_BALANCE_ITERATIONS, timeBudgetMs, seed, clock } = options;
  const gate = options.onProgress && throttled(options.onProgress, clock ?? (() => performance.now()));
  const onProgress = gate && ((progress: HgsProgress) => gate(() => progress));
  const result = solveCvrpHgs(data, { seed, iterations, timeBudgetMs, clock, initial, onProgress, maxRoutes: model.vehicleCount });
  if (result.routes.length > model.vehicleCount) return null;
  const routes = Array.from({ length: model.vehicleCount }, (_, vehicle) => (result.routes[vehicle] ?? []).map((client) => client - 1));
  const plan = new Plan(model, routes);
  if (routes.some((_, vehicle) => !plan.fits(vehicle))) return null;
  return { routes, unassigned: [], distance: plan.totalDistance(), iterations: result.iterations };
}

/** `report`, skipping calls that come within PROGRESS_MS of the last one it passed on (their progress never made). */
function throttled(report: (progress: HgsProgress) => void, clock: () => number) {
  let last = -Infinity;
  return (progress: () => HgsProgress) => {
    const now = clock();
    if (now - last < PROGRESS_MS) return;
    last = now;
    report(progress());
  };
}

/** The plan this search finds: fewest visits left out, then least total distance, every route within its limits. */
export function solveVrp(problem: VrpProblem, options: VrpOptions = {}): VrpSolution {
  const { seed = 1, iterations = DEFAULT_BALANCE_ITERATIONS, timeBudgetMs = Infinity, initial = [] } = options;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const model = new Model(problem);
  const capacitated = solveCapacitated(problem, model, options);
  if (capacitated) return capacitated;
  const random = seededRandom(seed);
  const adjacency = adjacencyLists(model);
  const neighbours = adjacency.map((list) => list.slice(0, options.neighbours ?? DEFAULT_NEIGHBOURS));

  let current = initialPlan(model, initial);
  polish(model, current, neighbours, current.routes.keys());
  let best = current.clone();
  const assigned = model.visitCount - current.unassigned.length;
  const scale = assigned ? (0.35 * current.totalDistance()) / assigned : 0;
  const { start: hot, end: cold } = options.temperature ?? { start: scale, end: scale / 100 };

  const progressed = options.onProgress && throttled(options.onProgress, clock);
  let step = 0;
  for (; step < iterations && model.visitCount > 0; step++) {
    const elapsed = clock() - started;
    if (elapsed > timeBudgetMs) break;
    progressed?.(() => ({ iterations: step, elapsedMs: elapsed, bestCost: best.totalDistance() }));
    const progress = Math.max(step / iterations, timeBudgetMs === Infinity ? 0 : elapsed / timeBudgetMs);
    const temperature = hot > 0 ? hot * (cold / hot) ** progress : 0;
    const candidate = current.clone();
    const removed = ruin(candidate, adjacency, random, options.ruin);
    const touched = new Set(removed.map((visit) => current.routeOf[visit]));
    recreate(candidate, [...removed, ...candidate.unassigned], random, options.ruin);
    for (const route of candidate.routes.keys())
      if (candidate.routes[route].some((visit) => current.routeOf[visit] !== route)) touched.add(route);
    if (candidate.isBetterThan(best)) {
      polish(model, candidate, neighbours, touched);
      best = candidate.clone();
      current = candidate;
      continue;
    }
    const fewerLeft = candidate.unassigned.length - current.unassigned.length;
    if (fewerLeft < 0 || (fewerLeft === 0 && candidate.totalDistance() < current.totalDistance() - temperature * Math.log(random())))
      current = candidate;
  }
  reorderRoutes(model, best, seed);
  return {
    routes: best.routes.map((route) => [...route]),
    unassigned: [...best.unassigned].sort((a, b) => a - b),
    distance: best.totalDistance(),
    iterations: step,
  };
}
