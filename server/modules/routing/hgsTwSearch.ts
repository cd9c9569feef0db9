// The local search of the time-warp genetic search (hgsTw.ts), after Vidal et al. 2013: relocate one or two clients,
// swap one or two for one or two, 2-opt* between routes and 2-opt within one (and SWAP*, hgsTwSwapStar.ts, when asked
// for), on granular neighbourhoods, under penalties for excess load and time warp. A move between routes is judged in
// constant time by joining pieces of routes (hgsTwRoutes.ts); a move within a route by walking the new order, when its
// distance leaves room. Pure.
import { EPSILON } from './hgsTwRoutes';
import { HgsTwSwapStar } from './hgsTwSwapStar';
import { shuffle } from './hgsRoutes';

export class HgsTwSearch extends HgsTwSwapStar {
  /** Off by default: at 5 s of CPU on Solomon's type 1 it cost 44% of the generations for no better plans. */
  useSwapStar = false;

  /** Improves `given` (clients 1..n, every client once, at most routeCount routes) under the penalties given. */
  run(given: readonly (readonly number[])[], loadPenalty: number, warpPenalty: number): number[][] {
    this.loadPenalty = loadPenalty;
    this.warpPenalty = warpPenalty;
    this.moves++;
    for (let route = 0; route < this.routeCount; route++) {
      this.routes[route] = [...(given[route] ?? [])];
      this.update(route);
      // Every route counts as changed for SWAP*, whose pairs are tested again only once changed.
      this.routeModified[route] = this.moves;
    }
    this.moves++;
    shuffle(this.order, this.random);
    for (const list of this.neighbours) if (this.random() < 0.05) shuffle(list, this.random);
    const { order, n, routeOf, routeModified } = this;
    for (let loop = 0, improved = true; improved || loop < 2; loop++) {
      improved = false;
      for (let at = 0; at < n; at++) {
        const u = order[at];
        const lastTested = this.lastTested[u];
        this.lastTested[u] = this.moves;
        for (const v of this.neighbours[u]) {
          if (loop > 0 && routeModified[routeOf[u]] <= lastTested && routeModified[routeOf[v]] <= lastTested) continue;
          if (this.tryPair(u, v)) improved = true;
          else if (this.position[v] === 0 && routeOf[u] !== routeOf[v] && this.tryFirst(u, routeOf[v])) improved = true;
        }
        if (loop > 0) {
          let empty = 0;
          while (empty < this.routeCount && this.routes[empty].length) empty++;
          if (empty < this.routeCount && this.tryFirst(u, empty)) improved = true;
        }
      }
      // SWAP* costs several node passes: tried once the node moves find nothing.
      if (this.useSwapStar && !improved && this.swapStarPass(loop)) improved = true;
      if (loop > 50) break;
    }
    return this.routes.filter((route) => route.length).map((route) => [...route]);
  }

  /** u moved to the front of route `rv` (another route, perhaps empty). */
  private tryFirst(u: number, rv: number): boolean {
    const ru = this.routeOf[u];
    if (ru === rv) return false;
    const i = this.position[u];
    const pu = this.at(ru, i - 1);
    const x = this.at(ru, i + 1);
    const first = this.at(rv, 0);
    const loadU = this.routeLoad[ru] - this.data.demand[u];
    const loadV = this.routeLoad[rv] + this.data.demand[u];
    const distanceU = this.d(pu, x) - this.d(pu, u) - this.d(u, x);
    const distanceV = this.d(0, u) + this.d(u, first) - this.d(0, first);
    if (!this.promising(ru, rv, distanceU, distanceV, loadU, loadV)) return false;
    if (!this.improves(ru, rv, this.costOf(ru, i - 1, -1, -1, ru, i + 1, loadU), this.costOf(rv, -1, u, -1, rv, 0, loadV))) return false;
    this.routes[ru].splice(i, 1);
    this.routes[rv].unshift(u);
    return this.changed(ru, rv);
  }

