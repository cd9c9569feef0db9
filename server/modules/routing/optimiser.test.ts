import { describe, expect, it } from 'vitest';
import { distanceMiles, type Point } from '../../../common/geo/distance';
import { planRoute, type RouteStop, solveOpenPath } from './optimiser';
import { seededRandom, solveTour, tourLength } from './tour';

const randomPoints = (count: number, seed: number): Point[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({ latitude: 30 + random() * 0.3, longitude: -98 - random() * 0.3 }));
};
const stopsAt = (points: Point[]): RouteStop[] => points.map((position, index) => ({ id: `s${index}`, position }));

/** Every order of `items`, for brute force. */
function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let index = 0; index < items.length; index++) {
    const rest = [...items.slice(0, index), ...items.slice(index + 1)];
    for (const tail of permutations(rest)) yield [items[index], ...tail];
  }
}

const pathMiles = (points: Point[]) => points.slice(1).reduce((sum, point, index) => sum + distanceMiles(points[index], point), 0);

describe('planRoute', () => {
  it('finds the shortest open path from the start through 8 stops, as brute force does', () => {
    for (const seed of [1, 2, 3, 4]) {
      const [start, ...points] = randomPoints(9, seed);
      const stops = stopsAt(points);
      let best = Infinity;
      for (const order of permutations(points)) best = Math.min(best, pathMiles([start, ...order]));
      const planned = planRoute({ start, pending: stops });
      const plannedPoints = planned.map((id) => stops.find((stop) => stop.id === id)!.position!);
      expect(pathMiles([start, ...plannedPoints])).toBeCloseTo(best, 9);
    }
  });

  it('finds the shortest closed tour of 9 nodes, as brute force does', () => {
    const points = randomPoints(9, 7);
    const distance = (a: number, b: number) => distanceMiles(points[a], points[b]);
    let best = Infinity;
    for (const order of permutations([1, 2, 3, 4, 5, 6, 7, 8])) best = Math.min(best, tourLength([0, ...order], distance));
    expect(tourLength(solveTour(9, distance), distance)).toBeCloseTo(best, 9);
  });

  it('gives the same order for the same input and seed', () => {
    const stops = stopsAt(randomPoints(200, 11));
    const start = { latitude: 30.1, longitude: -98.1 };
    const first = planRoute({ start, pending: stops, options: { seed: 5 } });
    expect(planRoute({ start, pending: stops, options: { seed: 5 } })).toEqual(first);
    expect(new Set(first).size).toBe(200);
  });

  it('keeps the fixed stops first in their order and continues from the last of them', () => {
    const points = randomPoints(30, 13);
    const stops = stopsAt(points);
    const fixed = [stops[20], stops[3], stops[7]];
    const pending = stops.filter((stop) => !fixed.includes(stop));
    const planned = planRoute({ start: points[0], fixed, pending });
    expect(planned.slice(0, 3)).toEqual(['s20', 's3', 's7']);
    expect(new Set(planned).size).toBe(30);
    // From the last fixed stop, the optimiser's path is no longer than the one starting from the start point's order.
    const fromLast = planRoute({ start: points[7], pending });
    expect(planned.slice(3)).toEqual(fromLast);
  });

  it('handles no stop, one stop and two stops', () => {
    const [start, a, b] = randomPoints(3, 17);
    expect(planRoute({ start, pending: [] })).toEqual([]);
    expect(planRoute({ start, pending: [{ id: 'a', position: a }] })).toEqual(['a']);
    const near = { latitude: start.latitude + 0.001, longitude: start.longitude };
    const far = { latitude: start.latitude + 0.1, longitude: start.longitude };
    expect(
      planRoute({
        start,
        pending: [
          { id: 'far', position: far },
          { id: 'near', position: near },
        ],
      }),
    ).toEqual(['near', 'far']);
    expect(
      planRoute({
        pending: [
          { id: 'a', position: a },
          { id: 'b', position: b },
        ],
      }),
    ).toHaveLength(2);
    expect(planRoute({ fixed: [{ id: 'done', position: b }], pending: [] })).toEqual(['done']);
  });

  it('keeps stops at the same position together', () => {
    const points = randomPoints(12, 19);
    const stops = [...stopsAt(points), { id: 'twin', position: points[4] }, { id: 'triplet', position: points[4] }];
    const planned = planRoute({ start: points[0], pending: stops });
    const at = planned.indexOf('s4');
    expect(
      [planned[at - 2], planned[at - 1], planned[at + 1], planned[at + 2]].filter((id) => id === 'twin' || id === 'triplet'),
    ).toHaveLength(2);
    expect(new Set(planned).size).toBe(14);
  });

  it('puts stops without coordinates last, in their previous order', () => {
    const points = randomPoints(6, 23);
    const stops: RouteStop[] = [{ id: 'x', position: null }, ...stopsAt(points), { id: 'y', position: null }];
    const planned = planRoute({ start: points[0], pending: stops });
    expect(planned.slice(-2)).toEqual(['x', 'y']);
    expect(
      planRoute({
        pending: [
          { id: 'b', position: null },
          { id: 'a', position: null },
        ],
      }),
    ).toEqual(['b', 'a']);
  });

  it('starts from the start point when no stop is fixed, and from a fixed stop without a position falls back to the one before', () => {
    const near = { latitude: 30, longitude: -98 };
    const far = { latitude: 30.5, longitude: -98 };
    const pending = [
      { id: 'far', position: far },
      { id: 'mid', position: { latitude: 30.25, longitude: -98 } },
    ];
    expect(planRoute({ start: near, pending })).toEqual(['mid', 'far']);
    expect(
      planRoute({
        start: near,
        fixed: [
          { id: 'done', position: { latitude: 30.6, longitude: -98 } },
          { id: 'unknown', position: null },
        ],
        pending,
      }),
    ).toEqual(['done', 'unknown', 'far', 'mid']);
  });
});

describe('solveOpenPath', () => {
  it('starts at the depot and visits every node once, on 1,000 stops', () => {
    const points = randomPoints(1000, 29);
    const path = solveOpenPath(1000, (a, b) => distanceMiles(points[a], points[b]), true, { iterations: 50 });
    expect(path[0]).toBe(0);
    expect(new Set(path).size).toBe(1000);
  });
});
