// Just enough of the National Weather Service's API on loopback for tests: `/points/{lat},{lon}` names the point's station
// list, `/gridpoints/…/stations` lists the station it was told, `/stations/{id}/observations/latest` answers the
// observation it was told. It can refuse (any status) or hold an answer back (a timeout) for the next calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NwsRequest {
  path: string;
  userAgent: string;
}

export interface NwsObservation {
  /** degC; null when the station did not measure it. */
  temperatureC: number | null;
  windKmh: number | null;
  windDegrees: number | null;
  timestamp: string;
}

export interface FakeNws {
  url: string;
  requests: NwsRequest[];
  /** The point ("lat,lon" at four decimals) is served by this station. */
  place(point: string, station: string): void;
  observe(station: string, observation: NwsObservation): void;
  /** The next answers, in order: a status to refuse with, or 'hang' to never answer. */
  failNext(...answers: (number | 'hang')[]): void;
  close(): Promise<void>;
}

const quantity = (unitCode: string, value: number | null) => ({ unitCode: `wmoUnit:${unitCode}`, value, qualityControl: 'V' });

export async function startFakeNws(): Promise<FakeNws> {
  const requests: NwsRequest[] = [];
  const stations = new Map<string, string>();
  const observations = new Map<string, NwsObservation>();
  const failing: (number | 'hang')[] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, userAgent: request.headers['user-agent'] ?? '' });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/geo+json' });
      response.end(JSON.stringify(body));
    };
    const failure = failing.shift();
    if (failure === 'hang') return;
    if (failure) return answer(failure, { title: 'Unexpected Problem', status: failure });
    const point = /^\/points\/(-?[\d.]+,-?[\d.]+)$/.exec(path);
    const list = /^\/gridpoints\/TST\/1,1\/stations\?for=(.+)$/.exec(path);
    const latest = /^\/stations\/(\w+)\/observations\/latest$/.exec(path);
    if (point && stations.has(point[1]))
      return answer(200, {
        properties: { gridId: 'TST', observationStations: `${url}/gridpoints/TST/1,1/stations?for=${encodeURIComponent(point[1])}` },
      });
    if (list) {
      const station = stations.get(decodeURIComponent(list[1]));
      return answer(200, { type: 'FeatureCollection', features: station ? [{ properties: { stationIdentifier: station } }] : [] });
    }
    const observation = latest && observations.get(latest[1]);
    if (observation)
      return answer(200, {
        properties: {
          timestamp: observation.timestamp,
          temperature: quantity('degC', observation.temperatureC),
          windSpeed: quantity('km_h-1', observation.windKmh),
          windDirection: quantity('degree_(angle)', observation.windDegrees),
        },
      });
    answer(404, { title: 'Not Found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    place: (point, station) => stations.set(point, station),
    observe: (station, observation) => observations.set(station, observation),
    failNext: (...answers) => failing.push(...answers),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
