import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../common/geo/distance';
import type { BalanceCrew, BalanceWorkLog } from './balance';
import { crewCost, overtimeMinutes, planBalance } from './balancePlan';
import { dayAfterMoves, lateVisits } from './dayAfterMoves';
import { seededRandom } from './tour';

const settings = { averageSpeedMph: 25, detourFactor: 1.3 };
const at = (latitude: number, longitude = -97.7): Point => ({ latitude, longitude });
const day = (driveMinutes: number, serviceMinutes: number) => ({
  stops: 1,
  miles: 0,
  driveMinutes,
  serviceMinutes,
  hours: (driveMinutes + serviceMinutes) / 60,
});

describe('overtimeMinutes and crewCost', () => {
  it('count only the minutes past what the crew has left, weighted', () => {
    expect(overtimeMinutes(day(60, 400), 480)).toBe(0);
    expect(overtimeMinutes(day(100, 440), 480)).toBe(60);
    expect(crewCost(day(100, 440), 480, 1.5)).toBe(100 + 90);
    expect(crewCost(day(100, 300), 480, 1.5)).toBe(100);
    // A day off: every minute of work is overtime.
    expect(overtimeMinutes(day(10, 20), 0)).toBe(30);
  });
});

/** Crews north and south of town, each holding the visits beside the other's start (a crossed day). */
function crossedDay(perCrew: number, minutes: number) {
  const random = seededRandom(5);
  const crews: BalanceCrew[] = [
    { id: 'n', start: at(30.5), availableMinutes: minutes },
    { id: 's', start: at(30.0), availableMinutes: minutes },
  ];
  const visits: BalanceWorkLog[] = [];
  for (let index = 0; index < perCrew; index++) {
    visits.push({ id: `s${index}`, position: at(30.02 + random() * 0.05), serviceMinutes: 20, crewId: 'n' });
    visits.push({ id: `n${index}`, position: at(30.45 + random() * 0.05), serviceMinutes: 20, crewId: 's' });
  }
  return { crews, visits };
}

const costOf = (plan: ReturnType<typeof planBalance>) => plan.cost;

