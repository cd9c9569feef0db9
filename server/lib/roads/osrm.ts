// OSRM as the road distance port's adapter. Its table service (http://project-osrm.org/docs/v5.24.0/api/#table-service):
// `GET /table/v1/driving/{lon},{lat};…?annotations=distance` answers the metres from every point to every other. A
// server takes at most `--max-table-size` points a call (100 by default), so a larger day is asked in blocks of 50
// points against 50 (sources and destinations). Any refusal, timeout or answer of the wrong shape is no table: the day
// is then planned on straight lines. Its route service (#route-service) draws a day's legs along the roads for the
// crew's map: `GET /route/v1/driving/{lon},{lat};…?overview=full&geometries=geojson`.
import { z } from 'zod';
import type { Point } from '../../../common/geo/distance';
import { type RoadTable, roadKey } from '../../../common/geo/roads';
import type { RoadSettings } from '../../config';

/** Points a call sends at most: two blocks, under osrm-routed's default table size of 100. */
const BLOCK = 50;
/** A day past this many points is planned on straight lines: (400 / 50)² = 64 calls is as far as one plan asks. */
export const MOST_ROAD_POINTS = 400;
const METRES_PER_MILE = 1609.344;

/** Stops a drawn path goes through at most: under osrm-routed's default of 500 (`--max-viaroute-size`). */
export const MOST_PATH_POINTS = 200;
/** Points of a drawn path at most (a day across a city is a few thousand): past it, straight lines. */
const MOST_PATH_VERTICES = 50_000;

const routeAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z
            .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]))
            .min(2)
            .max(MOST_PATH_VERTICES),
        }),
      }),
    )
    .min(1),
});

const tableAnswer = z.object({
  code: z.literal('Ok'),
  distances: z.array(z.array(z.number().nonnegative().nullable())),
});

export interface RoadDistances {
  /** The road miles between the points (each named by roadKey), or null when the service could not answer. */
  table(points: readonly Point[]): Promise<RoadTable | null>;
  /** The roads driven through the points in their order, as [latitude, longitude] pairs, or null. */
  path(points: readonly Point[]): Promise<[number, number][] | null>;
}

/** OSRM's coordinates: longitude first. */
const coordinatesOf = (points: readonly Point[]) =>
  points.map((point) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`).join(';');

export function osrmRoads(settings: RoadSettings): RoadDistances {
  const base = settings.url.replace(/\/+$/, '');

  /** The metres from each source to each destination; a block against itself sends its points once. */
  async function block(sources: readonly Point[], destinations: readonly Point[], signal: AbortSignal) {
    const same = sources === destinations;
    const points = same ? sources : [...sources, ...destinations];
    const coordinates = coordinatesOf(points);
    const indexes = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index).join(';');
    const query = same
      ? 'annotations=distance'
      : `annotations=distance&sources=${indexes(0, sources.length)}&destinations=${indexes(sources.length, destinations.length)}`;
    const response = await fetch(`${base}/table/v1/driving/${coordinates}?${query}`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = tableAnswer.parse(await response.json());
    const fits = answer.distances.length === sources.length && answer.distances.every((row) => row.length === destinations.length);
    if (!fits) throw new Error('the table does not match the points asked');
    return answer.distances;
  }

  return {
    async path(points) {
      if (points.length < 2 || points.length > MOST_PATH_POINTS) return null;
      try {
        const response = await fetch(`${base}/route/v1/driving/${coordinatesOf(points)}?overview=full&geometries=geojson&steps=false`, {
          signal: AbortSignal.timeout(settings.timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return null;
        const answer = routeAnswer.parse(await response.json());
        // Five decimals are a metre: enough to draw, a third of the bytes.
        const round = (value: number) => Math.round(value * 1e5) / 1e5;
        return answer.routes[0].geometry.coordinates.map(([longitude, latitude]) => [round(latitude), round(longitude)]);
      } catch {
        return null;
      }
    },
    async table(asked) {
      const byKey = new Map(asked.map((point) => [roadKey(point), point]));
      const points = [...byKey.values()];
      if (points.length < 2 || points.length > MOST_ROAD_POINTS) return null;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      const miles = points.map(() => points.map(() => null as number | null));
      try {
        for (let row = 0; row < points.length; row += BLOCK)
          for (let column = 0; column < points.length; column += BLOCK) {
            const sources = points.slice(row, row + BLOCK);
            const metres = await block(sources, row === column ? sources : points.slice(column, column + BLOCK), signal);
            metres.forEach((line, i) =>
              line.forEach((value, j) => {
                miles[row + i][column + j] = value === null ? null : value / METRES_PER_MILE;
              }),
            );
          }
      } catch {
        return null;
      }
      return { keys: [...byKey.keys()], miles };
    },
  };
}
