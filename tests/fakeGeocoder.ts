// Just enough of the Census Bureau's batch geocoder on loopback for tests and development: it reads the uploaded
// addressFile and answers each line from the streets it was told (a match, a tie), No_Match otherwise.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';

export interface GeocoderRequest {
  path: string;
  benchmark: string;
  /** The uploaded lines: id, street, city, state, zip. */
  lines: string[][];
}

export interface FakeGeocoder {
  url: string;
  requests: GeocoderRequest[];
  /** A street (any case) the geocoder finds, at these coordinates, or finds twice ('tie'). */
  know(street: string, place: { latitude: number; longitude: number } | 'tie'): void;
  /** The next answers' HTTP statuses, in order (500 to make a call fail); afterwards every call is answered. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** The multipart parts' bodies by name: enough for the two the batch geocoder takes. */
function partsOf(body: string, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const parts = new Map<string, string>();
  if (!boundary) return parts;
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(part.slice(0, split));
    if (split >= 0 && name) parts.set(name[1], part.slice(split + 4).replace(/\r\n$/, ''));
  }
  return parts;
}

const quoted = (fields: string[]) => fields.map((field) => `"${field}"`).join(',');

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: GeocoderRequest[] = [];
  const known = new Map<string, { latitude: number; longitude: number } | 'tie'>();
  const failing: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parts = partsOf(body, request.headers['content-type'] ?? '');
      const lines: string[][] = parse(parts.get('addressFile') ?? '', { relax_column_count: true, skip_empty_lines: true });
      requests.push({ path: request.url ?? '', benchmark: parts.get('benchmark') ?? '', lines });
      const status = failing.shift();
      if (status) return void response.writeHead(status, { 'content-type': 'text/plain' }).end('Internal error');
      if (request.url !== '/geocoder/locations/addressbatch') return void response.writeHead(404).end();
      const answer = lines.map(([id, street = '', city = '', state = '', zip = '']) => {
        const input = [street, city, state, zip].join(', ');
        const place = known.get(street.trim().toLowerCase());
        if (!place) return quoted([id, input, 'No_Match']);
        if (place === 'tie') return quoted([id, input, 'Tie']);
        return quoted([id, input, 'Match', 'Exact', input.toUpperCase(), `${place.longitude},${place.latitude}`, '1', 'L']);
      });
      response.writeHead(200, { 'content-type': 'text/csv' }).end(answer.join('\n'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    know: (street, place) => known.set(street.trim().toLowerCase(), place),
    failNext: (...statuses) => failing.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
