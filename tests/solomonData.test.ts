// The VRPTW bench's data (bench/data/solomon/): every instance file whole, and the README's best-known table.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestKnown, readSolomon, SOLOMON_FOLDER, solomonSet } from '../bench/solomon';

const files = readdirSync(SOLOMON_FOLDER).filter((file) => file.endsWith('.txt'));
const CAPACITY: Record<string, number> = { C1: 200, R1: 200, RC1: 200, C2: 700, R2: 1000, RC2: 1000 };

describe("Solomon's instances", () => {
  it("are the 56 of R1, C1, RC1, R2, C2 and RC2, each a depot and 100 customers with its set's capacity", () => {
    const counts = new Map<string, number>();
    for (const file of files) {
      const problem = readSolomon(join(SOLOMON_FOLDER, file));
      expect(problem.size, file).toBe(101);
      expect(problem.capacity, file).toBe(CAPACITY[solomonSet(problem.name)]);
      expect(problem.demand[0], file).toBe(0);
      expect(
        problem.demand.slice(1).every((demand) => demand > 0),
        file,
      ).toBe(true);
      expect(
        problem.due.every((due, node) => due >= problem.ready[node]),
        file,
      ).toBe(true);
      counts.set(solomonSet(problem.name), (counts.get(solomonSet(problem.name)) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ C1: 9, R1: 12, RC1: 8, C2: 8, R2: 11, RC2: 8 });
  });

  it("number customers as Solomon's files do", () => {
    const r101 = readSolomon(join(SOLOMON_FOLDER, 'R101.txt'));
    expect([...r101.points[1], r101.demand[1], r101.ready[1], r101.due[1], r101.service[1]]).toEqual([41, 49, 10, 161, 171, 10]);
    expect(r101.points[100]).toEqual([18, 18]);
    // Type 2 keeps type 1's places and demands under a long horizon.
    const r201 = readSolomon(join(SOLOMON_FOLDER, 'R201.txt'));
    expect(r201.points).toEqual(r101.points);
    expect(r201.demand).toEqual(r101.demand);
    expect([r201.ready[1], r201.due[1], r201.due[0]]).toEqual([707, 848, 1000]);
  });

  it("have a best-known distance and fleet each in the README's table", () => {
    const table = bestKnown();
    expect(table.size).toBe(56);
    for (const file of files) {
      const best = table.get(file.replace(/\.txt$/, ''));
      expect(best, file).toBeDefined();
      expect(Number.isFinite(best!.distance) && best!.distance > 0, file).toBe(true);
      expect(Number.isInteger(best!.vehicles) && best!.vehicles > 0 && best!.vehicles <= 25, file).toBe(true);
    }
    expect(table.get('R101')).toEqual({ vehicles: 20, distance: 1637.7 });
    expect(table.get('R201')).toEqual({ vehicles: 8, distance: 1143.2 });
    expect(table.get('C204')).toEqual({ vehicles: 3, distance: 588.1 });
  });
});
