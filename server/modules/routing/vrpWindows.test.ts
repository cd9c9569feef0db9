import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinuteRange } from '../../../common/schemas/accessWindows';
import { beginAt, firstLate, latestArrival, type RouteClock, routeTiming } from './vrpWindows';

const morningAndAfternoon: MinuteRange[] = [
  { start: 7 * 60, end: 9 * 60 },
  { start: 15 * 60, end: 17 * 60 },
];

describe('beginAt', () => {
  it('starts on arrival within a window, waits for the next window between two, and never after the last', () => {
    expect(beginAt(null, 600)).toBe(600);
    expect(beginAt(morningAndAfternoon, 6 * 60)).toBe(7 * 60);
    expect(beginAt(morningAndAfternoon, 8 * 60)).toBe(8 * 60);
    expect(beginAt(morningAndAfternoon, 12 * 60)).toBe(15 * 60);
    expect(beginAt(morningAndAfternoon, 17 * 60)).toBe(17 * 60);
    expect(beginAt(morningAndAfternoon, 17 * 60 + 1)).toBe(Infinity);
  });
});

describe('latestArrival', () => {
  it("is the latest minute from which this visit and the next still start in time, in either of a day's windows", () => {
    // 30 minutes on site and driving on; the next visit must be reached by 16:00.
    expect(latestArrival(morningAndAfternoon, 30, 16 * 60)).toBe(15 * 60 + 30);
    // The next by 10:00: only the morning window serves, up to its close.
    expect(latestArrival(morningAndAfternoon, 30, 10 * 60)).toBe(9 * 60);
    // The next by 7:15: not even the first window's opening leaves time.
    expect(latestArrival(morningAndAfternoon, 30, 7 * 60 + 15)).toBe(-Infinity);
    expect(latestArrival(null, 30, Infinity)).toBe(Infinity);
    expect(latestArrival(morningAndAfternoon, 30, Infinity)).toBe(17 * 60);
  });
});

/** Visits 0..n-1 on a line at `places`, the start (node n) at 0; a minute a unit. */
const lineClock = (places: number[], service: number[], windows: (MinuteRange[] | null)[]): RouteClock => ({
  travel: (a, b) => Math.abs((places[a] ?? 0) - (places[b] ?? 0)),
  service,
  windows,
});

describe('routeTiming', () => {
  const window = fc.oneof(
    fc.constant(null),
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 120 })), { minLength: 1, maxLength: 2 })
      .map((pairs) => pairs.map(([start, length]) => ({ start, end: start + length })).sort((a, b) => a.start - b.start)),
  );
  it('says an insertion is on time exactly when walking the new route finds no visit late', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 40 }), window), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (visits, pick) => {
          const clock = lineClock(
            visits.map(([place]) => place),
            visits.map(([, service]) => service),
            visits.map(([, , windows]) => windows),
          );
          const start = visits.length;
          const inserted = visits.length - 1;
          const route = Array.from({ length: inserted }, (_, index) => index);
          if (firstLate(clock, start, 0, route) >= 0) return;
          const at = pick % (route.length + 1);
          const { ready, latest } = routeTiming(clock, start, 0, route);
          const before = at === 0 ? start : route[at - 1];
          const begin = beginAt(clock.windows[inserted], ready[at] + clock.travel(before, inserted));
          const predicted =
            begin < Infinity &&
            (at === route.length || begin + clock.service[inserted] + clock.travel(inserted, route[at]) <= latest[at] + 1e-9);
          expect(predicted).toBe(firstLate(clock, start, 0, route.toSpliced(at, 0, inserted)) < 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