  private tryPair(u: number, v: number): boolean {
    const ru = this.routeOf[u];
    const rv = this.routeOf[v];
    if (ru === rv) return this.tryWithin(ru, u, v);
    const i = this.position[u];
    const j = this.position[v];
    const demand = this.data.demand;
    const U = this.routes[ru];
    const V = this.routes[rv];
    const pu = i > 0 ? U[i - 1] : 0;
    const x = i + 1 < U.length ? U[i + 1] : 0;
    const xx = i + 2 < U.length ? U[i + 2] : 0;
    const pv = j > 0 ? V[j - 1] : 0;
    const y = j + 1 < V.length ? V[j + 1] : 0;
    const yy = j + 2 < V.length ? V[j + 2] : 0;
    const loadU = this.routeLoad[ru];
    const loadV = this.routeLoad[rv];
    const m = this.matrix;
    const s = this.size;
    // Relocate u after v.
    let change = demand[u];
    let distanceU = m[pu * s + x] - m[pu * s + u] - m[u * s + x];
    let distanceV = m[v * s + u] + m[u * s + y] - m[v * s + y];
    if (
      this.promising(ru, rv, distanceU, distanceV, loadU - change, loadV + change) &&
      this.improves(ru, rv, this.costOf(ru, i - 1, -1, -1, ru, i + 1, loadU - change), this.costOf(rv, j, u, -1, rv, j + 1, loadV + change))
    ) {
      U.splice(i, 1);
      V.splice(j + 1, 0, u);
      return this.changed(ru, rv);
    }
    if (x) {
      // Relocate (u, x) after v, as it is or reversed.
      change = demand[u] + demand[x];
      distanceU = m[pu * s + xx] - m[pu * s + u] - m[x * s + xx];
      for (let reversed = 0; reversed < 2; reversed++) {
        const a = reversed ? x : u;
        const b = reversed ? u : x;
        distanceV = m[v * s + a] + m[a * s + b] + m[b * s + y] - m[v * s + y];
        if (
          this.promising(ru, rv, distanceU, distanceV, loadU - change, loadV + change) &&
          this.improves(
            ru,
            rv,
            this.costOf(ru, i - 1, -1, -1, ru, i + 2, loadU - change),
            this.costOf(rv, j, a, b, rv, j + 1, loadV + change),
          )
        ) {
          U.splice(i, 2);
          V.splice(j + 1, 0, a, b);
          return this.changed(ru, rv);
        }
      }
      // Swap (u, x) and v.
      change = demand[u] + demand[x] - demand[v];
      distanceU = m[pu * s + v] + m[v * s + xx] - m[pu * s + u] - m[x * s + xx];
      distanceV = m[pv * s + u] + m[x * s + y] - m[pv * s + v] - m[v * s + y];
      if (
        this.promising(ru, rv, distanceU, distanceV, loadU - change, loadV + change) &&
        this.improves(
          ru,
          rv,
          this.costOf(ru, i - 1, v, -1, ru, i + 2, loadU - change),
          this.costOf(rv, j - 1, u, x, rv, j + 1, loadV + change),
        )
      ) {
        U.splice(i, 2, v);
        V.splice(j, 1, u, x);
        return this.changed(ru, rv);
      }
      // Swap (u, x) and (v, y).
      if (y) {
        change = demand[u] + demand[x] - demand[v] - demand[y];
        distanceU = m[pu * s + v] + m[y * s + xx] - m[pu * s + u] - m[x * s + xx];
        distanceV = m[pv * s + u] + m[x * s + yy] - m[pv * s + v] - m[y * s + yy];
        if (
          this.promising(ru, rv, distanceU, distanceV, loadU - change, loadV + change) &&
          this.improves(
            ru,
            rv,
            this.costOf(ru, i - 1, v, y, ru, i + 2, loadU - change),
            this.costOf(rv, j - 1, u, x, rv, j + 2, loadV + change),
          )
        ) {
          U.splice(i, 2, v, y);
          V.splice(j, 2, u, x);
          return this.changed(ru, rv);
        }
      }
    }
    // Swap u and v.
    change = demand[u] - demand[v];
    distanceU = m[pu * s + v] + m[v * s + x] - m[pu * s + u] - m[u * s + x];
    distanceV = m[pv * s + u] + m[u * s + y] - m[pv * s + v] - m[v * s + y];
    if (
      this.promising(ru, rv, distanceU, distanceV, loadU - change, loadV + change) &&
      this.improves(
        ru,
        rv,
        this.costOf(ru, i - 1, v, -1, ru, i + 1, loadU - change),
        this.costOf(rv, j - 1, u, -1, rv, j + 1, loadV + change),
      )
    ) {
      U[i] = v;
      V[j] = u;
      return this.changed(ru, rv);
    }
    // 2-opt*: u's route keeps its head to u and takes v's tail after v; v's keeps its head to v and takes u's tail.
    const headU = this.loadTo[u];
    const headV = this.loadTo[v];
    const newU = headU + loadV - headV;
    const newV = headV + loadU - headU;
    distanceU = m[u * s + y] - m[u * s + x];
    distanceV = m[v * s + x] - m[v * s + y];
    // The two tails' distances trade places too.
    const tailU = this.routeDistance[ru] - this.distanceTo[u] - m[u * s + x];
    const tailV = this.routeDistance[rv] - this.distanceTo[v] - m[v * s + y];
    if (
      this.promising(ru, rv, distanceU + tailV - tailU, distanceV + tailU - tailV, newU, newV) &&
      this.improves(ru, rv, this.costOf(ru, i, -1, -1, rv, j + 1, newU), this.costOf(rv, j, -1, -1, ru, i + 1, newV))
    ) {
      const tail = U.splice(i + 1);
      U.push(...V.splice(j + 1));
      V.push(...tail);
      return this.changed(ru, rv);
    }
    return false;
  }

