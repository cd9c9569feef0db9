// Timing shared by the benchmarks: percentiles, p50/p95 of two ways of doing the same work measured alternately, and the
// table that sets each call over HTTP beside the same work done directly. Figures only, no assertions.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;

/** The p-th percentile of times sorted ascending (NaN for none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Percentiles = { p50: number; p95: number };

function percentilesOf(times: number[]): Percentiles {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * p50 and p95 in ms of `runs` calls of each of two ways to do the same work, after a warm-up. The calls alternate (and
 * which goes first alternates too), so both meet the same load: on a machine shared with other work, measuring one
 * way and then the other let a change of load between the two swing their ratio either way.
 */
export async function measurePair(
  first: (index: number) => Promise<unknown>,
  second: (index: number) => Promise<unknown>,
  runs = RUNS,
): Promise<[Percentiles, Percentiles]> {
  for (let index = 0; index < WARM_UP; index++) {
    await first(index);
    await second(index);
  }
  const times: [number[], number[]] = [[], []];
  const ways = [first, second];
  for (let index = 0; index < runs; index++) {
    for (const way of index % 2 ? [1, 0] : [0, 1]) {
      const started = performance.now();
      await ways[way](index);
      times[way].push(performance.now() - started);
    }
  }
  return [percentilesOf(times[0]), percentilesOf(times[1])];
}

/** A benchmark case: its name, the call over HTTP and the same work done directly. */
export type Case = [name: string, overHttp: (index: number) => Promise<unknown>, direct: (index: number) => Promise<unknown>];

/** Measures each case both ways, alternating, and prints p50, p95 and the p95 ratio of HTTP to direct. */
export async function printComparison(cases: readonly Case[], runs = RUNS): Promise<void> {
  console.log(`\n${runs} calls each way, alternating; ms`);
  const rows = [];
  for (const [name, overHttp, direct] of cases) {
    const [http, sqlOnly] = await measurePair(overHttp, direct, runs);
    rows.push({
      call: name,
      'HTTP p50': http.p50.toFixed(1),
      'HTTP p95': http.p95.toFixed(1),
      'SQL p50': sqlOnly.p50.toFixed(1),
      'SQL p95': sqlOnly.p95.toFixed(1),
      'p95 ratio': (http.p95 / sqlOnly.p95).toFixed(2),
    });
  }
  console.table(rows);
}

/** Seconds since `started` (a performance.now() reading), with one decimal. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * A GET of the API as a load tester makes it: one kept-alive connection, timed to the response's last byte. Reading the
 * body with fetch and parsing its JSON would add the client's own work to the server's time.
 */
export function apiReader(address: string, token: string): (path: string) => Promise<Buffer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path) =>
    new Promise((resolve, reject) => {
      const request = http.get(`${address}/api/v1${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if ((response.statusCode ?? 500) >= 400) reject(new Error(`${path}: ${response.statusCode} ${body.toString()}`));
          else resolve(body);
        });
      });
      request.on('error', reject);
    });
}
