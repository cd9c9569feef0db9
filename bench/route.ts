// `npm run bench:route [FILE.tsp …]`: the route optimiser on TSPLIB EUC_2D instances (default: every .tsp in
// ../shared/data/tsplib/ beside the repository) and on 1,000 random stops made with a fixed seed. Prints one JSON
// line per instance for the optimiser and one for plain nearest neighbour (the baseline). `ms` is wall time, `cpuMs` the
// process's CPU time over the same span (the two part on a busy machine). Figures only, no assertions.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { byNode, euclidean, instanceFiles, nodeSection } from './sharedData';
import { nearestNeighbourOnly, seededRandom, solveTour, tourLength } from '../server/modules/routing';

const RANDOM_STOPS = 1000;

interface Instance {
  name: string;
  points: [number, number][];
  optimum: number | null;
}

/** The optimum from the README table of the instances' folder (`| name.tsp | nodes | optimum |`). */
function readmeOptima(directory: string): Map<string, number> {
  const optima = new Map<string, number>();
  try {
    for (const line of readFileSync(join(directory, 'README.md'), 'utf8').split('\n')) {
      const match = /^\|\s*([\w.-]+?)(?:\.tsp)?\s*\|\s*\d+\s*\|\s*(\d+)\s*\|/.exec(line);
      if (match) optima.set(match[1], Number(match[2]));
    }
  } catch {
    // No README: optima come from the files alone.
  }
  return optima;
}

function readTsp(file: string): Instance {
  const text = readFileSync(file, 'utf8');
  const header = (key: string) => new RegExp(`^\\s*${key}\\s*:\\s*(.+)$`, 'm').exec(text)?.[1].trim();
  const name = header('NAME') ?? basename(file, '.tsp');
  const type = header('EDGE_WEIGHT_TYPE');
  if (type !== 'EUC_2D') throw new Error(`${file}: EDGE_WEIGHT_TYPE ${type ?? 'missing'}, only EUC_2D is supported`);
  const fromComment = /(?:optimum|optimal)[^\d]*(\d+)/i.exec(header('COMMENT') ?? '')?.[1];
  const optimum = header('OPTIMUM') ?? fromComment ?? readmeOptima(dirname(file)).get(name) ?? null;
  const dimension = Number(header('DIMENSION'));
  if (!Number.isInteger(dimension) || dimension < 1) throw new Error(`${file}: DIMENSION ${header('DIMENSION') ?? 'missing'}`);
  const rows = nodeSection(text, 'NODE_COORD_SECTION', 2, file);
  const points = byNode(rows, dimension, 'NODE_COORD_SECTION', file, ([x, y]): [number, number] => [x, y]);
  return { name, points, optimum: optimum === null ? null : Number(optimum) };
}

function randomInstance(): Instance {
  const random = seededRandom(20_260_101);
  const points = Array.from({ length: RANDOM_STOPS }, (): [number, number] => [
    Math.round(random() * 10_000),
    Math.round(random() * 10_000),
  ]);
  return { name: `random${RANDOM_STOPS}`, points, optimum: null };
}

function report(
  instance: Instance,
  method: string,
  solve: (size: number, distance: (a: number, b: number) => number) => number[],
  print = true,
  seed?: number,
) {
  const { points } = instance;
  const load = Math.round(loadavg()[0] * 100) / 100;
  // TSPLIB EUC_2D: the Euclidean distance rounded to the nearest integer.
  const distance = (a: number, b: number) => euclidean(points[a], points[b]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const tour = solve(points.length, distance);
  const ms = performance.now() - started;
  const cpuMs = process.cpuUsage(cpuBefore).user / 1000;
  const length = tourLength(tour, distance);
  const gapPct = instance.optimum ? Math.round(((length - instance.optimum) / instance.optimum) * 10_000) / 100 : null;
  const line = {
    name: instance.name,
    method,
    ...(seed === undefined ? {} : { seed }),
    n: points.length,
    length,
    optimum: instance.optimum,
    gapPct,
    ms: Math.round(ms * 10) / 10,
    cpuMs: Math.round(cpuMs * 10) / 10,
    load,
    tour: tour.map((node) => node + 1),
  };
  if (print) console.log(JSON.stringify(line));
  return line;
}

/** `--seeds N` (seeds 1..N) or `--seeds A-B`: every instance solved once a seed, with its mean and worst over them. */
function parseArguments(argv: readonly string[]): { files: string[]; seeds: number[] } {
  const files: string[] = [];
  let seeds = [1];
  for (let index = 0; index < argv.length; index++) {
    if (argv[index] !== '--seeds') {
      files.push(argv[index]);
      continue;
    }
    const match = /^(\d+)(?:-(\d+))?$/.exec(argv[++index] ?? '');
    if (!match) throw new Error('--seeds takes N (seeds 1 to N) or A-B');
    const [first, last] = match[2] ? [Number(match[1]), Number(match[2])] : [1, Number(match[1])];
    seeds = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  }
  return { files, seeds };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;

const { files, seeds } = parseArguments(process.argv.slice(2));
const paths = instanceFiles(files, 'tsplib', 'TSPLIB_DIR', '.tsp');
// A server answers Generate Route warm: unprinted runs first, so the first instance does not pay for compilation.
const warmUp = randomInstance();
report(warmUp, 'warm-up', (size, distance) => solveTour(size, distance, { iterations: 200 }), false);
report({ ...warmUp, points: warmUp.points.slice(0, 100) }, 'warm-up', (size, distance) => solveTour(size, distance), false);
const instances = [...paths.map(readTsp), ...(files.length ? [] : [randomInstance()])];
const gaps: number[] = [];
const allGaps: number[] = [];
for (const instance of instances) {
  const seedGaps: number[] = [];
  const seedCpu: number[] = [];
  for (const seed of seeds) {
    const { gapPct, cpuMs } = report(instance, 'optimiser', (size, distance) => solveTour(size, distance, { seed }), true, seed);
    if (gapPct !== null) seedGaps.push(gapPct);
    seedCpu.push(cpuMs);
  }
  if (seedGaps.length) gaps.push(mean(seedGaps));
  allGaps.push(...seedGaps);
  if (seeds.length > 1) {
    console.log(
      JSON.stringify({
        name: instance.name,
        method: 'optimiser',
        seeds: `${seeds[0]}-${seeds[seeds.length - 1]}`,
        meanGapPct: seedGaps.length ? round2(mean(seedGaps)) : null,
        worstGapPct: seedGaps.length ? Math.max(...seedGaps) : null,
        overGapPct03: seedGaps.filter((gap) => gap > 0.3).length,
        meanCpuMs: Math.round(mean(seedCpu)),
        worstCpuMs: Math.round(Math.max(...seedCpu)),
        load: round2(loadavg()[0]),
      }),
    );
  }
  report(instance, 'nearest-neighbour', nearestNeighbourOnly);
}
if (gaps.length) {
  console.log(
    JSON.stringify({
      summary: true,
      method: 'optimiser',
      instances: gaps.length,
      meanGapPct: round2(mean(gaps)),
      worstGapPct: Math.max(...allGaps),
    }),
  );
}
