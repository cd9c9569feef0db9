import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestInsertion, placeAtTimes, planKeptRoute } from './keptOrder';

/** A stop on one meridian, `latitude` degrees north. */
const at = (id: string, latitude: number, longitude = -97.7) => ({ id, position: { latitude, longitude } });
const start = { latitude: 29.9, longitude: -97.7 };

describe('planKeptRoute', () => {
  it('keeps the kept stops in their order and inserts a free one at its cheapest place', () => {
    const pending = [at('a', 30.1), at('c', 30.3), at('b', 30.2), at('d', 30.4), at('x', 30.25, -97.699)];
    expect(planKeptRoute({ start, pending, kept: ['a', 'c', 'b', 'd'] })).toEqual(['a', 'x', 'c', 'b', 'd']);
  });

  it('leaves a day kept whole exactly as it is, done stops first as they were done', () => {
    const pending = [at('d', 30.4), at('b', 30.2), at('a', 30.1), at('c', 30.3)];
    const fixed = [at('done', 30.0)];
    expect(planKeptRoute({ start, fixed, pending, kept: ['d', 'b', 'a', 'c'] })).toEqual(['done', 'd', 'b', 'a', 'c']);
  });

  it('puts the stops pinned first and last there and optimises the free ones between them', () => {
    const pending = [at('a', 30.1), at('b', 30.2), at('c', 30.3), at('d', 30.4)];
    expect(planKeptRoute({ start, pending, first: ['d'], last: ['a'] })).toEqual(['d', 'c', 'b', 'a']);
  });

  it('puts free stops without a position after the placed ones, before those pinned last', () => {
    const pending = [{ id: 'nowhere', position: null }, at('a', 30.1), at('b', 30.2)];
    expect(planKeptRoute({ start, pending, kept: ['b'], last: ['a'] })).toEqual(['b', 'nowhere', 'a']);
  });

  it('answers every stop once, keeps the kept order and the pins, and answers the same twice (any day)', () => {
    const day = fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 12 }).chain((latitudes) =>
      fc.record({
        stops: fc.constant(latitudes.map((tenth, index) => at(`s${index}`, 30 + tenth / 1000, -97.7 + ((tenth * 7) % 13) / 1000))),
        kept: fc.subarray(latitudes.map((_, index) => `s${index}`)),
        pinFirst: fc.option(fc.nat({ max: latitudes.length - 1 })),
      }),
    );
    fc.assert(
      fc.property(day, ({ stops, kept, pinFirst }) => {
        const first = pinFirst === null ? [] : [`s${pinFirst}`];
        const input = { start, pending: stops, kept: [...kept].reverse(), first, options: { seed: 1 } };
        const order = planKeptRoute(input);
        expect([...order].sort()).toEqual(stops.map((stop) => stop.id).sort());
        if (first.length) expect(order[0]).toBe(first[0]);
        const keptOnly = order.filter((id) => kept.includes(id) && !first.includes(id));
        expect(keptOnly).toEqual([...kept].reverse().filter((id) => !first.includes(id)));
        expect(planKeptRoute(input)).toEqual(order);
      }),
      { seed: 70, numRuns: 60 },
    );
  });
});

describe('cheapestInsertion', () => {
  it('appends at an open end when that adds the fewest miles', () => {
    const path = [at('a', 30.1), at('b', 30.2)];
    expect(cheapestInsertion(path, [at('x', 30.5)], start, null).map((stop) => stop.id)).toEqual(['a', 'b', 'x']);
  });

  it('inserts before a fixed tail when the tail is where the path must end', () => {
    const path = [at('a', 30.1), at('b', 30.2)];
    expect(cheapestInsertion(path, [at('x', 30.3)], start, { latitude: 30.4, longitude: -97.7 }).map((stop) => stop.id)).toEqual([
      'a',
      'b',
      'x',
    ]);
  });
});

describe('placeAtTimes', () => {
  // Each stop's arrival is ten minutes a place from 8:00.
  const arrivals = (order: readonly string[]) => new Map(order.map((id, index) => [id, 480 + index * 10]));

  it('moves a stop pinned at a time to the place nearest to it, the others keeping their order', () => {
    expect(placeAtTimes(['a', 'b', 'c', 'd'], [{ id: 'a', minutes: 500 }], { from: 0, to: 4 }, arrivals)).toEqual(['b', 'c', 'a', 'd']);
    expect(placeAtTimes(['a', 'b', 'c', 'd'], [{ id: 'd', minutes: 0 }], { from: 0, to: 4 }, arrivals)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('stays within its bounds: after the stops pinned first, before those pinned last', () => {
    expect(placeAtTimes(['f', 'a', 'b', 'l'], [{ id: 'b', minutes: 0 }], { from: 1, to: 3 }, arrivals)).toEqual(['f', 'b', 'a', 'l']);
    expect(placeAtTimes(['f', 'a', 'b', 'l'], [{ id: 'a', minutes: 9999 }], { from: 1, to: 3 }, arrivals)).toEqual(['f', 'b', 'a', 'l']);
  });
});
