// The local search of the hybrid genetic search (hgs.ts), after Vidal 2022: relocate, swap, 2-opt and 2-opt* on
// granular neighbourhoods, and SWAP* between routes, under a penalised capacity. Routes are doubly linked lists over
// typed arrays: clients 1..n, then a start and an end depot node per route. Pure.
import type { CvrpData } from './hgsData';

const EPSILON = 1e-6;

export class HgsSearch {
  private readonly n: number;
  private readonly capacity: number;
  private readonly routeCount: number;
  private readonly nodes: number;
  private readonly next: Int32Array;
  private readonly previous: Int32Array;
  private readonly route: Int32Array;
  private readonly place: Int32Array;
  private readonly cumulatedLoad: Float64Array;
  /** Distances between the search's nodes, depot copies included, so the hot path reads one array. */
  private readonly matrix: Float64Array;
  private readonly demand: Float64Array;
  private readonly routeLoad: Float64Array;
  private readonly routePenalty: Float64Array;
  private readonly routeSize: Int32Array;
  private readonly routeModified: Int32Array;
  private readonly routeSwapTested: Int32Array;
  private readonly lastTested: Int32Array;
  private readonly order: Int32Array;
  private readonly routeMark: Int32Array;
  /** SWAP*'s three cheapest insertions of each client into the route looked at: cost and the node it follows. */
  private readonly bestCost: Float64Array;
  private readonly bestAfter: Int32Array;
  /** When each (route, client) entry of those was figured: still valid while the route is unchanged since. */
  private readonly bestWhen: Int32Array;
  private moves = 0;
  private stamp = 0;
  penalty = 1;

  constructor(
    private readonly data: CvrpData,
    routeCount: number,
    private readonly random: () => number,
  ) {
    const n = data.clients;
    this.n = n;
    this.capacity = data.capacity;
    this.routeCount = routeCount;
    this.nodes = n + 1 + 2 * routeCount;
    this.next = new Int32Array(this.nodes);
    this.previous = new Int32Array(this.nodes);
    this.route = new Int32Array(this.nodes);
    this.place = new Int32Array(this.nodes);
    this.cumulatedLoad = new Float64Array(this.nodes);
    this.demand = new Float64Array(this.nodes);
    for (let client = 1; client <= n; client++) this.demand[client] = data.demand[client];
    const location = (node: number) => (node > n ? 0 : node);
    this.matrix = new Float64Array(this.nodes * this.nodes);
    for (let a = 0; a < this.nodes; a++) {
      const row = location(a) * data.size;
      for (let b = 0; b < this.nodes; b++) this.matrix[a * this.nodes + b] = data.matrix[row + location(b)];
    }
    this.routeLoad = new Float64Array(routeCount);
    this.routePenalty = new Float64Array(routeCount);
    this.routeSize = new Int32Array(routeCount);
    this.routeModified = new Int32Array(routeCount);
    this.routeSwapTested = new Int32Array(routeCount);
    this.lastTested = new Int32Array(this.nodes);
    this.order = Int32Array.from({ length: n }, (_, index) => index + 1);
    this.routeMark = new Int32Array(routeCount);
    this.bestCost = new Float64Array(routeCount * (n + 1) * 3);
    this.bestAfter = new Int32Array(routeCount * (n + 1) * 3);
    this.bestWhen = new Int32Array(routeCount * (n + 1));
    for (const list of data.neighbours) shuffle(list, random);
  }

  private startOf(route: number) {
    return this.n + 1 + route;
  }

  private endOf(route: number) {
    return this.n + 1 + this.routeCount + route;
  }

  private isDepot(node: number) {
    return node > this.n;
  }

  private d(a: number, b: number) {
    return this.matrix[a * this.nodes + b];
  }

  private excess(load: number) {
    return load > this.capacity ? (load - this.capacity) * this.penalty : 0;
  }

