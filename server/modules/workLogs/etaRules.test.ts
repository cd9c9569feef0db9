import { describe, expect, it } from 'vitest';
import { arrivalAt, etaText } from './etaRules';

const routing = { detourFactor: 1.3, averageSpeedMph: 25 };
const here = { latitude: 30.2672, longitude: -97.7431 };
// About 4.1 straight miles north: 5.3 road miles at 25 mph is about 12.8 minutes.
const there = { latitude: 30.3272, longitude: -97.7431 };

describe('the next stop’s arrival', () => {
  it('adds the drive at the routing speed and detour, rounded up to 5 minutes', () => {
    const now = new Date('2026-06-02T15:02:00Z');
    expect(arrivalAt(here, there, routing, now)?.toISOString()).toBe('2026-06-02T15:15:00.000Z');
    expect(arrivalAt(here, there, { ...routing, averageSpeedMph: 50 }, now)?.toISOString()).toBe('2026-06-02T15:10:00.000Z');
  });

  it('has no estimate when a stop has no position', () => {
    expect(arrivalAt(null, there, routing, new Date())).toBeUndefined();
    expect(arrivalAt(here, null, routing, new Date())).toBeUndefined();
  });

  it('reads on the business’s clock', () => {
    expect(etaText(new Date('2026-06-02T15:15:00Z'), 'America/Chicago')).toBe('10:15 AM');
    expect(etaText(new Date('2026-06-02T20:05:00Z'), 'America/Los_Angeles')).toBe('1:05 PM');
  });
});