  /** Within one route: u after v, u and v swapped, and 2-opt between them, each judged by walking the new order. */
  private tryWithin(route: number, u: number, v: number): boolean {
    const clients = this.routes[route];
    const i = this.position[u];
    const j = this.position[v];
    const load = this.routeLoad[route];
    const before = this.routeCost[route] - EPSILON;
    // A change is walked only when its distance change leaves room under the route's warp penalty (the load stays).
    const room = this.routeCost[route] - this.cost(this.routeDistance[route], load, 0) - EPSILON;
    const pu = this.at(route, i - 1);
    const x = this.at(route, i + 1);
    const pv = this.at(route, j - 1);
    const y = this.at(route, j + 1);
    // u after v.
    if (i !== j + 1 && this.d(pu, x) - this.d(pu, u) - this.d(u, x) + this.d(v, u) + this.d(u, y) - this.d(v, y) < room) {
      if (i < j) {
        this.head(route, i - 1);
        for (let k = i + 1; k <= j; k++) this.add(clients[k]);
        this.add(u);
      } else {
        this.head(route, j);
        this.add(u);
        for (let k = j + 1; k < i; k++) this.add(clients[k]);
      }
      if (this.close(route, Math.max(i, j) + 1, load) < before) {
        clients.splice(i, 1);
        clients.splice(i < j ? j : j + 1, 0, u);
        return this.changed(route, route);
      }
    }
    const low = Math.min(i, j);
    const high = Math.max(i, j);
    // u and v swapped (beside each other, walked whatever the distance).
    const swapped =
      high - low === 1 ||
      this.d(pu, v) + this.d(v, x) - this.d(pu, u) - this.d(u, x) + this.d(pv, u) + this.d(u, y) - this.d(pv, v) - this.d(v, y) < room;
    if (swapped) {
      this.head(route, low - 1);
      this.add(clients[high]);
      for (let k = low + 1; k < high; k++) this.add(clients[k]);
      this.add(clients[low]);
      if (this.close(route, high + 1, load) < before) {
        clients[i] = v;
        clients[j] = u;
        return this.changed(route, route);
      }
    }
    // 2-opt: the clients after u up to v reversed (its distance change as if the matrix were symmetric).
    if (i < j - 1 && this.d(u, v) + this.d(x, y) - this.d(u, x) - this.d(v, y) < room) {
      this.head(route, i);
      for (let k = j; k > i; k--) this.add(clients[k]);
      if (this.close(route, j + 1, load) < before) {
        const middle = clients.slice(i + 1, j + 1).reverse();
        clients.splice(i + 1, middle.length, ...middle);
        return this.changed(route, route);
      }
    }
    return false;
  }
}