  /** Improves `routes` (clients 1..n, every client once) in place under the capacity penalty given. */
  run(routes: number[][], penalty: number): number[][] {
    this.penalty = penalty;
    // `moves` only grows, so the cached insertions of one run are never taken for valid in the next.
    this.moves++;
    this.load(routes);
    this.routeModified.fill(this.moves);
    this.moves++;
    shuffle(this.order, this.random);
    // As in HGS, a neighbour list is reshuffled now and then (1 in 20 runs), not every run.
    for (const list of this.data.neighbours) if (this.random() < 0.05) shuffle(list, this.random);
    for (let loop = 0, improved = true; improved || loop < 2; loop++) {
      improved = false;
      for (let at = 0; at < this.n; at++) {
        const u = this.order[at];
        const lastTested = this.lastTested[u];
        this.lastTested[u] = this.moves;
        const list = this.data.neighbours[u];
        for (let k = 0; k < list.length; k++) {
          const v = list[k];
          if (loop > 0 && Math.max(this.routeModified[this.route[u]], this.routeModified[this.route[v]]) <= lastTested) continue;
          if (this.tryPair(u, v)) {
            improved = true;
            continue;
          }
          const before = this.previous[v];
          if (this.isDepot(before) && this.tryWithDepot(u, before)) improved = true;
        }
        if (loop > 0) {
          const empty = this.emptyRoute();
          if (empty >= 0 && this.tryWithDepot(u, this.startOf(empty))) improved = true;
        }
      }
      if (this.swapStarPass(loop)) improved = true;
    }
    return this.export();
  }

  private tryPair(u: number, v: number): boolean {
    if (this.relocate(u, v) || this.relocatePair(u, v, false) || this.relocatePair(u, v, true)) return true;
    if (this.swap(u, v) || this.swapPairSingle(u, v) || this.swapPairs(u, v)) return true;
    if (this.route[u] === this.route[v]) return this.twoOpt(u, v);
    return this.twoOptStar(u, v) || this.twoOptStarReversed(u, v);
  }

  private tryWithDepot(u: number, depot: number): boolean {
    if (this.relocate(u, depot) || this.relocatePair(u, depot, false) || this.relocatePair(u, depot, true)) return true;
    if (this.route[u] === this.route[depot]) return false;
    return this.twoOptStar(u, depot) || this.twoOptStarReversed(u, depot);
  }

  private emptyRoute(): number {
    for (let route = 0; route < this.routeCount; route++) if (this.routeSize[route] === 0) return route;
    return -1;
  }

  /** The penalised gain check shared by the inter-route moves: distance change and both routes' load change. */
  private accept(distanceU: number, distanceV: number, ru: number, rv: number, loadChange: number): boolean {
    if (ru === rv) return distanceU + distanceV < -EPSILON;
    if (distanceU + distanceV >= this.routePenalty[ru] + this.routePenalty[rv]) return false;
    const cost =
      distanceU +
      distanceV +
      this.excess(this.routeLoad[ru] - loadChange) -
      this.routePenalty[ru] +
      this.excess(this.routeLoad[rv] + loadChange) -
      this.routePenalty[rv];
    return cost < -EPSILON;
  }

  /** u moved after v. */
  private relocate(u: number, v: number): boolean {
    const x = this.next[u];
    const y = this.next[v];
    if (u === y) return false;
    const pu = this.previous[u];
    const costU = this.d(pu, x) - this.d(pu, u) - this.d(u, x);
    const costV = this.d(v, u) + this.d(u, y) - this.d(v, y);
    if (!this.accept(costU, costV, this.route[u], this.route[v], this.demand[u])) return false;
    const ru = this.route[u];
    const rv = this.route[v];
    this.insertAfter(u, v);
    this.applied(ru, rv);
    return true;
  }

  /** u and its successor x moved after v, as (u, x) or reversed as (x, u). */
  private relocatePair(u: number, v: number, reversed: boolean): boolean {
    const x = this.next[u];
    const y = this.next[v];
    if (this.isDepot(x) || u === y || v === x) return false;
    const pu = this.previous[u];
    const xx = this.next[x];
    const costU = this.d(pu, xx) - this.d(pu, u) - this.d(x, xx);
    const costV = reversed ? this.d(v, x) + this.d(u, y) - this.d(v, y) : this.d(v, u) + this.d(x, y) - this.d(v, y);
    if (!this.accept(costU, costV, this.route[u], this.route[v], this.demand[u] + this.demand[x])) return false;
    const ru = this.route[u];
    const rv = this.route[v];
    if (reversed) {
      this.insertAfter(x, v);
      this.insertAfter(u, x);
    } else {
      this.insertAfter(u, v);
      this.insertAfter(x, u);
    }
    this.applied(ru, rv);
    return true;
  }

  private swap(u: number, v: number): boolean {
    const pu = this.previous[u];
    const x = this.next[u];
    const pv = this.previous[v];
    const y = this.next[v];
    if (u === pv || u === y) return false;
    const costU = this.d(pu, v) + this.d(v, x) - this.d(pu, u) - this.d(u, x);
    const costV = this.d(pv, u) + this.d(u, y) - this.d(pv, v) - this.d(v, y);
    if (!this.accept(costU, costV, this.route[u], this.route[v], this.demand[u] - this.demand[v])) return false;
    const ru = this.route[u];
    const rv = this.route[v];
    this.swapNodes(u, v);
    this.applied(ru, rv);
    return true;
  }

