// Vehicle routing with time windows (VRPTW), the form Solomon's benchmark sets pose: closed routes from one depot,
// a capacity, each customer's service starting within its window (waiting when early allowed), every route back by
// the depot's closing time. Pure. `solveVrptw` runs the time-warp genetic search (hgsTw.ts) on the customers a vehicle
// can serve at all, and falls back on the large neighbourhood search (vrptwLns.ts), feasible by construction, when the
// genetic search ends without a feasible plan; `checkVrptw` re-checks a plan from scratch (the bench's violations).
import { solveHgsTw } from './hgsTw';
import { routeWarp, twData } from './hgsTwData';
import { solveVrptwLns } from './vrptwLns';
import type { VrptwOptions, VrptwPlan, VrptwProblem } from './vrptwProblem';

export type { VrptwOptions, VrptwPlan, VrptwProblem } from './vrptwProblem';

export function solveVrptw(problem: VrptwProblem, options: VrptwOptions = {}): VrptwPlan {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const everyone = Array.from({ length: problem.size - 1 }, (_, index) => index + 1);
  // A customer no vehicle can serve even alone is left out, as the fallback would leave it.
  const alone = (customer: number) => {
    const arrival = Math.max(problem.ready[0] + problem.distance(0, customer), problem.ready[customer]);
    return (
      problem.demand[customer] <= problem.capacity &&
      arrival <= problem.due[customer] &&
      arrival + problem.service[customer] + problem.distance(customer, 0) <= problem.due[0]
    );
  };
  const served = everyone.filter(alone);
  const unassigned = everyone.filter((customer) => !alone(customer));
  const nodes = [0, ...served];
  const pick = (values: readonly number[]) => nodes.map((node) => values[node]);
  const data = twData(
    served.length,
    (a, b) => problem.distance(nodes[a], nodes[b]),
    { demand: pick(problem.demand), ready: pick(problem.ready), due: pick(problem.due), service: pick(problem.service) },
    problem.capacity,
  );
  const result = solveHgsTw(data, {
    seed: options.seed,
    iterations: options.iterations ?? 1000,
    timeBudgetMs: options.timeBudgetMs,
    clock,
    maxRoutes: problem.vehicles,
  });
  const routes = result.routes.map((route) => route.map((client) => nodes[client]));
  const check = checkVrptw(problem, routes);
  if (!result.feasible || check.violations - unassigned.length > 0 || result.routes.some((route) => routeWarp(data, route) > 1e-9))
    // The fallback gets what is left of the budget.
    return solveVrptwLns(problem, {
      ...options,
      timeBudgetMs: options.timeBudgetMs === undefined ? undefined : Math.max(0, options.timeBudgetMs - (clock() - started)),
    });
  return { routes, distance: check.distance, unassigned, generations: result.iterations };
}

/** A plan checked from scratch: its distance, and every broken rule (a late start, an overloaded or late-back route,
 * a customer visited twice or never). */
export function checkVrptw(problem: VrptwProblem, routes: readonly (readonly number[])[]) {
  const n = problem.size;
  const d = (a: number, b: number) => problem.distance(a, b);
  let late = 0;
  let overCapacity = 0;
  let distance = 0;
  const seen = new Array<number>(n).fill(0);
  for (const route of routes) {
    if (route.reduce((total, node) => total + problem.demand[node], 0) > problem.capacity) overCapacity++;
    let time = problem.ready[0];
    let at = 0;
    for (const node of route) {
      seen[node]++;
      distance += d(at, node);
      time = Math.max(time + d(at, node), problem.ready[node]);
      if (time > problem.due[node] + 1e-9) late++;
      time += problem.service[node];
      at = node;
    }
    distance += d(at, 0);
    if (time + d(at, 0) > problem.due[0] + 1e-9) late++;
  }
  const missed = seen.slice(1).filter((count) => count !== 1).length;
  return { distance, late, overCapacity, missed, violations: late + overCapacity + missed + Math.max(0, routes.length - problem.vehicles) };
}
