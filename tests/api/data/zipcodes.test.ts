import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseZipcodeAreas, upsertZipcodeAreas } from '../../../server/modules/settings/zipcodeImporter';
import { buildBusiness } from '../fixtures/business';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const business = await buildBusiness(t.app);
  token = (await signIn(t.app, business.users.csr.username)).token;
});
afterAll(() => t.close());

const map = (auth = token) => t.app.inject({ url: '/api/v1/zipcodes/map', headers: auth ? bearer(auth) : {} });
type Row = [string, string, number, number, null, { type: string; coordinates: number[][][] }];

describe('GET /zipcodes/map', () => {
  it('answers the approximate areas of the seeded markets as the spec rows, with lng/lat pairs', async () => {
    const response = await map();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, data: { approximate: true } });
    const rows: Row[] = body.data.rows;
    expect(rows).toHaveLength(48);
    const downtown = rows.find((row) => row[1] === '78701')!;
    expect(downtown.slice(0, 5)).toEqual(['Austin Central', '78701', 30.2711, -97.7437, null]);
    expect(downtown[5].type).toBe('Polygon');
    const ring = downtown[5].coordinates[0];
    expect(ring[0]).toEqual(ring.at(-1));
    for (const [lng, lat] of ring) {
      expect(lng).toBeCloseTo(-97.74, 1);
      expect(lat).toBeCloseTo(30.27, 1);
    }
    expect(new Set(rows.map((row) => row[0].split(' ')[0]))).toEqual(new Set(['Austin', 'Dallas', 'San']));
  });

  it('needs a session', async () => {
    expect((await map('')).statusCode).toBe(401);
  });
});

describe('the ZCTA importer', () => {
  it('reads zip codes, names and interior points, skipping features without a 5-digit zip code or a polygon', async () => {
    const json = JSON.parse(await readFile(new URL('../fixtures/zcta-sample.geojson', import.meta.url), 'utf8'));
    const { areas, skipped } = parseZipcodeAreas(json);
    expect(skipped).toBe(2);
    expect(areas.map((area) => [area.zipcode, area.areaName])).toEqual([
      ['78701', 'Downtown'],
      ['78702', '78702'],
    ]);
    expect(areas[0]).toMatchObject({ latitude: 30.2711, longitude: -97.7437 });
    expect(areas[1].latitude).toBeCloseTo(30.255, 3);
    expect(() => parseZipcodeAreas({ type: 'Feature' })).toThrow('The file is not a GeoJSON FeatureCollection.');
  });

  it('upserts the areas, after which the map answers the imported ones', async () => {
    const json = JSON.parse(await readFile(new URL('../fixtures/zcta-sample.geojson', import.meta.url), 'utf8'));
    const { areas } = parseZipcodeAreas(json);
    await upsertZipcodeAreas(t.app.database.db, areas);
    await upsertZipcodeAreas(t.app.database.db, [{ ...areas[0], areaName: 'Downtown Austin' }]);
    const body = (await map()).json();
    expect(body.data.approximate).toBe(false);
    expect(body.data.rows.map((row: Row) => row.slice(0, 2))).toEqual([
      ['Downtown Austin', '78701'],
      ['78702', '78702'],
    ]);
    expect(body.data.rows[1][5].type).toBe('MultiPolygon');
  });

  it('saves nothing when one batch fails', async () => {
    const good = { zipcode: '78799', areaName: 'Test', latitude: 30, longitude: -97, geometry: { type: 'Polygon', coordinates: [] } };
    const bad = { ...good, zipcode: '78798', latitude: null as unknown as number };
    await expect(upsertZipcodeAreas(t.app.database.db, [good, ...Array.from({ length: 200 }, () => good).slice(1), bad])).rejects.toThrow();
    const zips = (await map()).json().data.rows.map((row: Row) => row[1]);
    expect(zips).not.toContain('78799');
  });
});
