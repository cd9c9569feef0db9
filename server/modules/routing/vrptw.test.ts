import { describe, expect, it } from 'vitest';
import { checkVrptw, solveVrptw, type VrptwProblem } from './vrptw';
import { seededRandom } from './tour';

/** A random instance on a 100 × 100 square, windows wide enough that a route of one always fits. */
function randomProblem(customers: number, seed: number, width = 60, capacity = 100): VrptwProblem {
  const random = seededRandom(seed);
  const points = Array.from({ length: customers + 1 }, (_, index) => (index ? [random() * 100, random() * 100] : [50, 50]));
  const distance = (a: number, b: number) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
  const ready = points.map((_, index) => (index ? Math.floor(random() * 300) : 0));
  return {
    size: customers + 1,
    distance,
    demand: points.map((_, index) => (index ? 1 + Math.floor(random() * 20) : 0)),
    ready,
    due: ready.map((start, index) => (index ? start + width : 1000)),
    service: points.map((_, index) => (index ? 10 : 0)),
    capacity,
    vehicles: customers,
  };
}

describe('solveVrptw', () => {
  it('answers plans that meet every window and capacity, shorter than its first insertion', () => {
    for (const seed of [1, 2, 3]) {
      const problem = randomProblem(40, seed);
      const quick = solveVrptw(problem, { seed, iterations: 0 });
      const plan = solveVrptw(problem, { seed, iterations: 200 });
      expect(plan.unassigned).toEqual([]);
      const check = checkVrptw(problem, plan.routes);
      expect(check.violations).toBe(0);
      expect(check.distance).toBeCloseTo(plan.distance, 6);
      expect(plan.distance).toBeLessThanOrEqual(quick.distance);
    }
  });

  it('keeps narrow windows and a small capacity through its local search', () => {
    for (const seed of [4, 5]) {
      // Windows opened 80 later than drawn: every customer can still be reached alone from the depot.
      const drawn = randomProblem(60, seed, 15, 40);
      const later = (times: readonly number[]) => times.map((time, index) => (index ? time + 80 : time));
      const problem = { ...drawn, ready: later(drawn.ready), due: later(drawn.due) };
      const plan = solveVrptw(problem, { seed, iterations: 150 });
      expect(plan.unassigned).toEqual([]);
      expect(checkVrptw(problem, plan.routes)).toMatchObject({ violations: 0 });
      expect(checkVrptw(problem, plan.routes).distance).toBeCloseTo(plan.distance, 6);
    }
  });
});

describe('solveVrptw with too small a fleet', () => {
  it('leaves customers unassigned rather than answer a late or overloaded route', () => {
    const problem = { ...randomProblem(30, 9, 20, 100), vehicles: 2 };
    const plan = solveVrptw(problem, { seed: 1, iterations: 30 });
    const check = checkVrptw(problem, plan.routes);
    expect(plan.unassigned.length).toBeGreaterThan(0);
    expect(plan.routes.length).toBeLessThanOrEqual(2);
    expect(check).toMatchObject({ late: 0, overCapacity: 0 });
    expect(check.missed).toBe(plan.unassigned.length);
  });
});

describe('checkVrptw', () => {
  it('counts a late start, an overloaded route and a customer missed', () => {
    const problem: VrptwProblem = {
      size: 3,
      distance: (a, b) => Math.abs(a - b) * 10,
      demand: [0, 60, 60],
      ready: [0, 0, 0],
      due: [100, 100, 5],
      service: [0, 0, 0],
      capacity: 100,
      vehicles: 2,
    };
    expect(checkVrptw(problem, [[1, 2]])).toMatchObject({ late: 1, overCapacity: 1, missed: 0 });
    expect(checkVrptw(problem, [[1]])).toMatchObject({ late: 0, missed: 1, violations: 1 });
  });
});
