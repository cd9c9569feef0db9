import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance';
import { legMiles, roadKey, tableDetourFactor } from './roads';

const a = { latitude: 30.2, longitude: -97.7 };
const b = { latitude: 30.3, longitude: -97.7 };
const c = { latitude: 30.3, longitude: -97.6 };

describe('legMiles', () => {
  it('answers the table’s miles for the pairs it holds, either way round, and the straight line times the factor for the rest', () => {
    const leg = legMiles(1.3, {
      keys: [roadKey(a), roadKey(b)],
      miles: [
        [0, 9],
        [8.5, null],
      ],
    });
    expect(leg(a, b)).toBe(9);
    expect(leg({ ...b }, { ...a })).toBe(8.5);
    expect(leg(b, b)).toBe(0);
    expect(leg(a, c)).toBeCloseTo(distanceMiles(a, c) * 1.3, 9);
  });

  it('is the straight line times the factor without a table', () => {
    expect(legMiles(1.25)(a, b)).toBeCloseTo(distanceMiles(a, b) * 1.25, 9);
    expect(legMiles(1.25, { keys: [], miles: [] })(a, b)).toBeCloseTo(distanceMiles(a, b) * 1.25, 9);
  });
});

describe('tableDetourFactor', () => {
  it('is the road miles over the straight miles of the legs longer than a tenth of a mile', () => {
    const line = distanceMiles(a, b);
    const near = { latitude: 30.2001, longitude: -97.7 };
    const table = {
      keys: [a, b, near].map(roadKey),
      miles: [
        [0, line * 1.5, 5],
        [line * 1.3, 0, null],
        [5, null, 0],
      ],
    };
    expect(tableDetourFactor(table)).toBeCloseTo(1.4, 6);
    expect(tableDetourFactor({ keys: [roadKey(a)], miles: [[0]] })).toBeNull();
  });
});
