// The time-window solver on two of Solomon's instances at a fixed generation count: every window and capacity met,
// within a bound of the best-known distance (README's table), and the same plan again for the same seed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestKnown, readSolomon, SOLOMON_FOLDER } from '../bench/solomon';
import { checkVrptw, solveVrptw } from '../server/modules/routing';

const known = bestKnown();

describe('solveVrptw on Solomon instances', () => {
  it.each([
    ['RC105', 3.5],
    ['R101', 0.75],
  ])('plans %s with no violation within %s% of the best known, the same plan for the seed', (name, bound) => {
    const problem = readSolomon(join(SOLOMON_FOLDER, `${name}.txt`));
    const plan = solveVrptw(problem, { seed: 1, iterations: 150 });
    const check = checkVrptw(problem, plan.routes);
    expect(check.violations).toBe(0);
    expect(plan.unassigned).toEqual([]);
    const gap = (check.distance / known.get(name)!.distance - 1) * 100;
    expect(gap).toBeLessThan(bound);
    expect(solveVrptw(problem, { seed: 1, iterations: 150 }).routes).toEqual(plan.routes);
  });
});
