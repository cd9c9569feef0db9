// `npm run bench:vrptw [FILE.txt …]`: the time-window solver (server/modules/routing/vrptw.ts) on Solomon's VRPTW
// instances, by default every .txt in bench/data/solomon/ (the 56 of sets R1, C1, RC1, R2, C2 and RC2; `--sets R1,C1`
// keeps those sets; README.md there names the sources and the best-known distances, read by bench/solomon.ts).
// Euclidean distances in double precision, travel time equal to distance. One JSON line per instance: name, set, n
// (customers), vehicles (routes used) and bestVehicles, distance, bestKnown, gapPct, truncatedGapPct (the plan's legs
// cut to one decimal, as the literature measures the best-known values), violations (late starts, late returns,
// overloads, customers missed or twice, routes over the fleet: recounted from scratch by checkVrptw), generations (the
// genetic search's), ms, cpuMs and the load average; then one line per set (mean and worst gap, mean truncated gap, violations, CPU), per seed when there
// are several, and one for all. Options: `--seconds S` (a budget of S seconds of the process's CPU time an instance,
// generations unbounded), `--iterations N` (generations, default 1,000 without `--seconds`: then the result is the same
// on any machine), `--seeds 1,2,3` (each instance once a seed; `--seed N` alike), `--markdown` (also the docs' tables,
// over every seed).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkVrptw, solveVrptw } from '../server/modules/routing';
import { bestKnown, readSolomon, SOLOMON_FOLDER, solomonSet } from './solomon';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const VALUED = ['--iterations', '--seed', '--seeds', '--seconds', '--sets'];
const setsAt = process.argv.indexOf('--sets');
const setsWanted = setsAt >= 0 ? process.argv[setsAt + 1].split(',') : null;
const named = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && !VALUED.includes(args[index - 1]));
const files = named.length
  ? named
  : readdirSync(SOLOMON_FOLDER)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .map((file) => join(SOLOMON_FOLDER, file))
      .filter((file) => !setsWanted || setsWanted.includes(solomonSet(basename(file, '.txt'))));
const known = bestKnown();
const seconds = option('seconds', 0);
const iterations = option('iterations', seconds ? Infinity : 1000);
const seedsAt = process.argv.indexOf('--seeds');
const seeds = seedsAt >= 0 ? process.argv[seedsAt + 1].split(',').map(Number) : [option('seed', 1)];
const cpuClock = () => process.cpuUsage().user / 1000;
const markdown = process.argv.includes('--markdown');
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface Row {
  name: string;
  seed: number;
  set: string;
  vehicles: number;
  bestVehicles: number | null;
  distance: number;
  bestKnown: number | null;
  gapPct: number | null;
  /** The gap with each leg of the plan truncated to one decimal, as the best-known values are measured. */
  truncatedGapPct: number | null;
  violations: number;
  cpuMs: number;
}
const rows: Row[] = [];
for (const seed of seeds)
  for (const file of files) {
    const problem = readSolomon(file);
    const load = loadavg()[0];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const plan = solveVrptw(problem, { seed, iterations, ...(seconds ? { timeBudgetMs: seconds * 1000, clock: cpuClock } : {}) });
    const ms = Math.round(performance.now() - started);
    const cpuMs = Math.round(process.cpuUsage(cpuBefore).user / 1000);
    const check = checkVrptw(problem, plan.routes);
    const best = known.get(problem.name) ?? null;
    const row: Row = {
      name: problem.name,
      seed,
      set: solomonSet(problem.name),
      vehicles: plan.routes.length,
      bestVehicles: best?.vehicles ?? null,
      distance: round(check.distance, 1),
      bestKnown: best?.distance ?? null,
      gapPct: best ? round(((check.distance - best.distance) / best.distance) * 100, 2) : null,
      truncatedGapPct: best ? round(((truncatedLength(problem, plan.routes) - best.distance) / best.distance) * 100, 2) : null,
      violations: check.violations,
      cpuMs,
    };
    rows.push(row);
    console.log(
      JSON.stringify({
        ...row,
        n: problem.size - 1,
        unassigned: plan.unassigned.length,
        generations: plan.generations,
        ms,
        load: round(load, 1),
      }),
    );
  }

/** A plan's length with every leg cut to one decimal, the literature's measure of Solomon's best-known distances. */
function truncatedLength(problem: ReturnType<typeof readSolomon>, routes: readonly (readonly number[])[]) {
  const leg = (a: number, b: number) => Math.floor(problem.distance(a, b) * 10) / 10;
  return routes.reduce((total, route) => total + [0, ...route].reduce((sum, node, at, nodes) => sum + leg(node, nodes[at + 1] ?? 0), 0), 0);
}

function summary(group: readonly Row[]) {
  const gaps = group.flatMap((row) => (row.gapPct === null ? [] : [row.gapPct]));
  const truncated = group.flatMap((row) => (row.truncatedGapPct === null ? [] : [row.truncatedGapPct]));
  return {
    instances: group.length,
    meanGapPct: gaps.length ? round(gaps.reduce((a, b) => a + b, 0) / gaps.length, 2) : null,
    meanTruncatedGapPct: truncated.length ? round(truncated.reduce((a, b) => a + b, 0) / truncated.length, 2) : null,
    worstGapPct: gaps.length ? Math.max(...gaps) : null,
    worst: gaps.length ? group.find((row) => row.gapPct === Math.max(...gaps))!.name : null,
    violations: group.reduce((total, row) => total + row.violations, 0),
    meanCpuMs: Math.round(group.reduce((total, row) => total + row.cpuMs, 0) / group.length),
  };
}
const sets = [...new Set(rows.map((row) => row.set))];
if (seeds.length > 1)
  for (const seed of seeds) {
    const ofSeed = rows.filter((row) => row.seed === seed);
    for (const set of sets) console.log(JSON.stringify({ summary: true, seed, set, ...summary(ofSeed.filter((row) => row.set === set)) }));
    console.log(JSON.stringify({ summary: true, seed, set: 'all', ...summary(ofSeed) }));
  }
const summaries = sets.map((set) => ({ set, ...summary(rows.filter((row) => row.set === set)) }));
for (const line of summaries) console.log(JSON.stringify({ summary: true, seeds, ...line }));
const overall = { set: 'all', ...summary(rows) };
console.log(JSON.stringify({ summary: true, seeds, ...overall, seconds, iterations, load: round(loadavg()[0], 1) }));

if (markdown) {
  const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`);
  console.log(
    '\n| set | instances | mean gap | worst gap | mean gap, legs truncated | violations | mean CPU ms |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const line of [...summaries, overall])
    console.log(
      `| ${line.set} | ${line.instances} | ${percent(line.meanGapPct)} | ${percent(line.worstGapPct)} (${line.worst}) | ${percent(line.meanTruncatedGapPct)} | ${line.violations} | ${line.meanCpuMs} |`,
    );
  console.log(
    '\n| instance | seed | best known | distance | vehicles (best known) | gap | gap, legs truncated | violations | CPU ms |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.seed} | ${row.bestKnown?.toFixed(1) ?? ''} | ${row.distance.toFixed(1)} | ${row.vehicles} (${row.bestVehicles ?? ''}) | ${percent(row.gapPct)} | ${percent(row.truncatedGapPct)} | ${row.violations} | ${row.cpuMs} |`,
    );
}
