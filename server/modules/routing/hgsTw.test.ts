import { describe, expect, it } from 'vitest';
import { solveHgsTw } from './hgsTw';
import { Piece, routeWarp, type TwData, twData } from './hgsTwData';
import { seededRandom } from './tour';

/** Random clients on a 100 × 100 square with windows of `width` somewhere in a horizon of 600. */
function randomData(clients: number, seed: number, width: number, capacity = 60): TwData {
  const random = seededRandom(seed);
  const points = Array.from({ length: clients + 1 }, (_, node) => (node ? [random() * 100, random() * 100] : [50, 50]));
  const ready = points.map((_, node) => (node ? Math.floor(random() * (600 - width - 80)) + 80 : 0));
  return twData(
    clients,
    (a, b) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]),
    {
      demand: points.map((_, node) => (node ? 1 + Math.floor(random() * 15) : 0)),
      ready,
      due: ready.map((start, node) => (node ? start + width : 700)),
      service: points.map((_, node) => (node ? 10 : 0)),
    },
    capacity,
  );
}

/** The warp of `route` put together from pieces cut at `cuts`, each piece built node by node, then joined. */
function warpByPieces(data: TwData, route: readonly number[], cuts: readonly number[]): number {
  const { matrix, size, ready, due, service } = data;
  const bounds = [0, ...cuts, route.length];
  const whole = new Piece().set(0, 0, ready[0], due[0], 0);
  for (let at = 0; at + 1 < bounds.length; at++) {
    const part = route.slice(bounds[at], bounds[at + 1]);
    if (!part.length) continue;
    const piece = new Piece().set(service[part[0]], 0, ready[part[0]], due[part[0]], part[0]);
    for (const node of part.slice(1)) piece.append(service[node], 0, ready[node], due[node], matrix[piece.last * size + node], node);
    whole.append(piece.duration, piece.warp, piece.earliest, piece.latest, matrix[whole.last * size + part[0]], piece.last);
  }
  return whole.append(0, 0, ready[0], due[0], matrix[whole.last * size], 0).warp;
}

describe('time-warp pieces', () => {
  it('join to the time warp a node-by-node recount finds, wherever the route is cut', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 300; trial++) {
      const data = randomData(12, trial, [20, 60, 200][trial % 3]);
      const route = Array.from({ length: 12 }, (_, index) => index + 1)
        .sort(() => random() - 0.5)
        .slice(0, 1 + (trial % 12));
      const cuts = [...new Set([Math.floor(random() * route.length), Math.floor(random() * route.length)])].sort((a, b) => a - b);
      expect(warpByPieces(data, route, cuts)).toBeCloseTo(routeWarp(data, route), 6);
    }
  });

  it('count no warp for a route that meets every window, and the lateness for one that does not', () => {
    const data = twData(
      2,
      (a, b) => Math.abs(a - b) * 10,
      { demand: [0, 1, 1], ready: [0, 0, 0], due: [100, 12, 30], service: [0, 5, 5] },
      10,
    );
    expect(routeWarp(data, [1, 2])).toBe(0);
    // Customer 2 first (starts at 20, in its window), then 1 at 35, 23 after its window closed at 12.
    expect(routeWarp(data, [2, 1])).toBeCloseTo(23, 9);
    expect(warpByPieces(data, [2, 1], [1])).toBeCloseTo(23, 9);
  });
});

describe('solveHgsTw', () => {
  it('answers every client once, and a plan it calls feasible recounts feasible at the distance it gives', () => {
    for (const seed of [1, 2, 3]) {
      const data = randomData(30, seed, 120);
      const result = solveHgsTw(data, { seed, iterations: 60, maxRoutes: 30 });
      expect(result.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
      let distance = 0;
      for (const route of result.routes) {
        let at = 0;
        for (const client of route) {
          distance += data.matrix[at * data.size + client];
          at = client;
        }
        distance += data.matrix[at * data.size];
      }
      expect(distance).toBeCloseTo(result.distance, 6);
      expect(result.feasible).toBe(true);
      for (const route of result.routes) {
        expect(routeWarp(data, route)).toBeLessThan(1e-6);
        expect(route.reduce((total, client) => total + data.demand[client], 0)).toBeLessThanOrEqual(data.capacity);
      }
    }
  });

  it('gives the same plan for the same seed and generations', () => {
    const data = randomData(25, 11, 80);
    const first = solveHgsTw(data, { seed: 5, iterations: 40, maxRoutes: 25 });
    const again = solveHgsTw(data, { seed: 5, iterations: 40, maxRoutes: 25 });
    expect(again.routes).toEqual(first.routes);
    expect(again.distance).toBe(first.distance);
  });

  it('starts a fresh population once one stalls, keeping the best plan found before it', () => {
    // Eight clients: each population finds its best within a few hundred generations, then stalls.
    const data = randomData(8, 3, 150);
    const early = solveHgsTw(data, { seed: 2, iterations: 900, maxRoutes: 8 });
    const later = solveHgsTw(data, { seed: 2, iterations: 2_600, maxRoutes: 8 });
    expect(early.restarts).toBe(0);
    expect(later.restarts).toBeGreaterThanOrEqual(2);
    expect(later.feasible).toBe(true);
    // The same first 900 generations, then restarts: never a longer plan than the one found before them.
    expect(later.distance).toBeLessThanOrEqual(early.distance + 1e-9);
  });

  it('reports a plan infeasible when the fleet cannot carry the load', () => {
    const data = randomData(20, 4, 400, 30);
    const total = Array.from({ length: 20 }, (_, index) => data.demand[index + 1]).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(30);
    const result = solveHgsTw(data, { seed: 1, iterations: 20, maxRoutes: 1 });
    expect(result.feasible).toBe(false);
    expect(result.routes).toHaveLength(1);
  });
});

describe('solveHgsTw with SWAP*', () => {
  it('answers feasible plans that recount at the distance given, the same for the seed', () => {
    for (const seed of [1, 2]) {
      const data = randomData(40, seed, 100);
      const plan = solveHgsTw(data, { seed, iterations: 60, maxRoutes: 40, swapStar: true });
      expect(plan.feasible).toBe(true);
      expect(plan.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
      for (const route of plan.routes) expect(routeWarp(data, route)).toBeLessThan(1e-6);
      expect(solveHgsTw(data, { seed, iterations: 60, maxRoutes: 40, swapStar: true }).routes).toEqual(plan.routes);
    }
  });
});
