import { afterEach, describe, expect, it } from 'vitest';
import type { BalanceCrew, BalanceWorkLog } from './balance';
import { planBalance } from './balancePlan';
import { planRoute, type RouteStop } from './optimiser';
import { loadConfig } from '../../config';
import { missesWindows, orderForWindows, type TimedStop } from './timeWindows';
import { configureSolverPool, defaultSolverWorkers, sharedSolverPool, SolverJobCancelled, SolverPool } from './solverPool';
import { seededRandom } from './tour';

const testWorker = new URL('./solverPool.testWorker.ts', import.meta.url);
type Ran = { tag: string; started: number; ended: number };

const pools: SolverPool[] = [];
const poolOf = (options: ConstructorParameters<typeof SolverPool>[0]) => {
  const pool = new SolverPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** The most jobs whose spans overlap at one moment. */
const mostAtOnce = (runs: readonly Ran[]) =>
  Math.max(...runs.map((run) => runs.filter((other) => other.started <= run.started && run.started < other.ended).length));

describe('SolverPool', () => {
  it('runs at most its size of jobs at once, the rest in the order they came', async () => {
    const pool = poolOf({ size: 2, entry: testWorker });
    // Both workers started first: on a loaded machine one worker's start can take longer than a job, and the jobs would
    // then start in the order the workers came up rather than the order the pool handed them out.
    await Promise.all(['warm1', 'warm2'].map((tag) => pool.run<Ran>('wait', { tag, ms: 50 })));
    let busiest = 0;
    const runs = await Promise.all(
      ['a', 'b', 'c', 'd'].map((tag) =>
        pool.run<Ran>('wait', { tag, ms: 300 }, { onProgress: () => (busiest = Math.max(busiest, pool.stats.busy)) }),
      ),
    );
    expect(busiest).toBe(2);
    expect(pool.stats.workers).toBe(2);
    expect(mostAtOnce(runs)).toBeLessThanOrEqual(2);
    const byStart = [...runs].sort((a, b) => a.started - b.started).map((run) => run.tag);
    expect(byStart.slice(0, 2).sort()).toEqual(['a', 'b']);
    expect(byStart.slice(2).sort()).toEqual(['c', 'd']);
  });

  it('starts a quick job ahead of the long ones already waiting', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    const long = ['long1', 'long2'].map((tag) => pool.run<Ran>('wait', { tag, ms: 150 }));
    const quick = pool.run<Ran>('wait', { tag: 'quick', ms: 10 }, { quick: true });
    const [first, second, route] = await Promise.all([...long, quick]);
    expect(first.ended).toBeLessThanOrEqual(route.started);
    expect(route.ended).toBeLessThanOrEqual(second.started);
  });

  it("sends each job's progress to its own caller", async () => {
    const pool = poolOf({ size: 2, entry: testWorker });
    const heard: Record<string, string[]> = { x: [], y: [], z: [] };
    await Promise.all(
      Object.keys(heard).map((tag) =>
        pool.run(
          'wait',
          { tag, ms: 60 },
          { onProgress: (progress: { tag: string; step: number }) => heard[tag].push(`${progress.tag}${progress.step}`) },
        ),
      ),
    );
    expect(heard).toEqual({ x: ['x0', 'x1', 'x2'], y: ['y0', 'y1', 'y2'], z: ['z0', 'z1', 'z2'] });
  });

  it('fails only the job whose worker crashed, and a new worker takes the next', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    const [crashed, after] = await Promise.allSettled([pool.run('crash', {}), pool.run<Ran>('wait', { tag: 'after' })]);
    expect(crashed).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/stopped \(3\)/) } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { tag: 'after' } });
    expect(pool.stats).toEqual({ workers: 1, busy: 0, queued: 0 });
  });

  it('rejects a job the solver refuses, and keeps that worker for the next', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    await expect(pool.run('throw', {})).rejects.toThrow('no plan for this day');
    await expect(pool.run<Ran>('wait', { tag: 'next' })).resolves.toMatchObject({ tag: 'next' });
    expect(pool.stats.workers).toBe(1);
  });

  it('refuses a job whose input cannot cross to a thread, and stays free for the next', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    await expect(pool.run('wait', { tag: 'fn', clock: () => 0 })).rejects.toThrow(/could not be cloned/);
    await expect(pool.run<Ran>('wait', { tag: 'next' })).resolves.toMatchObject({ tag: 'next' });
  });

  it('ends a worker left idle, and starts one again when work comes', async () => {
    const pool = poolOf({ size: 1, idleMs: 100, entry: testWorker });
    await pool.run('wait', { tag: 'one' });
    expect(pool.stats.workers).toBe(1);
    await new Promise((done) => setTimeout(done, 400));
    expect(pool.stats.workers).toBe(0);
    await expect(pool.run<Ran>('wait', { tag: 'two' })).resolves.toMatchObject({ tag: 'two' });
  });

  it('tells a queued job its place as the jobs ahead start, and never one that starts at once', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    const places: Record<string, number[]> = { a: [], b: [], c: [] };
    const runs = Object.keys(places).map((tag) => pool.run<Ran>('wait', { tag, ms: 90 }, { onQueued: (ahead) => places[tag].push(ahead) }));
    await Promise.all(runs);
    expect(places).toEqual({ a: [], b: [1], c: [2, 1] });
  });

  it('removes a queued job cancelled: it rejects, the others move up, and it never runs', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    const first = pool.run<Ran>('wait', { tag: 'first', ms: 150 });
    const cancel = new AbortController();
    const heard: number[] = [];
    const cancelled = pool.run('wait', { tag: 'cancelled' }, { signal: cancel.signal, onProgress: () => heard.push(1) });
    const places: number[] = [];
    const last = pool.run<Ran>('wait', { tag: 'last' }, { onQueued: (ahead) => places.push(ahead) });
    expect(pool.stats.queued).toBe(2);
    cancel.abort();
    await expect(cancelled).rejects.toBeInstanceOf(SolverJobCancelled);
    expect(pool.stats.queued).toBe(1);
    expect(places).toEqual([2, 1]);
    await expect(Promise.all([first, last])).resolves.toMatchObject([{ tag: 'first' }, { tag: 'last' }]);
    expect(heard).toEqual([]);
  });

  it('stops a running job cancelled at its next check, and its worker takes the next job', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    await pool.run('wait', { tag: 'warm' });
    const cancel = new AbortController();
    const steps: number[] = [];
    const long = pool.run(
      'wait',
      { tag: 'long', ms: 20_000, steps: 400 },
      { signal: cancel.signal, onProgress: ({ step }: { step: number }) => steps.push(step) },
    );
    const next = pool.run<Ran>('wait', { tag: 'next' });
    while (!steps.length) await new Promise((done) => setTimeout(done, 5));
    const cancelledAt = Date.now();
    cancel.abort();
    await expect(long).rejects.toBeInstanceOf(SolverJobCancelled);
    const ran = await next;
    // The long job had 20 s to go; its worker took the next job within a step or two (50 ms each) of the cancel.
    expect(ran.started - cancelledAt).toBeLessThan(2_000);
    expect(pool.stats).toEqual({ workers: 1, busy: 0, queued: 0 });
    expect(steps.length).toBeLessThan(400);
  });

  it('refuses a job whose signal has already aborted', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    await expect(pool.run('wait', { tag: 'late' }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SolverJobCancelled);
    expect(pool.stats).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('closes after the job under way, which still answers', async () => {
    const pool = poolOf({ size: 1, entry: testWorker });
    const running = pool.run<Ran>('wait', { tag: 'last', ms: 150 });
    await pool.close();
    await expect(running).resolves.toMatchObject({ tag: 'last' });
    expect(pool.stats).toEqual({ workers: 0, busy: 0, queued: 0 });
  });
});

