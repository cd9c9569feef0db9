// The time-window problem's plain method (vrptw.ts), pure: cheapest feasible insertion,
// then large neighbourhood search (remove a cluster or a random set of customers, put them back at their cheapest
// feasible places by window close or in random order, descend with relocate and 2-opt* over the routes that changed,
// accept by record-to-record travel). Every plan it answers is feasible by construction; `checkVrptw` re-checks a
// plan from scratch (the bench's violations).
import { seededRandom } from './tour';
import type { VrptwOptions, VrptwPlan, VrptwProblem } from './vrptwProblem';

interface Model {
  n: number;
  d: Float64Array;
  p: VrptwProblem;
}

function modelOf(problem: VrptwProblem): Model {
  const n = problem.size;
  const d = new Float64Array(n * n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) d[a * n + b] = problem.distance(a, b);
  return { n, d, p: problem };
}

const routeDistance = ({ n, d }: Model, route: readonly number[]) => {
  let total = 0;
  let at = 0;
  for (const node of route) {
    total += d[at * n + node];
    at = node;
  }
  return total + d[at * n];
};

/** Whether `route` with `customer` inserted before index `position` meets every window, the capacity and the depot's hours. */
function fits(model: Model, route: readonly number[], load: number, customer: number, position: number): boolean {
  const { n, d, p } = model;
  if (load + p.demand[customer] > p.capacity) return false;
  let time = p.ready[0];
  let at = 0;
  for (let index = 0; index <= route.length; index++) {
    if (index === position) {
      time = Math.max(time + d[at * n + customer], p.ready[customer]);
      if (time > p.due[customer]) return false;
      time += p.service[customer];
      at = customer;
    }
    if (index === route.length) break;
    const node = route[index];
    time = Math.max(time + d[at * n + node], p.ready[node]);
    if (time > p.due[node]) return false;
    time += p.service[node];
    at = node;
  }
  return time + d[at * n] <= p.due[0];
}

interface State {
  routes: number[][];
  loads: number[];
}

const loadOf = (p: VrptwProblem, route: readonly number[]) => route.reduce((total, node) => total + p.demand[node], 0);
const totalDistance = (model: Model, state: State) => state.routes.reduce((total, route) => total + routeDistance(model, route), 0);

/** Puts `customers` back one by one in their order, each at its cheapest feasible place (a new route when none). */
function insertAll(model: Model, state: State, customers: readonly number[]): number[] {
  const { n, d, p } = model;
  const left: number[] = [];
  for (const customer of customers) {
    let best = Infinity;
    let bestRoute = -1;
    let bestPosition = -1;
    state.routes.forEach((route, r) => {
      for (let position = 0; position <= route.length; position++) {
        const before = position === 0 ? 0 : route[position - 1];
        const after = position === route.length ? 0 : route[position];
        const added = d[before * n + customer] + d[customer * n + after] - d[before * n + after];
        if (added < best && fits(model, route, state.loads[r], customer, position)) {
          best = added;
          bestRoute = r;
          bestPosition = position;
        }
      }
    });
    if (bestRoute >= 0) {
      state.routes[bestRoute].splice(bestPosition, 0, customer);
      state.loads[bestRoute] += p.demand[customer];
    } else if (state.routes.length < p.vehicles && fits(model, [], 0, customer, 0)) {
      state.routes.push([customer]);
      state.loads.push(p.demand[customer]);
    } else left.push(customer);
  }
  return left;
}

/** Whether a whole route meets every window, the capacity and the depot's hours. */
function feasible(model: Model, route: readonly number[]): boolean {
  const { n, d, p } = model;
  let load = 0;
  let time = p.ready[0];
  let at = 0;
  for (const node of route) {
    load += p.demand[node];
    time = Math.max(time + d[at * n + node], p.ready[node]);
    if (time > p.due[node]) return false;
    time += p.service[node];
    at = node;
  }
  return load <= p.capacity && time + d[at * n] <= p.due[0];
}

