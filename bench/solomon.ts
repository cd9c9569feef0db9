// Solomon's VRPTW instances (bench/data/solomon/): the files, either layout, and the README's best-known table. Read
// by bench/vrptw.ts and checked by tests/solomonData.test.ts.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { VrptwProblem } from '../server/modules/routing';

export const SOLOMON_FOLDER = join(import.meta.dirname, 'data', 'solomon');
/** Solomon's 100-customer instances allow 25 vehicles. */
const DEFAULT_VEHICLES = 25;

export interface BestKnown {
  vehicles: number;
  distance: number;
}

/** The README's table: `| name | vehicles | distance |`. */
export function bestKnown(readme = join(SOLOMON_FOLDER, 'README.md')): Map<string, BestKnown> {
  const table = new Map<string, BestKnown>();
  for (const line of readFileSync(readme, 'utf8').split('\n')) {
    const match = /^\|\s*([A-Z]+\d+)\s*\|\s*(\d+)\s*\|\s*([\d.]+)\s*\|/.exec(line);
    if (match) table.set(match[1], { vehicles: Number(match[2]), distance: Number(match[3]) });
  }
  return table;
}

/** The set an instance belongs to: R101 → R1, RC105 → RC1, C109 → C1. */
export const solomonSet = (name: string) => name.replace(/\d\d$/, '');

/** A Solomon file, either layout: SINTEF's (VEHICLE / NUMBER CAPACITY / 25 200 / CUSTOMER …) or capacity then rows. */
export function readSolomon(file: string): VrptwProblem & { name: string; points: number[][] } {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((numbers) => numbers.length && numbers.every((value) => Number.isFinite(value)));
  const nodes = rows.filter((numbers) => numbers.length === 7);
  const header = rows.find((numbers) => numbers.length === 2);
  const vehicles = header ? header[0] : DEFAULT_VEHICLES;
  const capacity = header ? header[1] : rows.find((numbers) => numbers.length === 1)![0];
  const points = nodes.map((row) => [row[1], row[2]]);
  return {
    name: basename(file)
      .replace(/\.txt$/i, '')
      .toUpperCase(),
    points,
    size: nodes.length,
    // Unrounded, as the best-known distances are (TSPLIB's EUC_2D rounding, bench/sharedData.ts, would not do).
    distance: (a, b) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]),
    demand: nodes.map((row) => row[3]),
    ready: nodes.map((row) => row[4]),
    due: nodes.map((row) => row[5]),
    service: nodes.map((row) => row[6]),
    capacity,
    vehicles,
  };
}
