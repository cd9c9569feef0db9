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
  /**
   * Distances between the search's nodes, depot copies included, so the hot path reads one array. Single precision
   * halves its cache footprint (a sixth less CPU at 875 clients); moves are all judged on the same stored values, and
   * the plan's cost is figured again from the full-precision matrix.
   */
  private readonly matrix: Float32Array;
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
  /** Scratch for SWAP*: each client's removal gain, and the edges of the route inserted into. */
  private readonly removal: Float64Array;
  private readonly edgeFrom: Int32Array;
  private readonly edgeCost: Float64Array;
  /** Each client's polar angle around the depot (0..65535), when the data has points; else SWAP* pairs by neighbours. */
  private readonly angle: Int32Array | null;
  /** Each route's circle sector: the smallest arc from `sectorStart` covering its clients' angles, `sectorSpan` long. */
  private readonly sectorStart: Int32Array;
  private readonly sectorSpan: Int32Array;
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
    this.matrix = new Float32Array(this.nodes * this.nodes);
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
    this.removal = new Float64Array(n + 1);
    this.edgeFrom = new Int32Array(n + 2);
    this.edgeCost = new Float64Array(n + 1);
    this.sectorStart = new Int32Array(routeCount);
    this.sectorSpan = new Int32Array(routeCount);
    this.angle = null;
    if (data.points) {
      const { points } = data;
      this.angle = new Int32Array(n + 1);
      for (let client = 1; client <= n; client++) this.angle[client] = polarAngle(points, client);
    }
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
    const { routeModified, route, previous, order, n } = this;
    const neighbours = this.data.neighbours;
    for (let loop = 0, improved = true; improved || loop < 2; loop++) {
      improved = false;
      for (let at = 0; at < n; at++) {
        const u = order[at];
        const lastTested = this.lastTested[u];
        this.lastTested[u] = this.moves;
        const list = neighbours[u];
        for (let k = 0; k < list.length; k++) {
          const v = list[k];
          if (loop > 0 && routeModified[route[u]] <= lastTested && routeModified[route[v]] <= lastTested) continue;
          if (this.tryPair(u, v)) {
            improved = true;
            continue;
          }
          const before = previous[v];
          if (before > n && this.tryPair(u, before)) improved = true;
        }
        if (loop > 0) {
          const empty = this.emptyRoute();
          if (empty >= 0 && this.tryPair(u, this.startOf(empty))) improved = true;
        }
      }
      if (this.swapStarPass(loop)) improved = true;
    }
    return this.export();
  }

  /**
   * The moves of u with its neighbour v (a client, or a route's start depot for the moves that put u first), first
   * improvement. The figures the moves share are read once; a move is applied only when it improves.
   */
  private tryPair(u: number, v: number): boolean {
    const matrix = this.matrix;
    const nodes = this.nodes;
    const next = this.next;
    const previous = this.previous;
    const demand = this.demand;
    const n = this.n;
    const ru = this.route[u];
    const rv = this.route[v];
    const pu = previous[u];
    const x = next[u];
    const y = next[v];
    const rowU = u * nodes;
    const rowV = v * nodes;
    const dPuU = matrix[rowU + pu];
    const dUX = matrix[rowU + x];
    const dVY = matrix[rowV + y];
    const vIsDepot = v > n;
    const xIsDepot = x > n;
    // Relocate u after v.
    if (u !== y) {
      const costU = matrix[pu * nodes + x] - dPuU - dUX;
      const costV = matrix[rowV + u] + matrix[rowU + y] - dVY;
      if (this.accept(costU, costV, ru, rv, demand[u])) {
        this.insertAfter(u, v);
        this.applied(ru, rv);
        return true;
      }
    }
    const xx = next[x];
    const dXXx = matrix[x * nodes + xx];
    // Relocate (u, x) after v, as it is or reversed.
    if (!xIsDepot && u !== y && v !== x) {
      const costU = matrix[pu * nodes + xx] - dPuU - dXXx;
      const change = demand[u] + demand[x];
      if (this.accept(costU, matrix[rowV + u] + matrix[x * nodes + y] - dVY, ru, rv, change)) {
        this.insertAfter(u, v);
        this.insertAfter(x, u);
        this.applied(ru, rv);
        return true;
      }
      if (this.accept(costU, matrix[rowV + x] + matrix[rowU + y] - dVY, ru, rv, change)) {
        this.insertAfter(x, v);
        this.insertAfter(u, x);
        this.applied(ru, rv);
        return true;
      }
    }
    if (vIsDepot) return ru !== rv && this.twoOptStars(u, v);
    const pv = previous[v];
    const dPvV = matrix[rowV + pv];
    // Swaps are symmetric: each pair is tried from its smaller client.
    if (u < v && u !== pv && u !== y) {
      const costU = matrix[pu * nodes + v] + matrix[rowV + x] - dPuU - dUX;
      const costV = matrix[pv * nodes + u] + matrix[rowU + y] - dPvV - dVY;
      if (this.accept(costU, costV, ru, rv, demand[u] - demand[v])) {
        this.swapNodes(u, v);
        this.applied(ru, rv);
        return true;
      }
    }
    // (u, x) swapped with v.
    if (!xIsDepot && u !== pv && x !== pv && u !== y) {
      const costU = matrix[pu * nodes + v] + matrix[rowV + xx] - dPuU - dXXx;
      const costV = matrix[pv * nodes + u] + matrix[x * nodes + y] - dPvV - dVY;
      if (this.accept(costU, costV, ru, rv, demand[u] + demand[x] - demand[v])) {
        this.swapNodes(u, v);
        this.insertAfter(x, u);
        this.applied(ru, rv);
        return true;
      }
    }
    // (u, x) swapped with (v, y).
    if (u < v && !xIsDepot && y <= n && y !== pu && u !== y && x !== v && v !== xx) {
      const yy = next[y];
      const costU = matrix[pu * nodes + v] + matrix[y * nodes + xx] - dPuU - dXXx;
      const costV = matrix[pv * nodes + u] + matrix[x * nodes + yy] - dPvV - matrix[y * nodes + yy];
      if (this.accept(costU, costV, ru, rv, demand[u] + demand[x] - demand[v] - demand[y])) {
        this.swapNodes(u, v);
        this.swapNodes(x, y);
        this.applied(ru, rv);
        return true;
      }
    }
    if (ru === rv) return this.twoOpt(u, v);
    return this.twoOptStars(u, v);
  }

  private twoOptStars(u: number, v: number): boolean {
    return this.twoOptStar(u, v) || this.twoOptStarReversed(u, v);
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

  /** Within a route: (u, x) and (v, y) out, (u, v) and (x, y) in, x..v reversed. */
  private twoOpt(u: number, v: number): boolean {
    if (this.place[u] > this.place[v] || this.next[u] === v) return false;
    const x = this.next[u];
    const y = this.next[v];
    if (this.d(u, v) + this.d(x, y) - this.d(u, x) - this.d(v, y) >= -EPSILON) return false;
    const next = this.next;
    const previous = this.previous;
    for (let node = x; node !== y; node = previous[node]) {
      const following = next[node];
      next[node] = previous[node];
      previous[node] = following;
    }
    next[u] = v;
    previous[v] = u;
    next[x] = y;
    previous[y] = x;
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
    // In place: each tail, when there is one, is hung after the other head and closed by the other route's end.
    const next = this.next;
    const previous = this.previous;
    const endU = this.endOf(ru);
    const endV = this.endOf(rv);
    const lastU = previous[endU];
    const lastV = previous[endV];
    const tailV = y === endV ? endU : y;
    const tailU = x === endU ? endV : x;
    next[u] = tailV;
    previous[tailV] = u;
    next[v] = tailU;
    previous[tailU] = v;
    if (tailV !== endU) {
      next[lastV] = endU;
      previous[endU] = lastV;
    }
    if (tailU !== endV) {
      next[lastU] = endV;
      previous[endV] = lastU;
    }
    this.applied(ru, rv);
    return true;
  }

  /**
   * SWAP* over pairs of routes that are neighbours (a client of one has a granular neighbour in the other) and, with
   * points, whose circle sectors overlap (as HGS); after the first loop only pairs changed since their last test.
   */
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
          if (this.angle && !this.sectorsOverlap(ru, rv)) continue;
          if (this.swapStar(ru, rv)) improved = true;
          if (this.routeSize[ru] === 0) break;
        }
      }
    }
    return improved;
  }

  private sectorsOverlap(a: number, b: number): boolean {
    const startA = this.sectorStart[a];
    const startB = this.sectorStart[b];
    return ((startB - startA) & 65535) <= this.sectorSpan[a] || ((startA - startB) & 65535) <= this.sectorSpan[b];
  }

  /** The three cheapest places to insert each client of `from` into route `into`, and each client's removal gain. */
  private preprocessInsertions(from: number, into: number) {
    const matrix = this.matrix;
    const nodes = this.nodes;
    const next = this.next;
    const previous = this.previous;
    const bestCost = this.bestCost;
    const bestAfter = this.bestAfter;
    const bestWhen = this.bestWhen;
    const removal = this.removal;
    // The edges of `into` once, as (from node, edge cost), so each client reads one row of the matrix.
    const edgeFrom = this.edgeFrom;
    const edgeCost = this.edgeCost;
    let edges = 0;
    const end = this.endOf(into);
    for (let p = this.startOf(into); p !== end; p = next[p]) {
      edgeFrom[edges] = p;
      edgeCost[edges++] = matrix[p * nodes + next[p]];
    }
    edgeFrom[edges] = end;
    const modified = this.routeModified[into];
    const rowBase = into * (this.n + 1);
    for (let u = next[this.startOf(from)]; u <= this.n; u = next[u]) {
      const row = u * nodes;
      removal[u] = matrix[previous[u] * nodes + next[u]] - matrix[row + previous[u]] - matrix[row + next[u]];
      const entry = rowBase + u;
      if (bestWhen[entry] > modified) continue;
      bestWhen[entry] = this.moves + 1;
      let cost0 = Infinity;
      let cost1 = Infinity;
      let cost2 = Infinity;
      let after0 = -1;
      let after1 = -1;
      let after2 = -1;
      // Each node's distance to u is read once: it ends one edge and starts the next.
      let fromEdgeStart = matrix[row + edgeFrom[0]];
      for (let edge = 0; edge < edges; edge++) {
        const toEdgeEnd = matrix[row + edgeFrom[edge + 1]];
        const cost = fromEdgeStart + toEdgeEnd - edgeCost[edge];
        fromEdgeStart = toEdgeEnd;
        if (cost >= cost2) continue;
        const p = edgeFrom[edge];
        if (cost >= cost1) {
          cost2 = cost;
          after2 = p;
        } else if (cost >= cost0) {
          cost2 = cost1;
          after2 = after1;
          cost1 = cost;
          after1 = p;
        } else {
          cost2 = cost1;
          after2 = after1;
          cost1 = cost0;
          after1 = after0;
          cost0 = cost;
          after0 = p;
        }
      }
      const base = entry * 3;
      bestCost[base] = cost0;
      bestCost[base + 1] = cost1;
      bestCost[base + 2] = cost2;
      bestAfter[base] = after0;
      bestAfter[base + 1] = after1;
      bestAfter[base + 2] = after2;
    }
  }

  /** The first of an entry's three cached places not beside `removed` (its slot), or -1. */
  private firstAway(base: number, removed: number): number {
    for (let slot = base; slot < base + 3; slot++) {
      const after = this.bestAfter[slot];
      if (after < 0) return -1;
      if (after !== removed && this.next[after] !== removed) return slot;
    }
    return -1;
  }

  private swapStar(ru: number, rv: number): boolean {
    this.preprocessInsertions(ru, rv);
    this.preprocessInsertions(rv, ru);
    const matrix = this.matrix;
    const nodes = this.nodes;
    const next = this.next;
    const previous = this.previous;
    const demand = this.demand;
    const removal = this.removal;
    const bestCost = this.bestCost;
    const bestAfter = this.bestAfter;
    const capacity = this.capacity;
    const penalty = this.penalty;
    const loadU = this.routeLoad[ru];
    const loadV = this.routeLoad[rv];
    const penaltyRouteU = this.routePenalty[ru];
    const penaltyRouteV = this.routePenalty[rv];
    const rowsU = ru * (this.n + 1);
    const rowsV = rv * (this.n + 1);
    let best = -EPSILON;
    let bestU = -1;
    let bestV = -1;
    let afterU = -1;
    let afterV = -1;
    for (let u = next[this.startOf(ru)]; u <= this.n; u = next[u]) {
      const removeU = removal[u];
      const demandU = demand[u];
      const rowU = u * nodes;
      const baseU = (rowsV + u) * 3;
      for (let v = next[this.startOf(rv)]; v <= this.n; v = next[v]) {
        const change = demandU - demand[v];
        const newU = loadU - change;
        const newV = loadV + change;
        const penaltyU = (newU > capacity ? (newU - capacity) * penalty : 0) - penaltyRouteU;
        const penaltyV = (newV > capacity ? (newV - capacity) * penalty : 0) - penaltyRouteV;
        const removeBoth = penaltyU + removeU + penaltyV + removal[v];
        if (removeBoth >= 0) continue;
        // u into v's route once v is out: v's own place, or the best of the three cached places not beside v.
        const pv = previous[v];
        const y = next[v];
        let costU = matrix[rowU + pv] + matrix[rowU + y] - matrix[pv * nodes + y];
        let placeU = pv;
        const slotU = this.firstAway(baseU, v);
        if (slotU >= 0 && bestCost[slotU] < costU) {
          costU = bestCost[slotU];
          placeU = bestAfter[slotU];
        }
        // v into u's route once u is out, likewise.
        const pu = previous[u];
        const x = next[u];
        const rowV = v * nodes;
        let costV = matrix[rowV + pu] + matrix[rowV + x] - matrix[pu * nodes + x];
        let placeV = pu;
        const baseV = (rowsU + v) * 3;
        const slotV = this.firstAway(baseV, u);
        if (slotV >= 0 && bestCost[slotV] < costV) {
          costV = bestCost[slotV];
          placeV = bestAfter[slotV];
        }
        const cost = removeBoth + costU + costV;
        if (cost < best) {
          best = cost;
          bestU = u;
          bestV = v;
          afterU = placeU;
          afterV = placeV;
        }
      }
    }
    // As HGS: relocating one client alone to its cheapest cached place in the other route costs nothing more to look at.
    for (let side = 0; side < 2; side++) {
      const from = side === 0 ? ru : rv;
      const rows = (side === 0 ? rv : ru) * (this.n + 1);
      const loadFrom = side === 0 ? loadU : loadV;
      const loadInto = side === 0 ? loadV : loadU;
      for (let u = next[this.startOf(from)]; u <= this.n; u = next[u]) {
        const base = (rows + u) * 3;
        const newFrom = loadFrom - demand[u];
        const newInto = loadInto + demand[u];
        const cost =
          removal[u] +
          bestCost[base] +
          (newFrom > capacity ? (newFrom - capacity) * penalty : 0) +
          (newInto > capacity ? (newInto - capacity) * penalty : 0) -
          penaltyRouteU -
          penaltyRouteV;
        if (cost >= best) continue;
        best = cost;
        bestU = side === 0 ? u : -1;
        bestV = side === 0 ? -1 : u;
        afterU = side === 0 ? bestAfter[base] : -1;
        afterV = side === 0 ? -1 : bestAfter[base];
      }
    }
    if (bestU < 0 && bestV < 0) return false;
    // u goes into v's route after afterU (v's old neighbour when it takes v's place), v into u's after afterV.
    const a = this.clientsOf(ru).filter((node) => node !== bestU);
    const b = this.clientsOf(rv).filter((node) => node !== bestV);
    if (bestU >= 0) insertAfterIn(b, bestU, afterU);
    if (bestV >= 0) insertAfterIn(a, bestV, afterV);
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
    const angle = this.angle;
    let sectorStart = 0;
    let sectorSpan = 0;
    for (let node = this.next[this.startOf(route)]; !this.isDepot(node); node = this.next[node]) {
      load += this.demand[node];
      this.place[node] = ++at;
      this.cumulatedLoad[node] = load;
      this.route[node] = route;
      if (!angle) continue;
      // The sector grows on the side that makes it least longer (as HGS's CircleSector).
      if (at === 1) sectorStart = angle[node];
      else {
        const fromStart = (angle[node] - sectorStart) & 65535;
        if (fromStart > sectorSpan) {
          const beforeStart = (sectorStart - angle[node]) & 65535;
          if (beforeStart < fromStart - sectorSpan) {
            sectorStart = angle[node];
            sectorSpan += beforeStart;
          } else sectorSpan = fromStart;
        }
      }
    }
    this.sectorStart[route] = sectorStart;
    this.sectorSpan[route] = sectorSpan;
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

  /** The routes, with points in the order of their barycentres' polar angles (as HGS: giant tours cross over better). */
  private export(): number[][] {
    const routes: number[][] = [];
    for (let route = 0; route < this.routeCount; route++) if (this.routeSize[route] > 0) routes.push(this.clientsOf(route));
    const points = this.data.points;
    if (!points) return routes;
    const angles = routes.map((clients) => {
      let x = 0;
      let y = 0;
      for (const client of clients) {
        x += points[2 * client];
        y += points[2 * client + 1];
      }
      return Math.atan2(y / clients.length - points[1], x / clients.length - points[0]);
    });
    const order = routes.map((_, index) => index).sort((a, b) => angles[a] - angles[b] || a - b);
    return order.map((index) => routes[index]);
  }
}

function insertAfterIn(sequence: number[], node: number, after: number) {
  sequence.splice(sequence.indexOf(after) + 1, 0, node);
}

/** A client's angle around the depot (node 0) in 65,536ths of a turn. */
function polarAngle(points: Float64Array, client: number): number {
  const radians = Math.atan2(points[2 * client + 1] - points[1], points[2 * client] - points[0]);
  return Math.round((32768 * radians) / Math.PI) & 65535;
}

export function shuffle(values: Int32Array, random: () => number) {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const value = values[index];
    values[index] = values[other];
    values[other] = value;
  }
}
