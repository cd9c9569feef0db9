import { describe, expect, it } from 'vitest';
import type { BalanceCrew, BalanceWorkLog } from './balance';
import { planBalance } from './balancePlan';
import { planBalanceOffThread } from './balanceThread';
import { seededRandom } from './tour';

/** `crewCount` crews around town, each holding visits scattered anywhere (a day worth balancing). */
function scatteredDay(crewCount: number, visitCount: number) {
  const random = seededRandom(11);
  const at = () => ({ latitude: 30 + random() * 0.4, longitude: -97.9 + random() * 0.4 });
  const crews: BalanceCrew[] = Array.from({ length: crewCount }, (_, index) => ({ id: `c${index}`, start: at(), availableMinutes: 600 }));
  const visits: BalanceWorkLog[] = Array.from({ length: visitCount }, (_, index) => ({
    id: `v${index}`,
    position: at(),
    serviceMinutes: 15,
    crewId: `c${index % crewCount}`,
  }));
  return { crews, visits, averageSpeedMph: 25, detourFactor: 1.3, overtimeWeight: 1.5 };
}

describe('planBalanceOffThread', () => {
  it('gives the plan planBalance gives, from a worker thread', async () => {
    const input = { ...scatteredDay(3, 24), options: { seed: 1, iterations: 300 } };
    expect(await planBalanceOffThread(input)).toEqual(planBalance(input));
  });

  it('reports its best distance as it goes while this thread stays free', async () => {
    const input = { ...scatteredDay(8, 200), options: { seed: 1, iterations: Infinity, timeBudgetMs: 1500 } };
    const reports: number[] = [];
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 50);
    const plan = await planBalanceOffThread(input, (progress) => reports.push(progress.elapsedMs));
    clearInterval(ticking);
    expect(plan.day.crews).toHaveLength(8);
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.every((elapsed, index) => index === 0 || elapsed - reports[index - 1] >= 240)).toBe(true);
    // The timer kept firing through the solve: about 1.5 s of 50 ms ticks, with time for the worker to start and finish.
    expect(ticks).toBeGreaterThan(20);
  });
});
