// The local search of the hybrid genetic search (hgs.ts), after Vidal 2022: relocate, swap, 2-opt and 2-opt* on
// granular neighbourhoods, and SWAP* between routes (hgsSwapStar.ts), under a penalised capacity, over the route state
// of hgsRoutes.ts. Pure.
import { EPSILON, shuffle } from './hgsRoutes';
import { HgsSwapStar } from './hgsSwapStar';

export class HgsSearch extends HgsSwapStar {
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
}