describe("the node's pool (ROUTING_WORKERS)", () => {
  it('takes its size from the server config, and runs inline at 0', () => {
    expect(loadConfig({}).routingWorkers).toBeUndefined();
    expect(loadConfig({ ROUTING_WORKERS: '3' }).routingWorkers).toBe(3);
    expect(loadConfig({ ROUTING_WORKERS: '0' }).routingWorkers).toBe(0);
    expect(() => loadConfig({ ROUTING_WORKERS: '-1' })).toThrow();
    try {
      configureSolverPool(0);
      expect(sharedSolverPool()).toBeNull();
      configureSolverPool(3);
      expect(sharedSolverPool()?.size).toBe(3);
      configureSolverPool(undefined);
      expect(sharedSolverPool()?.size).toBe(Math.max(1, defaultSolverWorkers()));
    } finally {
      configureSolverPool();
    }
  });
});

describe("the routing solvers on the pool's workers", () => {
  const random = seededRandom(7);
  const at = () => ({ latitude: 30 + random() * 0.4, longitude: -97.9 + random() * 0.4 });

  it('order a day as planRoute does on this thread, and balance it as planBalance does', async () => {
    const pool = poolOf({ size: 2 });
    const pending: RouteStop[] = Array.from({ length: 60 }, (_, index) => ({ id: `s${index}`, position: at() }));
    const route = { start: at(), pending, detourFactor: 1.3, options: { seed: 3 } };
    const crews: BalanceCrew[] = Array.from({ length: 3 }, (_, index) => ({ id: `c${index}`, start: at(), availableMinutes: 600 }));
    const visits: BalanceWorkLog[] = Array.from({ length: 30 }, (_, index) => ({
      id: `v${index}`,
      position: at(),
      serviceMinutes: 15,
      crewId: `c${index % 3}`,
    }));
    const balance = { crews, visits, averageSpeedMph: 25, detourFactor: 1.3, overtimeWeight: 1.5, options: { seed: 1, iterations: 300 } };
    const [ordered, plan] = await Promise.all([pool.run('route', route, { quick: true }), pool.run('balance', balance)]);
    expect(ordered).toEqual(planRoute(route));
    expect(plan).toEqual(planBalance(balance));
  });

  it('repair a day that misses access windows as orderForWindows does on this thread', async () => {
    const pool = poolOf({ size: 1 });
    const ordered: TimedStop[] = Array.from({ length: 20 }, (_, index) => {
      const start = 480 + Math.floor(random() * 360);
      return { id: `w${index}`, position: at(), serviceMinutes: 20, windows: [{ start, end: start + 60 }] };
    });
    const input = { start: at(), ordered, clock: { startMinutes: 480, averageSpeedMph: 25, detourFactor: 1.3 } };
    expect(missesWindows(input.start, ordered, input.clock)).toBe(true);
    const ids = await pool.run('windows', input, { quick: true });
    expect(ids).toEqual(orderForWindows(input.start, ordered, input.clock).map((stop) => stop.id));
  });
});