describe('planBalance', () => {
  it('offers the moves that cut the driving of a crossed day, ticked, with their cost before and after', () => {
    const plan = planBalance({ ...crossedDay(4, 480), ...settings, overtimeWeight: 1.5, options: { iterations: 200 } });
    expect(plan.moves).toHaveLength(8);
    expect(plan.moves.every((move) => move.ticked && move.toCrewId === move.workLogId[0])).toBe(true);
    expect(plan.cost.after).toBeLessThan(plan.cost.before / 3);
    expect(plan.day.after.driveMinutes).toBeCloseTo(plan.cost.after, 6);
  });

  it('trades driving for overtime: one overloaded crew hands work to one with room, though it drives further', () => {
    // Crew n is beside all twelve visits and has 3 hours; crew s is 10 miles off, with a whole day free.
    const crews: BalanceCrew[] = [
      { id: 'n', start: at(30.3), availableMinutes: 180 },
      { id: 's', start: at(30.45), availableMinutes: 480 },
    ];
    const visits = Array.from({ length: 12 }, (_, index) => ({
      id: `v${index}`,
      position: at(30.3 + index * 0.002),
      serviceMinutes: 30,
      crewId: 'n',
    }));
    const plan = planBalance({ crews, visits, ...settings, overtimeWeight: 1.5, options: { iterations: 200 } });
    expect(plan.moves.length).toBeGreaterThan(0);
    expect(plan.day.after.driveMinutes).toBeGreaterThan(plan.day.before.driveMinutes);
    expect(plan.cost.after).toBeLessThan(plan.cost.before);
  });

  it('finds no better plan when every crew is on its best day, and offers nothing', () => {
    const { crews, visits } = crossedDay(3, 480);
    const settled = visits.map((visit) => ({ ...visit, crewId: visit.id[0] }));
    const plan = planBalance({ crews, visits: settled, ...settings, overtimeWeight: 1.5, options: { iterations: 200 } });
    expect(plan.moves).toEqual([]);
    expect(plan.cost.after).toBe(plan.cost.before);
    expect(plan.day.crews.map((crew) => crew.after)).toEqual(plan.day.crews.map((crew) => crew.before));
  });

  it('shows the figures of exactly the ticked moves, as an apply leaves the day', () => {
    const input = { ...crossedDay(5, 120), ...settings, overtimeWeight: 1.5, options: { iterations: 200 } };
    const plan = planBalance(input);
    const ticked = new Map(plan.moves.filter((move) => move.ticked).map((move) => [move.workLogId, move.toCrewId]));
    expect(plan.day).toEqual(dayAfterMoves({ ...input, moves: ticked }));
  });

  it('never proposes a day that costs more than the current plan, overloaded days included (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: 30, max: 30.4, noNaN: true }),
      longitude: fc.double({ min: -97.9, max: -97.5, noNaN: true }),
    });
    const dayArbitrary = fc
      .record({
        crews: fc.array(fc.record({ start: fc.option(point, { freq: 5 }), availableMinutes: fc.integer({ min: 0, max: 600 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        visits: fc.array(
          fc.record({
            position: fc.option(point, { freq: 8 }),
            serviceMinutes: fc.integer({ min: 5, max: 120 }),
            crew: fc.nat(),
            pinned: fc.integer({ min: 0, max: 6 }).map((draw) => draw === 0),
          }),
          { minLength: 0, maxLength: 24 },
        ),
        overtimeWeight: fc.constantFrom(1, 1.5, 3),
      })
      .map(({ crews, visits, overtimeWeight }) => ({
        crews: crews.map((crew, index) => ({ id: `c${index}`, ...crew })),
        visits: visits.map(({ crew, ...visit }, index) => ({ id: `v${index}`, ...visit, crewId: `c${crew % crews.length}` })),
        overtimeWeight,
      }));
    fc.assert(
      fc.property(dayArbitrary, (input) => {
        const plan = planBalance({ ...input, ...settings, options: { iterations: 60 }, evaluations: 120 });
        const { before, after } = costOf(plan);
        expect(after).toBeLessThanOrEqual(before);
        if (plan.moves.length) expect(after).toBeLessThan(before);
        else expect(after).toBe(before);
      }),
      { numRuns: 60, seed: 43 },
    );
  });
});

describe('planBalance and access windows', () => {
  // Crew s sets out at 30.0 at 6:00, crew n at 30.5 at 8:00 (25 mph, detour 1.3: a hundredth of a degree is 2.15 min).
  // w (gate 7:30–8:20) is on s, reached at 7:54; v (8:00–8:20) and y on n. Shortest: w to n, y to s; but n cannot
  // start both w and v by 8:20 (20 minutes on site each).
  const crews: BalanceCrew[] = [
    { id: 's', start: at(30.0), availableMinutes: 600, startMinutes: 360 },
    { id: 'n', start: at(30.5), availableMinutes: 480, startMinutes: 480 },
  ];
  const visits: BalanceWorkLog[] = [
    { id: 'w', position: at(30.53), serviceMinutes: 20, crewId: 's', windows: [{ start: 450, end: 500 }] },
    { id: 'v', position: at(30.47), serviceMinutes: 20, crewId: 'n', windows: [{ start: 480, end: 500 }] },
    { id: 'y', position: at(30.02), serviceMinutes: 20, crewId: 'n' },
  ];
  const input = { crews, visits, ...settings, overtimeWeight: 1.5, options: { iterations: 200 } };
  const lateIn = (plan: ReturnType<typeof planBalance>) =>
    plan.day.crews.flatMap((crew) =>
      lateVisits(
        crews.find((each) => each.id === crew.crewId)!,
        crew.workLogIds.map((id) => visits.find((visit) => visit.id === id)!),
        settings,
      ),
    );

  it('plans the day within the windows: it still cuts the driving, and no visit is late after its moves', () => {
    const plan = planBalance(input);
    expect(plan.moves.filter((move) => move.ticked).length).toBeGreaterThan(0);
    expect(plan.cost.after).toBeLessThan(plan.cost.before);
    expect(lateIn(plan)).toEqual([]);
    // Without windows the shortest day puts w and v on one crew, one of them late.
    const blind = planBalance({ ...input, visits: visits.map((visit) => ({ ...visit, windows: null })) });
    expect(lateIn(blind)).not.toEqual([]);
  });

  it('orders a day after moves as Generate Route does: for distance, then changed to meet the windows', () => {
    // Both w and y on s: the shortest order (y, then w) reaches w at 8:14; with w's gate shut at 8:00, w goes first.
    const shut = visits.map((visit) => (visit.id === 'w' ? { ...visit, windows: [{ start: 450, end: 480 }] } : visit));
    const moved = dayAfterMoves({ crews, visits: shut, moves: new Map([['y', 's']]), ...settings });
    expect(moved.crews[0].workLogIds).toEqual(['w', 'y']);
    const unwindowed = dayAfterMoves({
      crews,
      visits: visits.map((visit) => ({ ...visit, windows: null })),
      moves: new Map([['y', 's']]),
      ...settings,
    });
    expect(unwindowed.crews[0].workLogIds).toEqual(['y', 'w']);
  });
});
