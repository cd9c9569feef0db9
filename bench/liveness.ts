// How long the server takes to answer `/health/live` while it does something heavy: a worker thread of its own asks
// every 50 ms (one request at a time, on one kept-alive connection), so a stalled event loop in the server shows in the
// answer's time and never delays the asking. Each line says the machine's load too: on a shared machine a loaded CPU
// stretches every figure. The server's own event loop is measured too (its longest delay and the time its thread was busy), which a loaded machine distorts less than the answer times. Figures only, no assertions.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { percentile } from './measure';

const POLL_MS = 50;

// Plain JavaScript evaluated in the worker: no loader there.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let polling = true;
parentPort.on('message', () => (polling = false));
const ask = () =>
  new Promise((resolve, reject) => {
    http.get(workerData.url, { agent, headers: workerData.headers }, (response) => response.resume().on('end', resolve)).on('error', reject);
  });
(async () => {
  // The first answer (the connection's opening) is not counted: it says the poller is ready.
  await ask();
  parentPort.postMessage('ready');
  const times = [];
  while (polling) {
    const started = performance.now();
    await ask();
    const took = performance.now() - started;
    times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, workerData.pollMs - took)));
  }
  parentPort.postMessage(times);
})();
`;

/** The answer time /health/live must stay under. */
export const LIVE_TARGET_MS = 100;

export interface Liveness {
  polls: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers that took LIVE_TARGET_MS or longer. */
  over: number;
  /** The machine's load average over the last minute, at the end. */
  load: number;
  /** The longest and the 99th percentile event-loop delay of this process (the server's thread), in ms. */
  loopMax: number;
  loopP99: number;
  /** How long the server's thread was busy (its event loop's active time), in seconds. */
  busy: number;
}

/**
 * Runs `work` while `/health/live` (or another call: `poll`, e.g. a signed-in user's `GET /users/me`, which waits for
 * the database) is polled; answers the work's result, its seconds and the answers' times in ms.
 */
export async function withLiveness<T>(
  address: string,
  work: () => Promise<T>,
  poll: { path: string; headers?: Record<string, string> } = { path: '/health/live' },
): Promise<{ result: T; seconds: number; liveness: Liveness }> {
  const worker = new Worker(POLLER, {
    eval: true,
    workerData: { url: `${address}/api/v1${poll.path}`, headers: poll.headers ?? {}, pollMs: POLL_MS },
  });
  await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  const times = new Promise<number[]>((resolve, reject) => worker.once('message', resolve).once('error', reject));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const utilization = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const busy = performance.eventLoopUtilization(utilization).active / 1000;
  loop.disable();
  worker.postMessage('stop');
  const sorted = (await times).sort((a, b) => a - b);
  await worker.terminate();
  return {
    result,
    seconds,
    liveness: {
      polls: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? NaN,
      over: sorted.filter((time) => time >= LIVE_TARGET_MS).length,
      load: loadavg()[0],
      loopMax: loop.max / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      busy,
    },
  };
}

export const livenessLine = (label: string, seconds: number, liveness: Liveness, polled = '/health/live') => {
  const { polls, p50, p95, max, over, load, loopMax, loopP99, busy } = liveness;
  return `${label}: ${seconds.toFixed(1)} s; ${polled} over ${polls} polls p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${over} at ${LIVE_TARGET_MS} ms or more; event loop delay p99 ${loopP99.toFixed(1)} ms, max ${loopMax.toFixed(1)} ms; server thread busy ${busy.toFixed(1)} s; load ${load.toFixed(1)}`;
};
