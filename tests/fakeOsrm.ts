// Just enough of OSRM's table and route services on loopback for tests and benches
// (http://project-osrm.org/docs/v5.24.0/api/#table-service), as strict as its documentation: `GET /table/v1/{profile}/{lon},{lat};…` with `sources` and `destinations` (indexes
// or `all`) and `annotations` (`duration`, `distance` or both; duration alone by default); more coordinates than the
// server's table size (100, osrm-routed's default) answer 400 TooBig, a malformed query 400 InvalidQuery, a coordinate
// off the globe 400 InvalidValue. Its road network is a grid city: a leg drives north–south, then east–west (the
// Manhattan distance), so its roads are longer than the straight line by 1 to 1.41, more on diagonals. The route
// service (`GET /route/v1/{profile}/{lon},{lat};…` with `overview` full, simplified or false and `geometries` geojson,
// polyline or polyline6) answers that path: each leg's corner between its two points; fewer than two coordinates are
// 400 InvalidQuery, more than the via-route size (500) 400 TooBig.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOsrm {
  url: string;
  /** Each call's path and query, in order. */
  requests: string[];
  /** The next answers, in order: a status to refuse with, or 'hang' to never answer. */
  failNext(...answers: (number | 'hang')[]): void;
  close(): Promise<void>;
}

const METRES_PER_DEGREE = 111_320;
/** The grid's driving speed, metres a second (about 25 mph). */
const SPEED = 11.2;
const FAKE_OSRM_TABLE_SIZE = 100;
const FAKE_OSRM_VIAROUTE_SIZE = 500;

/** The grid city's metres from one [lon, lat] to another. */
export function gridMetres([fromLon, fromLat]: readonly number[], [toLon, toLat]: readonly number[]): number {
  const north = Math.abs(toLat - fromLat) * METRES_PER_DEGREE;
  const east = Math.abs(toLon - fromLon) * METRES_PER_DEGREE * Math.cos((((fromLat + toLat) / 2) * Math.PI) / 180);
  return Math.round((north + east) * 10) / 10;
}

function indexesOf(value: string | null, count: number): number[] | null {
  if (value === null || value === 'all') return Array.from({ length: count }, (_, index) => index);
  const parts = value.split(';');
  if (!parts.every((part) => /^\d+$/.test(part) && Number(part) < count)) return null;
  return parts.map(Number);
}

/** The route service's answer: the grid's path through the points, north–south then east–west each leg. */
function route(coordinates: number[][], query: URLSearchParams, answer: (status: number, body: unknown) => void) {
  const overview = query.get('overview') ?? 'simplified';
  const geometries = query.get('geometries') ?? 'polyline';
  if (coordinates.length < 2) return answer(400, { code: 'InvalidQuery', message: 'Query string malformed' });
  if (coordinates.length > FAKE_OSRM_VIAROUTE_SIZE) return answer(400, { code: 'TooBig', message: 'Too many trace coordinates' });
  if (!['full', 'simplified', 'false'].includes(overview) || !['geojson', 'polyline', 'polyline6'].includes(geometries))
    return answer(400, { code: 'InvalidOptions', message: 'Invalid overview or geometries' });
  // Only GeoJSON is drawn here: a test asking for an encoded polyline gets a refusal it would notice.
  if (geometries !== 'geojson') return answer(400, { code: 'InvalidOptions', message: 'This stand-in answers geometries=geojson only' });
  const line: number[][] = [coordinates[0]];
  const legs = coordinates.slice(1).map((to, index) => {
    const from = coordinates[index];
    line.push([from[0], to[1]], to);
    const distance = gridMetres(from, to);
    return { distance, duration: Math.round((distance / SPEED) * 10) / 10, summary: '', weight: distance, steps: [] };
  });
  const distance = legs.reduce((sum, leg) => sum + leg.distance, 0);
  return answer(200, {
    code: 'Ok',
    routes: [
      {
        distance,
        duration: legs.reduce((sum, leg) => sum + leg.duration, 0),
        weight: distance,
        weight_name: 'routability',
        legs,
        ...(overview !== 'false' && { geometry: { type: 'LineString', coordinates: line } }),
      },
    ],
    waypoints: coordinates.map((location) => ({ location, name: '', distance: 0, hint: '' })),
  });
}

export async function startFakeOsrm(): Promise<FakeOsrm> {
  const requests: string[] = [];
  const failing: (number | 'hang')[] = [];
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    requests.push(request.url ?? '');
    const failure = failing.shift();
    if (failure === 'hang') return;
    if (failure) return answer(failure, { code: 'InvalidUrl', message: 'Refused by the test' });
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/(table|route)\/v1\/([a-z]+)\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return answer(400, { code: 'InvalidUrl', message: 'URL string malformed close to position 1' });
    const coordinates = decodeURIComponent(match[3])
      .split(';')
      .map((pair) => pair.split(',').map(Number));
    if (coordinates.some((pair) => pair.length !== 2 || pair.some((value) => !Number.isFinite(value))))
      return answer(400, { code: 'InvalidQuery', message: 'Query string malformed' });
    if (coordinates.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90))
      return answer(400, { code: 'InvalidValue', message: 'Invalid coordinate value.' });
    if (match[1] === 'route') return route(coordinates, url.searchParams, answer);
    if (coordinates.length > FAKE_OSRM_TABLE_SIZE) return answer(400, { code: 'TooBig', message: 'Too many table coordinates' });
    const sources = indexesOf(url.searchParams.get('sources'), coordinates.length);
    const destinations = indexesOf(url.searchParams.get('destinations'), coordinates.length);
    const annotations = (url.searchParams.get('annotations') ?? 'duration').split(',');
    if (!sources || !destinations || !annotations.every((name) => name === 'duration' || name === 'distance'))
      return answer(400, { code: 'InvalidOptions', message: 'Invalid sources, destinations or annotations' });
    const distances = sources.map((from) => destinations.map((to) => gridMetres(coordinates[from], coordinates[to])));
    const waypoint = (index: number) => ({ location: coordinates[index], name: '', distance: 0, hint: '' });
    return answer(200, {
      code: 'Ok',
      ...(annotations.includes('duration') && {
        durations: distances.map((row) => row.map((metres) => Math.round((metres / SPEED) * 10) / 10)),
      }),
      ...(annotations.includes('distance') && { distances }),
      sources: sources.map(waypoint),
      destinations: destinations.map(waypoint),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (...answers) => failing.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