/** Descent to a local optimum, first improvement over each customer's nearest neighbours, every route kept feasible:
 * relocate the customer beside a neighbour (within its route or into another), and 2-opt* (the customer's route takes
 * the neighbour's route's tail from the neighbour on, and gives its own tail in return). */
function improve(model: Model, state: State, near: readonly (readonly number[])[], woken?: Iterable<number>): void {
  const { n, d, p } = model;
  const gain = 1e-9;
  const routeOf = new Int32Array(n);
  const indexOf = new Int32Array(n);
  const locate = () =>
    state.routes.forEach((route, r) =>
      route.forEach((node, index) => {
        routeOf[node] = r;
        indexOf[node] = index;
      }),
    );
  const set = (r: number, route: number[]) => {
    state.routes[r] = route;
    state.loads[r] = loadOf(p, route);
  };
  const prune = () => {
    const keep = state.routes.map((route) => route.length > 0);
    state.routes = state.routes.filter((_, index) => keep[index]);
    state.loads = state.loads.filter((_, index) => keep[index]);
  };
  const node = (route: readonly number[], index: number) => (index < 0 || index >= route.length ? 0 : route[index]);
  // A worklist of customers: at first the woken ones (every one when none are named), then those of each route a move
  // changes.
  const queued = new Uint8Array(n);
  const queue: number[] = [];
  const wake = (customer: number) => {
    if (!queued[customer]) {
      queued[customer] = 1;
      queue.push(customer);
    }
  };
  for (const customer of woken ?? Array.from({ length: n - 1 }, (_, index) => index + 1)) wake(customer);
  locate();
  while (queue.length) {
    const u = queue.pop()!;
    queued[u] = 0;
    let r = routeOf[u];
    let i = indexOf[u];
    let route = state.routes[r];
    const saved = d[node(route, i - 1) * n + u] + d[u * n + node(route, i + 1)] - d[node(route, i - 1) * n + node(route, i + 1)];
    const without = [...route.slice(0, i), ...route.slice(i + 1)];
    let moved = false;
    for (const v of near[u - 1]) {
      if (moved) break;
      if (v === u) continue;
      const s = routeOf[v];
      for (const place of [indexOf[v], indexOf[v] + 1]) {
        const target = s === r ? without : state.routes[s];
        const position = s === r && place > i ? place - 1 : place;
        if (s === r && position === i) continue;
        const a = node(target, position - 1);
        const b = node(target, position);
        const added = d[a * n + u] + d[u * n + b] - d[a * n + b];
        const load = s === r ? state.loads[r] - p.demand[u] : state.loads[s];
        if (added < saved - gain && fits(model, target, load, u, position)) {
          if (s !== r) set(r, without);
          set(s, [...target.slice(0, position), u, ...target.slice(position)]);
          for (const other of [...state.routes[r], ...state.routes[s]]) wake(other);
          moved = true;
          break;
        }
      }
    }
    if (moved) {
      prune();
      locate();
      r = routeOf[u];
      i = indexOf[u];
      route = state.routes[r];
    }
    // 2-opt*: edges (u, after u) and (before v, v) become (u, v) and (before v, after u).
    for (const v of near[u - 1]) {
      const s = routeOf[v];
      if (v === u || s === r || state.routes[s][indexOf[v]] !== v) continue;
      const two = state.routes[s];
      const j = indexOf[v];
      const next = node(route, i + 1);
      const before = node(two, j - 1);
      const delta = d[u * n + v] + d[before * n + next] - d[u * n + next] - d[before * n + v];
      if (delta >= -gain) continue;
      const first = [...route.slice(0, i + 1), ...two.slice(j)];
      const second = [...two.slice(0, j), ...route.slice(i + 1)];
      if (!feasible(model, first) || !feasible(model, second)) continue;
      set(r, first);
      set(s, second);
      for (const other of [...first, ...second]) wake(other);
      prune();
      locate();
      break;
    }
  }
}

