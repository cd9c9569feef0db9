import { describe, expect, it } from 'vitest';
import { solveCvrpHgs } from './hgs';
import { cvrpData } from './hgsData';
import { seededRandom } from './tour';

function randomData(clients: number, capacity: number, seed: number, withPoints = true) {
  const random = seededRandom(seed);
  const points = Array.from({ length: clients + 1 }, () => [Math.round(random() * 1000), Math.round(random() * 1000)]);
  const demand = points.map((_, node) => (node === 0 ? 0 : 1 + Math.floor(random() * 10)));
  const distance = (a: number, b: number) => Math.round(Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]));
  const located = withPoints ? points.map(([x, y]): [number, number] => [x, y]) : undefined;
  return { data: cvrpData(clients, distance, demand, capacity, 20, located), distance, demand };
}

function measure(routes: number[][], distance: (a: number, b: number) => number) {
  return routes.reduce((total, route) => {
    const stops = [0, ...route, 0];
    return total + stops.slice(1).reduce((sum, node, at) => sum + distance(stops[at], node), 0);
  }, 0);
}

describe('solveCvrpHgs', () => {
  it('visits every client once within capacity, and reports the distance of its routes', () => {
    const { data, distance, demand } = randomData(60, 40, 2);
    const result = solveCvrpHgs(data, { iterations: 200 });
    expect(result.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    for (const route of result.routes) expect(route.reduce((load, client) => load + demand[client], 0)).toBeLessThanOrEqual(40);
    expect(result.distance).toBe(measure(result.routes, distance));
  });

  it('pairs routes by neighbours when no points are given', () => {
    const { data, distance, demand } = randomData(60, 40, 2, false);
    const result = solveCvrpHgs(data, { iterations: 200 });
    expect(result.routes.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    for (const route of result.routes) expect(route.reduce((load, client) => load + demand[client], 0)).toBeLessThanOrEqual(40);
    expect(result.distance).toBe(measure(result.routes, distance));
  });

  it('gives the same routes for the same seed and iteration budget', () => {
    const { data } = randomData(50, 30, 4);
    const first = solveCvrpHgs(data, { seed: 3, iterations: 150 });
    expect(solveCvrpHgs(randomData(50, 30, 4).data, { seed: 3, iterations: 150 })).toEqual(first);
  });

  it('finds the optimum of small instances that brute force checks: one route is a shortest tour', () => {
    for (const seed of [1, 2, 3]) {
      const { data, distance } = randomData(7, 1000, seed);
      const clients = [1, 2, 3, 4, 5, 6, 7];
      let best = Infinity;
      const permute = (order: number[], left: number[]) => {
        if (!left.length) best = Math.min(best, measure([order], distance));
        for (const client of left)
          permute(
            [...order, client],
            left.filter((other) => other !== client),
          );
      };
      permute([], clients);
      expect(solveCvrpHgs(data, { seed, iterations: 50 }).distance).toBe(best);
    }
  });

  it('improves with more generations and is never worse than the routes it starts from', () => {
    const { data, distance } = randomData(80, 50, 6);
    const start = Array.from({ length: 80 }, (_, index) => [index + 1]);
    const short = solveCvrpHgs(data, { iterations: 5, initial: start });
    const long = solveCvrpHgs(data, { iterations: 400, initial: start });
    expect(short.distance).toBeLessThanOrEqual(measure(start, distance));
    expect(long.distance).toBeLessThan(short.distance);
  });

  it("reads the routes it starts from, and answers, in the caller's numbering of the clients", () => {
    const { data, distance } = randomData(80, 50, 9);
    const found = solveCvrpHgs(data, { iterations: 300 });
    const again = solveCvrpHgs(randomData(80, 50, 9).data, { seed: 2, iterations: 1, initial: found.routes });
    expect(again.distance).toBeLessThanOrEqual(found.distance);
    expect(again.distance).toBe(measure(again.routes, distance));
  });

  it('reads its time budget on the clock it is given', () => {
    const ticking = () => {
      let now = 0;
      return () => (now += 10);
    };
    const first = solveCvrpHgs(randomData(60, 40, 3).data, { timeBudgetMs: 2000, clock: ticking() });
    expect(first.iterations).toBeGreaterThan(0);
    expect(first.iterations).toBeLessThan(200);
    expect(solveCvrpHgs(randomData(60, 40, 3).data, { timeBudgetMs: 2000, clock: ticking() })).toEqual(first);
  });

  it('answers within its time budget and reports progress', () => {
    const { data } = randomData(150, 60, 8);
    const seen: number[] = [];
    const started = performance.now();
    const result = solveCvrpHgs(data, { timeBudgetMs: 300, onProgress: (progress) => seen.push(progress.bestCost) });
    expect(performance.now() - started).toBeLessThan(300 + 2000);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(result.distance);
  });
});