  /** (u, x) swapped with v. */
  private swapPairSingle(u: number, v: number): boolean {
    const pu = this.previous[u];
    const x = this.next[u];
    const pv = this.previous[v];
    const y = this.next[v];
    if (this.isDepot(x) || u === pv || x === pv || u === y) return false;
    const xx = this.next[x];
    const costU = this.d(pu, v) + this.d(v, xx) - this.d(pu, u) - this.d(x, xx);
    const costV = this.d(pv, u) + this.d(x, y) - this.d(pv, v) - this.d(v, y);
    if (!this.accept(costU, costV, this.route[u], this.route[v], this.demand[u] + this.demand[x] - this.demand[v])) return false;
    const ru = this.route[u];
    const rv = this.route[v];
    this.swapNodes(u, v);
    this.insertAfter(x, u);
    this.applied(ru, rv);
    return true;
  }

  /** (u, x) swapped with (v, y). */
  private swapPairs(u: number, v: number): boolean {
    const pu = this.previous[u];
    const x = this.next[u];
    const pv = this.previous[v];
    const y = this.next[v];
    if (this.isDepot(x) || this.isDepot(y) || y === pu || u === y || x === v || v === this.next[x]) return false;
    const xx = this.next[x];
    const yy = this.next[y];
    const costU = this.d(pu, v) + this.d(y, xx) - this.d(pu, u) - this.d(x, xx);
    const costV = this.d(pv, u) + this.d(x, yy) - this.d(pv, v) - this.d(y, yy);
    const change = this.demand[u] + this.demand[x] - this.demand[v] - this.demand[y];
    if (!this.accept(costU, costV, this.route[u], this.route[v], change)) return false;
    const ru = this.route[u];
    const rv = this.route[v];
    this.swapNodes(u, v);
    this.swapNodes(x, y);
    this.applied(ru, rv);
    return true;
  }

  /** Within a route: (u, x) and (v, y) out, (u, v) and (x, y) in, x..v reversed. */
  private twoOpt(u: number, v: number): boolean {
    if (this.place[u] > this.place[v] || this.next[u] === v) return false;
    const x = this.next[u];
    const y = this.next[v];
    if (this.d(u, v) + this.d(x, y) - this.d(u, x) - this.d(v, y) >= -EPSILON) return false;
    const sequence = this.clientsOf(this.route[u]);
    const from = this.place[x] - 1;
    const to = this.place[v] - 1;
    const reversed = [...sequence.slice(0, from), ...sequence.slice(from, to + 1).reverse(), ...sequence.slice(to + 1)];
    this.setRoute(this.route[u], reversed);
    this.applied(this.route[u], this.route[u]);
    return true;
  }

  /** Between routes: (u, x) and (v, y) out, (u, v) and (x, y) in: u's head with v's head reversed, the tails likewise. */
  private twoOptStarReversed(u: number, v: number): boolean {
    const ru = this.route[u];
    const rv = this.route[v];
    const x = this.next[u];
    const y = this.next[v];
    const cost = this.d(u, v) + this.d(x, y) - this.d(u, x) - this.d(v, y);
    if (cost >= this.routePenalty[ru] + this.routePenalty[rv]) return false;
    const loadU = this.cumulatedLoad[u] + this.cumulatedLoad[v];
    const loadV = this.routeLoad[ru] + this.routeLoad[rv] - loadU;
    if (cost + this.excess(loadU) + this.excess(loadV) - this.routePenalty[ru] - this.routePenalty[rv] >= -EPSILON) return false;
    const a = this.clientsOf(ru);
    const b = this.clientsOf(rv);
    const cutU = this.place[u];
    const cutV = this.place[v];
    this.setRoute(ru, [...a.slice(0, cutU), ...b.slice(0, cutV).reverse()]);
    this.setRoute(rv, [...a.slice(cutU).reverse(), ...b.slice(cutV)]);
    this.applied(ru, rv);
    return true;
  }

