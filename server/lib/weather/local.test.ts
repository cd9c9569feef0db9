import { describe, expect, it } from 'vitest';
import { WIND_DIRECTIONS } from '../../../common/schemas/treatment';
import { localWeather } from './local';

const AUSTIN = [30.2672, -97.7431] as const;

describe('the local weather stand-in', () => {
  it('answers the same reading for a place within an hour, observed at the hour’s start', async () => {
    const weather = localWeather();
    const first = await weather.readingAt(...AUSTIN, new Date('2026-11-27T16:05:00Z'));
    expect(await weather.readingAt(...AUSTIN, new Date('2026-11-27T16:55:00Z'))).toEqual(first);
    expect(first).toMatchObject({ source: 'local', observedAt: '2026-11-27T16:00:00.000Z' });
  });

  it('gives plausible values that vary by place and hour', async () => {
    const weather = localWeather();
    const readings = await Promise.all(
      Array.from({ length: 48 }, (_, hour) => weather.readingAt(...AUSTIN, new Date(Date.UTC(2026, 6, 1, hour)))),
    );
    for (const reading of readings) {
      expect(reading!.windMph).toBeGreaterThanOrEqual(2);
      expect(reading!.windMph).toBeLessThanOrEqual(12);
      expect(WIND_DIRECTIONS).toContain(reading!.windDirection);
      // A Texas July: warm, warmer in the afternoon than before dawn.
      expect(reading!.temperatureF).toBeGreaterThan(70);
      expect(reading!.temperatureF).toBeLessThan(105);
    }
    expect(new Set(readings.map((reading) => reading!.windDirection)).size).toBeGreaterThan(4);
    // 21:00 UTC is mid-afternoon in Austin, 11:00 UTC before dawn.
    expect(readings[21]!.temperatureF).toBeGreaterThan(readings[11]!.temperatureF);
    const january = await weather.readingAt(...AUSTIN, new Date(Date.UTC(2026, 0, 15, 21)));
    expect(january!.temperatureF).toBeLessThan(readings[21]!.temperatureF);
    const elsewhere = await weather.readingAt(32.7767, -96.797, new Date(Date.UTC(2026, 6, 1, 0)));
    expect(elsewhere).not.toEqual(readings[0]);
  });

  it('has no reading for a place without coordinates', async () => {
    expect(await localWeather().readingAt(Number.NaN, -97)).toBeNull();
  });
});
