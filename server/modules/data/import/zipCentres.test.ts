import { describe, expect, it } from 'vitest';
import { shippedZipCentres, zipCentres } from './zipCentres';

describe('zipCentres', () => {
  it('ships every US zip code centre, loaded once', async () => {
    const all = await shippedZipCentres();
    expect(all.size).toBeGreaterThan(33_000);
    expect(await shippedZipCentres()).toBe(all);
    const austin = all.get('78701')!;
    expect(austin.latitude).toBeCloseTo(30.27, 1);
    expect(austin.longitude).toBeCloseTo(-97.74, 1);
    expect(all.get('00501') ?? all.get('00601')).toBeDefined();
  });

  it('prefers the zip code areas table and falls back to the shipped centres', async () => {
    const table = new Map([['78701', { latitude: 1, longitude: 2 }]]);
    const found = await zipCentres(['78701', '10001', '99999'], table);
    expect(found.get('78701')).toEqual({ latitude: 1, longitude: 2 });
    expect(found.get('10001')!.latitude).toBeCloseTo(40.75, 1);
    expect(found.has('99999')).toBe(false);
  });
});
