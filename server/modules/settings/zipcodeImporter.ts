// Loads zip code areas from a GeoJSON FeatureCollection of ZCTAs (the Census Bureau's, or any with the same properties).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { renderMessage } from '../../../common/i18n/catalog';
import type { GeoJsonGeometry } from '../../../common/schemas/vendor';
import type { Db } from '../../db/client';
import { zipcodes } from '../../db/schema';
import type { ZipcodeArea } from './approximateZipcodeAreas';

const ZIPCODE_KEYS = ['ZCTA5CE20', 'ZCTA5CE10', 'GEOID20', 'GEOID10', 'GEOID', 'zipcode', 'ZIP'];
const AREA_KEYS = ['areaName', 'area_name', 'name', 'NAME', 'city', 'CITY', 'PO_NAME'];
const LATITUDE_KEYS = ['INTPTLAT20', 'INTPTLAT10', 'INTPTLAT', 'latitude'];
const LONGITUDE_KEYS = ['INTPTLON20', 'INTPTLON10', 'INTPTLON', 'longitude'];
const BATCH = 200;

const geometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon', 'GeometryCollection']),
  coordinates: z.array(z.unknown()).optional(),
  geometries: z.array(z.object({ type: z.string(), coordinates: z.unknown() })).optional(),
});
const featureCollection = z.object({
  type: z.literal('FeatureCollection', { error: 'server.zipcodes.file_not_geojson_featurecollection' }),
  features: z.array(z.object({ properties: z.record(z.string(), z.unknown()).nullable(), geometry: geometry.nullable() })),
});

const firstOf = (properties: Record<string, unknown>, keys: string[]) =>
  keys.map((key) => properties[key]).find((value) => value !== undefined && value !== null && value !== '');

function positions(value: unknown): [number, number][] {
  if (Array.isArray(value) && typeof value[0] === 'number') return [[Number(value[0]), Number(value[1])]];
  return Array.isArray(value) ? value.flatMap(positions) : [];
}

/** The mean of the vertices: close enough to place a label when the file carries no interior point. */
function centroidOf(shape: GeoJsonGeometry): { latitude: number; longitude: number } {
  const points = shape.geometries ? shape.geometries.flatMap((part) => positions(part.coordinates)) : positions(shape.coordinates);
  const sum = points.reduce((total, [lng, lat]) => [total[0] + lng, total[1] + lat], [0, 0]);
  return { longitude: sum[0] / Math.max(points.length, 1), latitude: sum[1] / Math.max(points.length, 1) };
}

/** Reads the features into areas; features without a 5-digit zip code or a polygon are skipped. */
export function parseZipcodeAreas(json: unknown): { areas: ZipcodeArea[]; skipped: number } {
  const parsed = featureCollection.safeParse(json);
  // A command-line tool: the operator reads the message in English.
  if (!parsed.success) throw new Error(renderMessage('en', parsed.error.issues[0].message));
  const { features } = parsed.data;
  const areas: ZipcodeArea[] = [];
  for (const feature of features) {
    const properties = feature.properties ?? {};
    const zipcode = String(firstOf(properties, ZIPCODE_KEYS) ?? '');
    if (!/^\d{5}$/.test(zipcode) || !feature.geometry) continue;
    const shape = feature.geometry as GeoJsonGeometry;
    const centroid = centroidOf(shape);
    const latitude = Number(firstOf(properties, LATITUDE_KEYS) ?? centroid.latitude);
    const longitude = Number(firstOf(properties, LONGITUDE_KEYS) ?? centroid.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    areas.push({ zipcode, areaName: String(firstOf(properties, AREA_KEYS) ?? zipcode), latitude, longitude, geometry: shape });
  }
  return { areas, skipped: features.length - areas.length };
}

/** Inserts or replaces every area in one transaction: a failing batch leaves the table as it was. */
export async function upsertZipcodeAreas(db: Db, areas: ZipcodeArea[]): Promise<number> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < areas.length; start += BATCH) {
      await tx
        .insert(zipcodes)
        .values(areas.slice(start, start + BATCH))
        .onConflictDoUpdate({
          target: zipcodes.zipcode,
          set: {
            areaName: sql`excluded.area_name`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            geometry: sql`excluded.geometry`,
            updatedAt: sql`now()`,
          },
        });
    }
  });
  return areas.length;
}