  /** Between routes: (u, x) and (v, y) out, (u, y) and (v, x) in: the tails trade places. */
  private twoOptStar(u: number, v: number): boolean {
    const ru = this.route[u];
    const rv = this.route[v];
    const x = this.next[u];
    const y = this.next[v];
    const cost = this.d(u, y) + this.d(v, x) - this.d(u, x) - this.d(v, y);
    if (cost >= this.routePenalty[ru] + this.routePenalty[rv]) return false;
    const loadU = this.cumulatedLoad[u] + this.routeLoad[rv] - this.cumulatedLoad[v];
    const loadV = this.cumulatedLoad[v] + this.routeLoad[ru] - this.cumulatedLoad[u];
    if (cost + this.excess(loadU) + this.excess(loadV) - this.routePenalty[ru] - this.routePenalty[rv] >= -EPSILON) return false;
    const a = this.clientsOf(ru);
    const b = this.clientsOf(rv);
    const cutU = this.place[u];
    const cutV = this.place[v];
    this.setRoute(ru, [...a.slice(0, cutU), ...b.slice(cutV)]);
    this.setRoute(rv, [...b.slice(0, cutV), ...a.slice(cutU)]);
    this.applied(ru, rv);
    return true;
  }

  /** SWAP* over pairs of routes that are neighbours (a client of one has a granular neighbour in the other). */
  private swapStarPass(loop: number): boolean {
    let improved = false;
    for (let ru = 0; ru < this.routeCount; ru++) {
      if (this.routeSize[ru] === 0) continue;
      const lastTested = this.routeSwapTested[ru];
      this.routeSwapTested[ru] = this.moves;
      const stamp = ++this.stamp;
      for (let node = this.next[this.startOf(ru)]; !this.isDepot(node); node = this.next[node]) {
        for (const other of this.data.neighbours[node]) {
          const rv = this.route[other];
          if (rv <= ru || this.routeMark[rv] === stamp) continue;
          this.routeMark[rv] = stamp;
          if (loop > 0 && Math.max(this.routeModified[ru], this.routeModified[rv]) <= lastTested) continue;
          if (this.swapStar(ru, rv)) improved = true;
          if (this.routeSize[ru] === 0) break;
        }
      }
    }
    return improved;
  }

  /** The three cheapest places to insert each client of `from` into route `into`. */
  private preprocessInsertions(from: number, into: number) {
    for (let u = this.next[this.startOf(from)]; !this.isDepot(u); u = this.next[u]) {
      const entry = into * (this.n + 1) + u;
      if (this.bestWhen[entry] > this.routeModified[into]) continue;
      this.bestWhen[entry] = this.moves + 1;
      const base = entry * 3;
      this.bestCost[base] = this.bestCost[base + 1] = this.bestCost[base + 2] = Infinity;
      this.bestAfter[base] = this.bestAfter[base + 1] = this.bestAfter[base + 2] = -1;
      for (let p = this.startOf(into); !this.isDepot(p) || p === this.startOf(into); p = this.next[p]) {
        const q = this.next[p];
        const cost = this.d(p, u) + this.d(u, q) - this.d(p, q);
        if (cost < this.bestCost[base + 2]) {
          let at = 2;
          while (at > 0 && cost < this.bestCost[base + at - 1]) {
            this.bestCost[base + at] = this.bestCost[base + at - 1];
            this.bestAfter[base + at] = this.bestAfter[base + at - 1];
            at--;
          }
          this.bestCost[base + at] = cost;
          this.bestAfter[base + at] = p;
        }
        if (q === this.endOf(into)) break;
      }
    }
  }

  /** The cheapest place for u in v's route once v is taken out (v's own place included): cost and the node it follows. */
  private insertionWithout(u: number, v: number): [number, number] {
    const pv = this.previous[v];
    const y = this.next[v];
    let cost = this.d(pv, u) + this.d(u, y) - this.d(pv, y);
    let after = pv;
    const base = (this.route[v] * (this.n + 1) + u) * 3;
    for (let at = 0; at < 3; at++) {
      const p = this.bestAfter[base + at];
      if (p < 0) break;
      if (p !== v && this.next[p] !== v) {
        if (this.bestCost[base + at] < cost) {
          cost = this.bestCost[base + at];
          after = p;
        }
        break;
      }
    }
    return [cost, after];
  }

  private removalGain(u: number) {
    const pu = this.previous[u];
    const x = this.next[u];
    return this.d(pu, x) - this.d(pu, u) - this.d(u, x);
  }

