// The multi-route local search: for each visit and its nearest others, relocate (Or-opt runs of 1 to 3, across
// routes or within one), swap, cross-exchange (runs of up to 3 traded between routes), 2-opt* (tails traded) and
// 2-opt within a route; the first improving move that keeps every route within capacity, duration and its visits'
// access windows is applied.
// A move is written once as the pieces of the routes it makes, so evaluating and applying it cannot disagree.
import { EPSILON, type Model, type Plan } from './vrp';

/** A new route as pieces of current ones: [vehicle, from, to, reversed (0/1)] four numbers a piece, positions inclusive. */
type Pieces = number[];

/** Prefix sums of one route, so a piece's distance, demand and service cost O(1). */
interface Prefix {
  /** along[i]: distance from the route's first visit to its i-th. */
  along: Float64Array;
  /** load[i], service[i], pinned[i]: over the first i visits. */
  load: Float64Array;
  service: Float64Array;
  pinned: Int32Array;
}

export class LocalSearch {
  private readonly prefix: Prefix[] = [];
  private readonly position: Int32Array;
  private readonly queue: number[] = [];
  private readonly queued: Uint8Array;
  moves = 0;

  constructor(
    private readonly model: Model,
    private readonly plan: Plan,
    private readonly neighbours: readonly Int32Array[],
  ) {
    this.position = new Int32Array(model.visitCount);
    this.queued = new Uint8Array(model.visitCount);
    for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) this.index(vehicle);
  }

  private index(vehicle: number) {
    const route = this.plan.routes[vehicle];
    const { model } = this;
    const size = route.length;
    const prefix: Prefix = {
      along: new Float64Array(size),
      load: new Float64Array(size + 1),
      service: new Float64Array(size + 1),
      pinned: new Int32Array(size + 1),
    };
    for (let at = 0; at < size; at++) {
      const visit = route[at];
      this.position[visit] = at;
      if (at > 0) prefix.along[at] = prefix.along[at - 1] + model.d(route[at - 1], visit);
      prefix.load[at + 1] = prefix.load[at] + model.demand[visit];
      prefix.service[at + 1] = prefix.service[at] + model.service[visit];
      prefix.pinned[at + 1] = prefix.pinned[at] + (model.pinnedTo[visit] >= 0 ? 1 : 0);
    }
    this.prefix[vehicle] = prefix;
  }

  wake(visits: Iterable<number>) {
    for (const visit of visits) {
      if (this.queued[visit]) continue;
      this.queued[visit] = 1;
      this.queue.push(visit);
    }
  }

  /** Applies improving moves until no woken visit finds one; returns the moves made. */
  run(): number {
    const before = this.moves;
    while (this.queue.length) {
      const visit = this.queue.shift()!;
      this.queued[visit] = 0;
      if (this.plan.routeOf[visit] >= 0 && this.improve(visit)) this.wake([visit]);
    }
    return this.moves - before;
  }

  /** The distance of the route `pieces` make for `vehicle`, or Infinity when it breaks a limit or carries another's pinned visit. */
  private cost(vehicle: number, pieces: Pieces): number {
    const { model } = this;
    let distance = 0;
    let load = 0;
    let service = 0;
    let last = model.startOf(vehicle);
    for (let at = 0; at < pieces.length; at += 4) {
      const [owner, from, to, reversed] = [pieces[at], pieces[at + 1], pieces[at + 2], pieces[at + 3]];
      if (from > to) continue;
      const prefix = this.prefix[owner];
      if (owner !== vehicle && prefix.pinned[to + 1] - prefix.pinned[from] > 0) return Infinity;
      const route = this.plan.routes[owner];
      const first = reversed ? route[to] : route[from];
      distance += model.d(last, first) + prefix.along[to] - prefix.along[from];
      load += prefix.load[to + 1] - prefix.load[from];
      service += prefix.service[to + 1] - prefix.service[from];
      last = reversed ? route[from] : route[to];
    }
    if (model.returns[vehicle]) distance += model.d(last, model.startOf(vehicle));
    return model.fits(vehicle, load, distance, service) ? distance : Infinity;
  }

  private build(pieces: Pieces): number[] {
    const visits: number[] = [];
    for (let at = 0; at < pieces.length; at += 4) {
      const [owner, from, to, reversed] = [pieces[at], pieces[at + 1], pieces[at + 2], pieces[at + 3]];
      if (from > to) continue;
      const run = this.plan.routes[owner].slice(from, to + 1);
      visits.push(...(reversed ? run.reverse() : run));
    }
    return visits;
  }

  /** Applies the move when it shortens the plan: `a` becomes vehicle ra's route, `b` (if any) vehicle rb's. */
  private attempt(ra: number, a: Pieces, rb = -1, b: Pieces | null = null): boolean {
    const old = this.plan.distance[ra] + (b ? this.plan.distance[rb] : 0);
    const costA = this.cost(ra, a);
    if (costA === Infinity || (!b && costA >= old - EPSILON)) return false;
    const total = b ? costA + this.cost(rb, b) : costA;
    if (total >= old - EPSILON) return false;
    const routeA = this.build(a);
    const routeB = b ? this.build(b) : null;
    // Windows are walked only for a move that shortens the plan: few do, and most evaluations stay O(1).
    if (this.model.firstLate(ra, routeA) >= 0 || (routeB && this.model.firstLate(rb, routeB) >= 0)) return false;
    this.plan.setRoute(ra, routeA);
    this.index(ra);
    this.wake(routeA);
    if (routeB) {
      this.plan.setRoute(rb, routeB);
      this.index(rb);
      this.wake(routeB);
    }
    this.moves++;
    return true;
  }

  private improve(u: number): boolean {
    const ru = this.plan.routeOf[u];
    for (const v of this.neighbours[u]) {
      const rv = this.plan.routeOf[v];
      if (rv < 0) continue;
      if (rv === ru ? this.intraRoute(ru, this.position[u], this.position[v]) : this.interRoute(ru, this.position[u], rv, this.position[v]))
        return true;
    }
    return this.intoEmptyRoute(ru, this.position[u]);
  }

  /** Or-opt (a run of 1 to 3 from u put after v, either way round) and 2-opt making u and v neighbours. */
  private intraRoute(r: number, i: number, j: number): boolean {
    const last = this.plan.routes[r].length - 1;
    if (i < j && this.attempt(r, [r, 0, i, 0, r, i + 1, j, 1, r, j + 1, last, 0])) return true;
    if (j < i && this.attempt(r, [r, 0, j, 0, r, j + 1, i, 1, r, i + 1, last, 0])) return true;
    for (let length = 1; length <= 3 && i + length - 1 <= last; length++) {
      const end = i + length - 1;
      for (const reversed of [0, 1]) {
        if (j < i && this.attempt(r, [r, 0, j, 0, r, i, end, reversed, r, j + 1, i - 1, 0, r, end + 1, last, 0])) return true;
        if (j > end && this.attempt(r, [r, 0, i - 1, 0, r, end + 1, j, 0, r, i, end, reversed, r, j + 1, last, 0])) return true;
      }
    }
    return false;
  }

  /** Relocate, swap, cross-exchange and 2-opt* between u's route and v's, each putting u beside v or in v's place. */
  private interRoute(ru: number, i: number, rv: number, j: number): boolean {
    const lastU = this.plan.routes[ru].length - 1;
    const lastV = this.plan.routes[rv].length - 1;
    for (let length = 1; length <= 3; length++) {
      // Runs of `length` starting at u (u leads) and ending at u (u trails).
      for (const [from, to] of [
        [i, i + length - 1],
        [i - length + 1, i],
      ]) {
        if (from < 0 || to > lastU) continue;
        const rest = [ru, 0, from - 1, 0, ru, to + 1, lastU, 0];
        // After v the run goes u first; before v, u last.
        const reversedAfterV = from === i ? 0 : 1;
        if (this.attempt(ru, rest, rv, [rv, 0, j, 0, ru, from, to, reversedAfterV, rv, j + 1, lastV, 0])) return true;
        if (this.attempt(ru, rest, rv, [rv, 0, j - 1, 0, ru, from, to, 1 - reversedAfterV, rv, j, lastV, 0])) return true;
        if (length === 1) break;
      }
    }
    if (this.attempt(ru, [ru, 0, i - 1, 0, rv, j, j, 0, ru, i + 1, lastU, 0], rv, [rv, 0, j - 1, 0, ru, i, i, 0, rv, j + 1, lastV, 0]))
      return true;
    for (let a = 1; a <= 3 && i + a - 1 <= lastU; a++) {
      for (let b = 1; b <= 3 && j + b <= lastV; b++) {
        if (a === 1 && b === 1) continue;
        for (const reversed of [0, 1]) {
          const newU = [ru, 0, i - 1, 0, rv, j + 1, j + b, reversed, ru, i + a, lastU, 0];
          if (this.attempt(ru, newU, rv, [rv, 0, j, 0, ru, i, i + a - 1, 0, rv, j + b + 1, lastV, 0])) return true;
        }
      }
    }
    if (this.attempt(ru, [ru, 0, i, 0, rv, j, lastV, 0], rv, [rv, 0, j - 1, 0, ru, i + 1, lastU, 0])) return true;
    const { model } = this;
    const sameDepot = model.returns[ru] === 1 && model.returns[rv] === 1 && model.d(model.startOf(ru), model.startOf(rv)) === 0;
    return sameDepot && this.attempt(ru, [ru, 0, i, 0, rv, 0, j, 1], rv, [ru, i + 1, lastU, 1, rv, j + 1, lastV, 0]);
  }

  /** A run of 1 to 3 from u moved to a vehicle with no visit (one of each start point, capacity and limit tried). */
  private intoEmptyRoute(ru: number, i: number): boolean {
    const { model, plan } = this;
    const lastU = plan.routes[ru].length - 1;
    const tried: number[] = [];
    for (let vehicle = 0; vehicle < model.vehicleCount; vehicle++) {
      if (vehicle === ru || plan.routes[vehicle].length) continue;
      if (tried.some((other) => model.alike(vehicle, other))) continue;
      tried.push(vehicle);
      for (let length = 1; length <= 3 && i + length - 1 <= lastU; length++) {
        for (const reversed of [0, 1]) {
          if (this.attempt(ru, [ru, 0, i - 1, 0, ru, i + length, lastU, 0], vehicle, [ru, i, i + length - 1, reversed])) return true;
        }
      }
    }
    return false;
  }
}
