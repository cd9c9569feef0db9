// Timing shared by the benchmarks: percentiles, p50/p95 of a call after a warm-up, and the table that sets each call
// over HTTP beside the same work done directly. Figures only, no assertions.
import { performance } from 'node:perf_hooks';

export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;

/** The p-th percentile of times sorted ascending (NaN for none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** p50 and p95 in ms of `runs` calls after a warm-up; the call gets its index, to vary its input. */
export async function measure(run: (index: number) => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < WARM_UP; index++) await run(index);
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A benchmark case: its name, the call over HTTP and the same work done directly. */
export type Case = [name: string, overHttp: (index: number) => Promise<unknown>, direct: (index: number) => Promise<unknown>];

/** Measures each case both ways and prints p50, p95 and the p95 ratio of HTTP to direct. */
export async function printComparison(cases: readonly Case[], runs = RUNS): Promise<void> {
  console.log(`\n${runs} calls each; ms`);
  const rows = [];
  for (const [name, overHttp, direct] of cases) {
    const http = await measure(overHttp, runs);
    const sqlOnly = await measure(direct, runs);
    rows.push({ call: name, 'HTTP p50': http.p50.toFixed(1), 'HTTP p95': http.p95.toFixed(1), 'SQL p50': sqlOnly.p50.toFixed(1), 'SQL p95': sqlOnly.p95.toFixed(1), 'p95 ratio': (http.p95 / sqlOnly.p95).toFixed(2) });
  }
  console.table(rows);
}

/** Seconds since `started` (a performance.now() reading), with one decimal. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
