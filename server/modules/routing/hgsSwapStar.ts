// SWAP* between two routes of the hybrid genetic search's local search (hgsSearch.ts), after Vidal 2022: each client
// of one exchanged with one of the other, each inserted at its best place, pairs of routes chosen by their circle
// sectors. Pure.
import { EPSILON, HgsRoutes, insertAfterIn } from './hgsRoutes';

export abstract class HgsSwapStar extends HgsRoutes {
  /**
   * SWAP* over pairs of routes that are neighbours (a client of one has a granular neighbour in the other) and, with
   * points, whose circle sectors overlap (as HGS); after the first loop only pairs changed since their last test.
   */
  protected swapStarPass(loop: number): boolean {
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

  protected sectorsOverlap(a: number, b: number): boolean {
    const startA = this.sectorStart[a];
    const startB = this.sectorStart[b];
    return ((startB - startA) & 65535) <= this.sectorSpan[a] || ((startA - startB) & 65535) <= this.sectorSpan[b];
  }

  /** The three cheapest places to insert each client of `from` into route `into`, and each client's removal gain. */
  protected preprocessInsertions(from: number, into: number) {
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
  protected firstAway(base: number, removed: number): number {
    for (let slot = base; slot < base + 3; slot++) {
      const after = this.bestAfter[slot];
      if (after < 0) return -1;
      if (after !== removed && this.next[after] !== removed) return slot;
    }
    return -1;
  }

  protected swapStar(ru: number, rv: number): boolean {
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
}
