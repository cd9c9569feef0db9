// The National Weather Service adapter against the loopback fake: the calls it makes (with its User-Agent), the reading
// it converts, what it keeps, and no reading on a refusal, a timeout or an old observation. Nothing reaches the internet.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nwsWeather } from '../../../server/lib/weather/nws';
import { weatherOf } from '../../../server/lib/weather/source';
import { type FakeNws, startFakeNws } from '../../fakeNws';

const NOW = new Date('2026-11-27T17:00:00Z');
const USER_AGENT = 'LawnDesk test (ops@example.com)';
let fake: FakeNws;
beforeAll(async () => {
  fake = await startFakeNws();
  fake.place('30.2672,-97.7431', 'KATT');
  fake.observe('KATT', { temperatureC: 17.2, windKmh: 14.8, windDegrees: 200, timestamp: '2026-11-27T16:42:00+00:00' });
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const adapter = (timeoutMs = 2_000) => nwsWeather({ provider: 'nws', url: `${fake.url}/`, userAgent: USER_AGENT, timeoutMs });

describe('the National Weather Service adapter', () => {
  it('is chosen by the settings: none without, the local stand-in, or the NWS', async () => {
    expect(weatherOf(undefined)).toBeNull();
    expect(await weatherOf({ provider: 'local' })!.readingAt(30.2672, -97.7431, NOW)).toMatchObject({ source: 'local' });
    const nws = weatherOf({ provider: 'nws', url: fake.url, userAgent: USER_AGENT, timeoutMs: 2_000 })!;
    expect(await nws.readingAt(30.2672, -97.7431, NOW)).toMatchObject({ source: 'nws' });
  });

  it('finds the point’s nearest station and reads its latest observation in °F, mph and a compass point', async () => {
    const reading = await adapter().readingAt(30.26719, -97.74312, NOW);
    expect(reading).toEqual({
      windMph: 9,
      windDirection: 'SSW',
      temperatureF: 63,
      observedAt: '2026-11-27T16:42:00.000Z',
      source: 'nws',
      station: 'KATT',
    });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/points/30.2672,-97.7431',
      '/gridpoints/TST/1,1/stations?for=30.2672%2C-97.7431',
      '/stations/KATT/observations/latest',
    ]);
    expect(fake.requests.every((request) => request.userAgent === USER_AGENT)).toBe(true);
  });

  it('keeps a place’s station a day and a station’s reading ten minutes', async () => {
    const weather = adapter();
    await weather.readingAt(30.2672, -97.7431, NOW);
    await weather.readingAt(30.2672, -97.7431, new Date(NOW.getTime() + 9 * 60_000));
    expect(fake.requests).toHaveLength(3);
    await weather.readingAt(30.2672, -97.7431, new Date(NOW.getTime() + 11 * 60_000));
    expect(fake.requests.map((request) => request.path).slice(3)).toEqual(['/stations/KATT/observations/latest']);
  });

  it('has no reading when the observation is over two hours old', async () => {
    expect(await adapter().readingAt(30.2672, -97.7431, new Date('2026-11-27T18:43:00Z'))).toBeNull();
    expect(await adapter().readingAt(30.2672, -97.7431, new Date('2026-11-27T18:41:00Z'))).not.toBeNull();
  });

  it('has no reading, without throwing, on a 500, a timeout, an unknown point or an unreachable host', async () => {
    fake.failNext(500);
    expect(await adapter().readingAt(30.2672, -97.7431, NOW)).toBeNull();
    fake.failNext('hang');
    const started = Date.now();
    expect(await adapter(600).readingAt(30.2672, -97.7431, NOW)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await adapter().readingAt(10, 10, NOW)).toBeNull();
    const unreachable = nwsWeather({ provider: 'nws', url: 'http://127.0.0.1:9', userAgent: USER_AGENT, timeoutMs: 1_000 });
    expect(await unreachable.readingAt(30.2672, -97.7431, NOW)).toBeNull();
    // A failure is not kept: the next form asks again.
    const weather = adapter();
    fake.failNext(503);
    expect(await weather.readingAt(30.2672, -97.7431, NOW)).toBeNull();
    expect(await weather.readingAt(30.2672, -97.7431, NOW)).toMatchObject({ windMph: 9 });
  });
});
