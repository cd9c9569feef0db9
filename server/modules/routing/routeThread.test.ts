import { afterAll, describe, expect, it, vi } from 'vitest';
import { orderForWindowsOffThread } from './routeThread';
import { closeSolverPool, configureSolverPool, sharedSolverPool } from './solverPool';
import { orderForWindows, type TimedStop } from './timeWindows';
import { seededRandom } from './tour';

afterAll(() => closeSolverPool());

describe('orderForWindowsOffThread when the pool must be idle (a day ordered under its lock)', () => {
  const random = seededRandom(11);
  const at = () => ({ latitude: 30 + random() * 0.4, longitude: -97.9 + random() * 0.4 });
  const ordered: TimedStop[] = Array.from({ length: 20 }, (_, index) => {
    const start = 480 + Math.floor(random() * 360);
    return { id: `w${index}`, position: at(), serviceMinutes: 20, windows: [{ start, end: start + 60 }] };
  });
  const start = at();
  const clock = { startMinutes: 480, averageSpeedMph: 25, detourFactor: 1.3 };
  const expected = orderForWindows(start, ordered, clock).map((stop) => stop.id);
  const ids = (stops: readonly TimedStop[]) => stops.map((stop) => stop.id);

  it('searches here while no worker is warm or one is busy, and on the pool when a warm one is free', async () => {
    // A cold pool of its own: another file in this worker may have warmed the shared one.
    await closeSolverPool();
    configureSolverPool(1);
    const pool = sharedSolverPool()!;
    const run = vi.spyOn(pool, 'run');
    // No worker yet: booting one would hold the day's locks longer than the search itself.
    expect(ids(await orderForWindowsOffThread(start, ordered, clock, { whenIdle: true }))).toEqual(expected);
    expect(run).not.toHaveBeenCalled();

    // Warm and free: the search goes to the pool, with the same order.
    expect(ids(await orderForWindowsOffThread(start, ordered, clock))).toEqual(expected);
    expect(pool.stats).toMatchObject({ workers: 1, busy: 0 });
    run.mockClear();
    expect(ids(await orderForWindowsOffThread(start, ordered, clock, { whenIdle: true }))).toEqual(expected);
    expect(run).toHaveBeenCalledWith('windows', expect.anything(), { quick: true });

    // Busy with another search (a balance): here, rather than wait its turn.
    const busy = pool.run('windows', { start, ordered, clock }, { quick: true });
    run.mockClear();
    expect(pool.stats.busy).toBe(1);
    expect(ids(await orderForWindowsOffThread(start, ordered, clock, { whenIdle: true }))).toEqual(expected);
    expect(run).not.toHaveBeenCalled();
    await busy;
  });
});
