// `npm run bench:vrptw [FILE.txt …]`: the time-window solver (server/modules/routing/vrptw.ts) on Solomon's VRPTW
// instances, by default every .txt in bench/data/solomon/ (the 29 of sets R1, C1 and RC1; README.md there names the
// source and the best-known distances, read by bench/solomon.ts). Euclidean distances in double precision, travel time
// equal to distance. One JSON line per instance: name, set, n (customers), vehicles (routes used) and bestVehicles,
// distance, bestKnown, gapPct, violations (late starts, late returns, overloads, customers missed or twice, routes over
// the fleet: recounted from scratch by checkVrptw), ms, cpuMs and the load average; then one line per set (R1, C1,
// RC1: mean and worst gap, violations, CPU) and one for all. Options: `--iterations N` (default 1,000), `--seed N` (1),
// `--markdown` (also the docs' tables).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkVrptw, solveVrptw } from '../server/modules/routing';
import { bestKnown, readSolomon, SOLOMON_FOLDER, solomonSet } from './solomon';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const VALUED = ['--iterations', '--seed'];
const named = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith('--') && !VALUED.includes(args[index - 1]));
const files = named.length
  ? named
  : readdirSync(SOLOMON_FOLDER)
      .filter((file) => file.endsWith('.txt'))
      .sort()
      .map((file) => join(SOLOMON_FOLDER, file));
const known = bestKnown();
const iterations = option('iterations', 1000);
const seed = option('seed', 1);
const markdown = process.argv.includes('--markdown');
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface Row {
  name: string;
  set: string;
  vehicles: number;
  bestVehicles: number | null;
  distance: number;
  bestKnown: number | null;
  gapPct: number | null;
  violations: number;
  cpuMs: number;
}
const rows: Row[] = [];
for (const file of files) {
  const problem = readSolomon(file);
  const load = loadavg()[0];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const plan = solveVrptw(problem, { seed, iterations });
  const ms = Math.round(performance.now() - started);
  const cpuMs = Math.round(process.cpuUsage(cpuBefore).user / 1000);
  const check = checkVrptw(problem, plan.routes);
  const best = known.get(problem.name) ?? null;
  const row: Row = {
    name: problem.name,
    set: solomonSet(problem.name),
    vehicles: plan.routes.length,
    bestVehicles: best?.vehicles ?? null,
    distance: round(check.distance, 1),
    bestKnown: best?.distance ?? null,
    gapPct: best ? round(((check.distance - best.distance) / best.distance) * 100, 2) : null,
    violations: check.violations,
    cpuMs,
  };
  rows.push(row);
  console.log(JSON.stringify({ ...row, n: problem.size - 1, unassigned: plan.unassigned.length, ms, load: round(load, 1) }));
}

function summary(group: readonly Row[]) {
  const gaps = group.flatMap((row) => (row.gapPct === null ? [] : [row.gapPct]));
  return {
    instances: group.length,
    meanGapPct: gaps.length ? round(gaps.reduce((a, b) => a + b, 0) / gaps.length, 2) : null,
    worstGapPct: gaps.length ? Math.max(...gaps) : null,
    worst: gaps.length ? group.find((row) => row.gapPct === Math.max(...gaps))!.name : null,
    violations: group.reduce((total, row) => total + row.violations, 0),
    meanCpuMs: Math.round(group.reduce((total, row) => total + row.cpuMs, 0) / group.length),
  };
}
const sets = [...new Set(rows.map((row) => row.set))];
const summaries = sets.map((set) => ({ set, ...summary(rows.filter((row) => row.set === set)) }));
for (const line of summaries) console.log(JSON.stringify({ summary: true, ...line }));
const overall = { set: 'all', ...summary(rows) };
console.log(JSON.stringify({ summary: true, ...overall, iterations, seed, load: round(loadavg()[0], 1) }));

if (markdown) {
  const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`);
  console.log('\n| set | instances | mean gap | worst gap | violations | mean CPU ms |\n| --- | --- | --- | --- | --- | --- |');
  for (const line of [...summaries, overall])
    console.log(
      `| ${line.set} | ${line.instances} | ${percent(line.meanGapPct)} | ${percent(line.worstGapPct)} (${line.worst}) | ${line.violations} | ${line.meanCpuMs} |`,
    );
  console.log(
    '\n| instance | best known | distance | vehicles (best known) | gap | violations | CPU ms |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.bestKnown?.toFixed(1) ?? ''} | ${row.distance.toFixed(1)} | ${row.vehicles} (${row.bestVehicles ?? ''}) | ${percent(row.gapPct)} | ${row.violations} | ${row.cpuMs} |`,
    );
}
