// The Census geocoder's adapter against the loopback fake: the request it makes, the answer it reads, the errors it throws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocoderOf } from '../../../server/lib/geocoder/census';
import { GeocoderError } from '../../../server/lib/geocoder/geocoder';
import { type FakeGeocoder, startFakeGeocoder } from '../../fakeGeocoder';

let fake: FakeGeocoder;
beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());

describe('the Census geocoder adapter', () => {
  it('is off without settings', () => {
    expect(geocoderOf(undefined)).toBeNull();
  });

  it('uploads the addresses with the benchmark and reads matches, ties and misses', async () => {
    fake.know('12 Oak Ln, Unit 2', { latitude: 30.2672, longitude: -97.7431 });
    fake.know('5 Main St', 'tie');
    const geocoder = geocoderOf({ url: `${fake.url}/`, timeoutMs: 5_000 })!;
    const results = await geocoder.locate([
      { id: 'a', street: '12 Oak Ln, Unit 2', city: 'Austin', state: 'TX', zip: '78701' },
      { id: 'b', street: '5 Main St', city: 'Austin', state: 'TX', zip: '78702' },
      { id: 'c', street: '1 Nowhere St', city: 'Austin', state: 'TX', zip: '78703' },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/geocoder/locations/addressbatch', benchmark: 'Public_AR_Current' });
    expect(fake.requests.at(-1)!.lines[0]).toEqual(['a', '12 Oak Ln, Unit 2', 'Austin', 'TX', '78701']);
    expect(results.get('a')).toMatchObject({ outcome: 'match', latitude: 30.2672, longitude: -97.7431 });
    expect(results.get('b')).toEqual({ id: 'b', outcome: 'tie' });
    expect(results.get('c')).toEqual({ id: 'c', outcome: 'no_match' });
  });

  it('throws a retriable error on a 500 and on an unreachable host, a final one on a 400', async () => {
    const geocoder = geocoderOf({ url: fake.url, timeoutMs: 5_000 })!;
    const one = [{ id: 'a', street: '1 A St', city: 'Austin', state: 'TX', zip: '78701' }];
    fake.failNext(500, 400);
    await expect(geocoder.locate(one)).rejects.toMatchObject({ retriable: true, message: 'HTTP 500' });
    await expect(geocoder.locate(one)).rejects.toMatchObject({ retriable: false, message: 'HTTP 400' });
    const unreachable = geocoderOf({ url: 'http://127.0.0.1:9', timeoutMs: 2_000 })!;
    await expect(unreachable.locate(one)).rejects.toBeInstanceOf(GeocoderError);
    await expect(unreachable.locate(one)).rejects.toMatchObject({ retriable: true });
  });
});