  private swapStar(ru: number, rv: number): boolean {
    this.preprocessInsertions(ru, rv);
    this.preprocessInsertions(rv, ru);
    let best = -EPSILON;
    let bestU = -1;
    let bestV = -1;
    let afterU = -1;
    let afterV = -1;
    for (let u = this.next[this.startOf(ru)]; !this.isDepot(u); u = this.next[u]) {
      const removeU = this.removalGain(u);
      for (let v = this.next[this.startOf(rv)]; !this.isDepot(v); v = this.next[v]) {
        const change = this.demand[u] - this.demand[v];
        const penaltyU = this.excess(this.routeLoad[ru] - change) - this.routePenalty[ru];
        const penaltyV = this.excess(this.routeLoad[rv] + change) - this.routePenalty[rv];
        const removeV = this.removalGain(v);
        if (penaltyU + removeU + penaltyV + removeV >= 0) continue;
        const [costU, placeU] = this.insertionWithout(u, v);
        const [costV, placeV] = this.insertionWithout(v, u);
        const cost = penaltyU + removeU + penaltyV + removeV + costU + costV;
        if (cost < best) {
          best = cost;
          bestU = u;
          bestV = v;
          afterU = placeU;
          afterV = placeV;
        }
      }
    }
    if (bestU < 0) return false;
    // u goes into v's route after afterU (v's old neighbour when it takes v's place), v into u's after afterV.
    const a = this.clientsOf(ru).filter((node) => node !== bestU);
    const b = this.clientsOf(rv).filter((node) => node !== bestV);
    insertAfterIn(b, bestU, afterU);
    insertAfterIn(a, bestV, afterV);
    this.setRoute(ru, a);
    this.setRoute(rv, b);
    this.applied(ru, rv);
    return true;
  }

  private applied(ru: number, rv: number) {
    this.moves++;
    this.update(ru);
    this.routeModified[ru] = this.moves;
    if (rv !== ru) {
      this.update(rv);
      this.routeModified[rv] = this.moves;
    }
  }

  private insertAfter(u: number, v: number) {
    const pu = this.previous[u];
    const x = this.next[u];
    this.next[pu] = x;
    this.previous[x] = pu;
    const y = this.next[v];
    this.next[v] = u;
    this.previous[u] = v;
    this.next[u] = y;
    this.previous[y] = u;
    this.route[u] = this.route[v];
  }

  private swapNodes(u: number, v: number) {
    const pu = this.previous[u];
    const x = this.next[u];
    const pv = this.previous[v];
    const y = this.next[v];
    const ru = this.route[u];
    this.next[pu] = v;
    this.previous[v] = pu;
    this.next[v] = x;
    this.previous[x] = v;
    this.next[pv] = u;
    this.previous[u] = pv;
    this.next[u] = y;
    this.previous[y] = u;
    this.route[u] = this.route[v];
    this.route[v] = ru;
  }

  private clientsOf(route: number): number[] {
    const clients: number[] = [];
    for (let node = this.next[this.startOf(route)]; !this.isDepot(node); node = this.next[node]) clients.push(node);
    return clients;
  }

  private setRoute(route: number, clients: readonly number[]) {
    let last = this.startOf(route);
    for (const client of clients) {
      this.next[last] = client;
      this.previous[client] = last;
      this.route[client] = route;
      last = client;
    }
    this.next[last] = this.endOf(route);
    this.previous[this.endOf(route)] = last;
  }

  /** Positions, loads and the penalty of a route after a change. */
  private update(route: number) {
    let load = 0;
    let at = 0;
    for (let node = this.next[this.startOf(route)]; !this.isDepot(node); node = this.next[node]) {
      load += this.demand[node];
      this.place[node] = ++at;
      this.cumulatedLoad[node] = load;
      this.route[node] = route;
    }
    const end = this.endOf(route);
    this.place[end] = at + 1;
    this.cumulatedLoad[end] = load;
    this.routeLoad[route] = load;
    this.routeSize[route] = at;
    this.routePenalty[route] = this.excess(load);
  }

  private load(given: number[][]) {
    // More routes than the search keeps: the last ones ride together (the penalty then pulls them apart).
    const routes = given.filter((route) => route.length);
    while (routes.length > this.routeCount) routes[this.routeCount - 1] = [...routes[this.routeCount - 1], ...routes.pop()!];
    for (let route = 0; route < this.routeCount; route++) {
      const start = this.startOf(route);
      const end = this.endOf(route);
      this.route[start] = this.route[end] = route;
      this.place[start] = 0;
      this.cumulatedLoad[start] = 0;
      this.setRoute(route, routes[route] ?? []);
      this.update(route);
    }
  }

  private export(): number[][] {
    const routes: number[][] = [];
    for (let route = 0; route < this.routeCount; route++) if (this.routeSize[route] > 0) routes.push(this.clientsOf(route));
    return routes;
  }
}

function insertAfterIn(sequence: number[], node: number, after: number) {
  sequence.splice(sequence.indexOf(after) + 1, 0, node);
}

export function shuffle(values: Int32Array, random: () => number) {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const value = values[index];
    values[index] = values[other];
    values[other] = value;
  }
}
