import { describe, expect, it } from 'vitest';
import type { Point } from '../../../common/geo/distance';
import type { BalanceWorkLog } from './balance';
import { dayAfterMoves } from './dayAfterMoves';

const settings = { averageSpeedMph: 30, detourFactor: 1 };
const at = (latitude: number): Point => ({ latitude, longitude: -97.7 });
const crews = [
  { id: 'n', start: at(30.5) },
  { id: 's', start: at(30.0) },
];
// North crew holds two visits by the south start and one by its own; South crew one by the north start.
const visits: BalanceWorkLog[] = [
  { id: 'n1', position: at(30.02), serviceMinutes: 20, crewId: 'n' },
  { id: 'n2', position: at(30.48), serviceMinutes: 30, crewId: 'n' },
  { id: 'n3', position: at(30.05), serviceMinutes: 20, crewId: 'n' },
  { id: 'nowhere', position: null, serviceMinutes: 15, crewId: 'n' },
  { id: 's1', position: at(30.45), serviceMinutes: 40, crewId: 's' },
];
const MILES_PER_DEGREE = 69.09;

describe('dayAfterMoves', () => {
  it('without moves leaves every day as it is, in its current order', () => {
    const day = dayAfterMoves({ crews, visits, moves: new Map(), ...settings });
    expect(day.crews.map((crew) => crew.workLogIds)).toEqual([['n1', 'n2', 'n3', 'nowhere'], ['s1']]);
    for (const crew of day.crews) expect(crew.after).toEqual(crew.before);
    // North's current order 30.5 → 30.02 → 30.48 → 30.05.
    expect(day.crews[0].before.miles).toBeCloseTo((0.48 + 0.46 + 0.43) * MILES_PER_DEGREE, 0);
    expect(day.crews[0].before.stops).toBe(4);
  });

  it('puts a day that loses a visit in order again, and leaves a day without a change as it is', () => {
    const third = { id: 'x', start: at(31) };
    const day = dayAfterMoves({ crews: [...crews, third], visits, moves: new Map([['n3', 's']]), ...settings });
    expect(day.crews.map((crew) => crew.workLogIds)).toEqual([['n2', 'n1', 'nowhere'], ['n3', 's1'], []]);
    expect(day.crews[0].after.miles).toBeCloseTo(0.48 * MILES_PER_DEGREE, 0);
  });

  it('moves exactly the visits given, each crew day re-ordered from its start, with totals', () => {
    const moves = new Map([
      ['n1', 's'],
      ['n3', 's'],
    ]);
    const day = dayAfterMoves({ crews, visits, moves, ...settings });
    expect(day.crews.map((crew) => crew.workLogIds)).toEqual([
      ['n2', 'nowhere'],
      ['n1', 'n3', 's1'],
    ]);
    expect(day.crews[0].after).toMatchObject({ stops: 2, serviceMinutes: 45 });
    expect(day.crews[1].after).toMatchObject({ stops: 3, serviceMinutes: 80 });
    expect(day.after.serviceMinutes).toBe(day.before.serviceMinutes);
    expect(day.after.stops).toBe(5);
    expect(day.after.miles).toBeCloseTo(day.crews[0].after.miles + day.crews[1].after.miles, 9);
    expect(day.after.miles).toBeLessThan(day.before.miles);
    expect(day.after.hours).toBeCloseTo((day.after.driveMinutes + day.after.serviceMinutes) / 60, 9);
  });
});
