// SWAP* for the time-warp genetic search's local search (hgsTwSearch.ts), after Vidal 2022 ("Hybrid genetic search
// for the CVRP: open-source implementation and SWAP* neighborhood") with time windows: a client of one route exchanged
// with a client of another, each inserted at its best place in the other route rather than in the other's place. The
// three cheapest places of each client in the other route are found in constant time each by joining pieces (distance
// and time warp, with the route as it stands); the best pair by that estimate is then checked exactly. Pure.
import { EPSILON, HgsTwRoutes } from './hgsTwRoutes';

const NONE = -1;

export abstract class HgsTwSwapStar extends HgsTwRoutes {
  private readonly routeSwapTested = new Int32Array(this.routeCount);
  private readonly routeMark = new Int32Array(this.routeCount);
  private stamp = 0;
  /** Per client: its three cheapest places in the other route (position before which it goes) and their costs. */
  private readonly bestAt = new Int32Array(3 * (this.n + 1));
  private readonly bestCost = new Float64Array(3 * (this.n + 1));
  /** Per client: its route's cost, penalised for time warp only, without it. */
  private readonly without = new Float64Array(this.n + 1);

  /** SWAP* over pairs of routes that are neighbours (a client of one has a granular neighbour in the other). */
  protected swapStarPass(loop: number): boolean {
    let improved = false;
    for (let ru = 0; ru < this.routeCount; ru++) {
      if (!this.routes[ru].length) continue;
      const lastTested = this.routeSwapTested[ru];
      this.routeSwapTested[ru] = this.moves;
      const stamp = ++this.stamp;
      for (let at = 0; at < this.routes[ru].length; at++) {
        for (const other of this.neighbours[this.routes[ru][at]]) {
          const rv = this.routeOf[other];
          if (rv <= ru || this.routeMark[rv] === stamp) continue;
          this.routeMark[rv] = stamp;
          if (loop > 0 && Math.max(this.routeModified[ru], this.routeModified[rv]) <= lastTested) continue;
          if (this.swapStar(ru, rv)) improved = true;
        }
        if (!this.routes[ru].length) break;
      }
    }
    return improved;
  }

  /** The cost of a route's clients in this order at this load, walked from the depot. */
  private walkCost(clients: readonly number[], load: number): number {
    this.head(0, NONE);
    for (const client of clients) this.add(client);
    const travel = this.d(this.piece.last, 0);
    const { ready, due } = this.data;
    return this.cost(this.walked + travel, load, this.piece.append(0, 0, ready[0], due[0], travel, 0).warp);
  }

  /** Each client of `from`: its route's cost without it, and its three cheapest places in `into` (load aside). */
  private preprocess(from: number, into: number) {
    const clients = this.routes[from];
    const target = this.routes[into];
    const base = this.routeCost[into] - this.routePenalty[into] + this.routeWarp[into] * this.warpPenalty;
    for (let i = 0; i < clients.length; i++) {
      const u = clients[i];
      this.without[u] = this.costOf(from, i - 1, NONE, NONE, from, i + 1, 0);
      const at = 3 * u;
      this.bestCost[at] = this.bestCost[at + 1] = this.bestCost[at + 2] = Infinity;
      this.bestAt[at] = this.bestAt[at + 1] = this.bestAt[at + 2] = NONE;
      for (let p = 0; p <= target.length; p++) {
        const before = p ? target[p - 1] : 0;
        const after = p < target.length ? target[p] : 0;
        // Distance alone first: the warp only adds.
        const distance = this.d(before, u) + this.d(u, after) - this.d(before, after);
        if (distance >= this.bestCost[at + 2]) continue;
        const cost = this.costOf(into, p - 1, u, NONE, into, p, 0) - base;
        if (cost >= this.bestCost[at + 2]) continue;
        let slot = 2;
        while (slot > 0 && cost < this.bestCost[at + slot - 1]) {
          this.bestCost[at + slot] = this.bestCost[at + slot - 1];
          this.bestAt[at + slot] = this.bestAt[at + slot - 1];
          slot--;
        }
        this.bestCost[at + slot] = cost;
        this.bestAt[at + slot] = p;
      }
    }
  }

  /** The cheapest place for `u` (from the other route) in route `route` once `v` (at `j`) has left it. */
  private placeFor(u: number, route: number, v: number, j: number): { cost: number; at: number } {
    let cost = Infinity;
    let at = j;
    for (let slot = 0; slot < 3; slot++) {
      const p = this.bestAt[3 * u + slot];
      if (p === NONE) break;
      if (p === j || p === j + 1) continue;
      cost = this.bestCost[3 * u + slot];
      at = p < j ? p : p - 1;
      break;
    }
    // In v's place (its head, u, its tail), joined only when its distance alone could beat that.
    const before = this.at(route, j - 1);
    const after = this.at(route, j + 1);
    if (this.d(before, u) + this.d(u, after) - this.d(before, after) < cost) {
      const inPlace = this.costOf(route, j - 1, u, NONE, route, j + 1, 0) - this.without[v];
      if (inPlace < cost) {
        cost = inPlace;
        at = j;
      }
    }
    return { cost, at };
  }

  private swapStar(ru: number, rv: number): boolean {
    this.preprocess(ru, rv);
    this.preprocess(rv, ru);
    const U = this.routes[ru];
    const V = this.routes[rv];
    const { demand, capacity } = this.data;
    const excess = (load: number) => (load > capacity ? (load - capacity) * this.loadPenalty : 0);
    const warpOnly = (route: number) => this.routeCost[route] - excess(this.routeLoad[route]);
    let best = -EPSILON;
    let bestI = NONE;
    let bestJ = NONE;
    let atU = 0;
    let atV = 0;
    for (let i = 0; i < U.length; i++) {
      const u = U[i];
      for (let j = 0; j < V.length; j++) {
        const v = V[j];
        const shift = demand[v] - demand[u];
        const loads = excess(this.routeLoad[ru] + shift) + excess(this.routeLoad[rv] - shift);
        const removal = this.without[u] - warpOnly(ru) + this.without[v] - warpOnly(rv);
        const bound = loads - excess(this.routeLoad[ru]) - excess(this.routeLoad[rv]) + removal;
        // Places cost at least nothing (the triangle inequality, and warp only adds): the removals and loads bound it.
        if (bound >= best) continue;
        const inV = this.placeFor(u, rv, v, j);
        if (bound + inV.cost >= best) continue;
        const inU = this.placeFor(v, ru, u, i);
        const estimate = bound + inV.cost + inU.cost;
        if (estimate < best) {
          best = estimate;
          bestI = i;
          bestJ = j;
          atU = inU.at;
          atV = inV.at;
        }
      }
    }
    if (bestI === NONE) return false;
    const u = U[bestI];
    const v = V[bestJ];
    const newU = U.filter((_, index) => index !== bestI);
    newU.splice(atU, 0, v);
    const newV = V.filter((_, index) => index !== bestJ);
    newV.splice(atV, 0, u);
    const shift = demand[v] - demand[u];
    const cost = this.walkCost(newU, this.routeLoad[ru] + shift) + this.walkCost(newV, this.routeLoad[rv] - shift);
    if (cost >= this.routeCost[ru] + this.routeCost[rv] - EPSILON) return false;
    this.routes[ru] = newU;
    this.routes[rv] = newV;
    return this.changed(ru, rv);
  }
}
