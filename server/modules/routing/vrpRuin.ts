// Ruin and recreate after Christiaens & Vanden Berghe's SISR ("Slack Induction by String Removals", Transportation
// Science 2020): remove a few strings of consecutive visits from routes near a random visit, then put the visits
// back one by one at their cheapest feasible place, skipping a place now and then ("blinks"). Written from the paper.
import { EPSILON, type Model, type Plan } from './vrp';
import { beginAt, routeTiming } from './vrpWindows';

export interface RuinOptions {
  /** Visits removed on average (the paper's c̄). */
  averageRemoved?: number;
  /** The longest string removed (the paper's L^max). */
  longestString?: number;
  /** How often a feasible place is skipped on insertion (the paper's β). */
  blinkRate?: number;
}

const DEFAULTS = { averageRemoved: 10, longestString: 10, blinkRate: 0.01 } satisfies Required<RuinOptions>;

/** Removes strings from routes near a random visit (pinned visits excepted); returns the visits removed. */
export function ruin(plan: Plan, adjacency: readonly Int32Array[], random: () => number, options: RuinOptions = {}): number[] {
  const { averageRemoved, longestString } = { ...DEFAULTS, ...options };
  const used = plan.routes.filter((route) => route.length > 0);
  if (!used.length) return [];
  const averageLength = used.reduce((sum, route) => sum + route.length, 0) / used.length;
  const stringMax = Math.min(longestString, averageLength);
  const routesMax = (4 * averageRemoved) / (1 + stringMax) - 1;
  const routesToRuin = Math.floor(random() * routesMax) + 1;
  const assigned = used.flat();
  const seed = assigned[Math.floor(random() * assigned.length)];
  const ruined = new Set<number>();
  const removed: number[] = [];
  for (const visit of [seed, ...adjacency[seed]]) {
    if (ruined.size >= routesToRuin) break;
    const vehicle = plan.routeOf[visit];
    if (vehicle < 0 || ruined.has(vehicle)) continue;
    const route = plan.routes[vehicle];
    const length = Math.floor(random() * Math.min(route.length, stringMax)) + 1;
    const at = route.indexOf(visit);
    const first = Math.max(0, Math.min(route.length - length, at - Math.floor(random() * length)));
    // Pinned visits stay where they are: put back elsewhere in their route they might no longer fit, and must not be left out.
    const string = route.slice(first, first + length);
    removed.push(...string.filter((visit) => plan.model.pinnedTo[visit] < 0));
    plan.setRoute(vehicle, [
      ...route.slice(0, first),
      ...string.filter((visit) => plan.model.pinnedTo[visit] >= 0),
      ...route.slice(first + length),
    ]);
    ruined.add(vehicle);
  }
  return removed;
}

/** The paper's orders for reinsertion, with its weights: random 4, largest demand 4, farthest from the start 2, nearest 1. */
function insertionOrder(model: Model, visits: number[], random: () => number): number[] {
  const pick = random() * 11;
  const fromStart = (visit: number) => model.d(model.startOf(0), visit);
  if (pick < 4) {
    for (let index = visits.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [visits[index], visits[other]] = [visits[other], visits[index]];
    }
    return visits;
  }
  if (pick < 8) return visits.sort((a, b) => model.demand[b] - model.demand[a] || a - b);
  if (pick < 10) return visits.sort((a, b) => fromStart(b) - fromStart(a) || a - b);
  return visits.sort((a, b) => fromStart(a) - fromStart(b) || a - b);
}

/** Puts each visit back at its cheapest feasible place; what fits nowhere is left out. */
export function recreate(plan: Plan, visits: number[], random: () => number, options: RuinOptions = {}) {
  const { blinkRate } = { ...DEFAULTS, ...options };
  const { model } = plan;
  const ordered = insertionOrder(model, visits, random);
  const left: number[] = [];
  for (const visit of ordered) {
    // A visit that blinked past every place it fits is not left out for that.
    const place = cheapestPlace(plan, visit, random, blinkRate) ?? cheapestPlace(plan, visit);
    if (!place) {
      left.push(visit);
      continue;
    }
    const route = plan.routes[place.vehicle];
    plan.setRoute(place.vehicle, [...route.slice(0, place.at), visit, ...route.slice(place.at)]);
  }
  plan.unassigned = left;
}

/** Whether `visit` put at `at` of `route` (after `before`) starts in its windows and leaves the visits after it on time. */
function onTimeAt(
  model: Model,
  timing: ReturnType<typeof routeTiming>,
  visit: number,
  before: number,
  at: number,
  route: readonly number[],
) {
  const begin = beginAt(model.windows[visit], timing.ready[at] + model.travel(before, visit));
  if (begin === Infinity) return false;
  return at === route.length || begin + model.service[visit] + model.travel(visit, route[at]) <= timing.latest[at] + EPSILON;
}

/** The cheapest place to insert `visit` that keeps its route within capacity, duration and access windows, or null. */
export function cheapestPlace(plan: Plan, visit: number, random: () => number = () => 1, blinkRate = 0) {
  const { model } = plan;
  let best: { vehicle: number; at: number } | null = null;
  let bestCost = Infinity;
  const emptyTried: number[] = [];
  for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) {
    if (!model.allows(vehicle, visit)) continue;
    if (plan.load[vehicle] + model.demand[visit] > model.capacity[vehicle] + EPSILON) continue;
    const spare = model.maxDuration[vehicle] - model.duration(plan.distance[vehicle], plan.service[vehicle] + model.service[visit]);
    if (spare < -EPSILON) continue;
    const route = plan.routes[vehicle];
    if (!route.length) {
      // Empty vehicles alike (the CVRP's fleet) give the same cost: trying one is enough.
      if (emptyTried.some((other) => model.alike(vehicle, other))) continue;
      emptyTried.push(vehicle);
    }
    const start = model.startOf(vehicle);
    const closed = model.returns[vehicle] === 1;
    // Figured once a place of this route is cheap enough to be taken.
    let timing: ReturnType<typeof routeTiming> | null = null;
    for (let at = 0; at <= route.length; at++) {
      const before = at === 0 ? start : route[at - 1];
      const after = at < route.length ? route[at] : closed ? start : -1;
      const added = model.d(before, visit) + (after >= 0 ? model.d(visit, after) - model.d(before, after) : 0);
      if (added >= bestCost) continue;
      if (added * model.perDistance > spare + EPSILON) continue;
      if (model.timed) {
        timing ??= routeTiming(model.clock, start, model.startMinutes[vehicle], route);
        if (!onTimeAt(model, timing, visit, before, at, route)) continue;
      }
      if (blinkRate > 0 && random() < blinkRate) continue;
      bestCost = added;
      best = { vehicle, at };
    }
  }
  return best;
}