/** How many nearest customers the local search tries beside each one. */
const NEIGHBOURS = 10;

const copy = (state: State): State => ({ routes: state.routes.map((route) => [...route]), loads: [...state.loads] });

/** The large neighbourhood search: feasible by construction, the fallback when the genetic search finds no feasible plan. */
export function solveVrptwLns(problem: VrptwProblem, options: VrptwOptions = {}): VrptwPlan {
  const model = modelOf(problem);
  const { n, d } = model;
  const random = seededRandom(options.seed ?? 1);
  const iterations = options.iterations ?? 1000;
  const deadline = options.timeBudgetMs === undefined ? Infinity : Date.now() + options.timeBudgetMs;
  const customers = Array.from({ length: n - 1 }, (_, index) => index + 1);

  // Start: customers by their window's close, each at its cheapest feasible place.
  let current: State = { routes: [], loads: [] };
  const unassigned = insertAll(
    model,
    current,
    [...customers].sort((a, b) => problem.due[a] - problem.due[b] || a - b),
  );
  const near = customers.map((customer) => [...customers].sort((a, b) => d[customer * n + a] - d[customer * n + b]));
  const nearest = near.map((list) => list.slice(0, NEIGHBOURS + 1));
  improve(model, current, nearest);
  let best = copy(current);
  let bestCost = totalDistance(model, current);

  for (let step = 0; step < iterations && Date.now() < deadline; step++) {
    const trial = copy(current);
    // Never more than are routed: a fleet too small leaves customers out, and the random draw below would never end.
    const size = Math.min(5 + Math.floor(random() * 16), customers.length - unassigned.length);
    const removed = new Set<number>();
    if (random() < 0.6) {
      const seed = customers[Math.floor(random() * customers.length)];
      for (const customer of near[seed - 1]) {
        if (removed.size >= size) break;
        if (!unassigned.includes(customer)) removed.add(customer);
      }
    } else {
      while (removed.size < size) {
        const customer = customers[Math.floor(random() * customers.length)];
        if (!unassigned.includes(customer)) removed.add(customer);
      }
    }
    trial.routes = trial.routes.map((route) => route.filter((node) => !removed.has(node)));
    trial.loads = trial.routes.map((route) => loadOf(problem, route));
    const keep = trial.routes.map((route) => route.length > 0);
    trial.routes = trial.routes.filter((_, index) => keep[index]);
    trial.loads = trial.loads.filter((_, index) => keep[index]);
    // Half the steps put the customers back by their window's close, as the start does; the others in random order.
    const order = [...removed];
    if (random() < 0.5) order.sort((a, b) => problem.due[a] - problem.due[b] || a - b);
    else
      for (let index = order.length - 1; index > 0; index--) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other], order[index]];
      }
    if (insertAll(model, trial, order).length) continue;
    // Local search over the routes the step changed: those that took a removed customer back or held one beside it.
    const touched = new Set<number>(removed);
    for (const route of current.routes)
      route.forEach((node, index) => {
        if (removed.has(node)) {
          if (index > 0) touched.add(route[index - 1]);
          if (index < route.length - 1) touched.add(route[index + 1]);
        }
      });
    improve(model, trial, nearest, trial.routes.filter((route) => route.some((node) => touched.has(node))).flat());
    const cost = totalDistance(model, trial);
    // Record-to-record travel: within a shrinking margin of the best plan.
    const margin = 0.01 * (1 - step / iterations);
    if (cost < bestCost * (1 + margin)) {
      current = trial;
      if (cost < bestCost - 1e-9) {
        best = copy(trial);
        bestCost = cost;
      }
    }
  }
  improve(model, best, nearest);
  bestCost = totalDistance(model, best);
  return { routes: best.routes, distance: bestCost, unassigned };
}
