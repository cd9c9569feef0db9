// Just enough of Twilio's Messages API on loopback for tests: records each request, answers what the test queued, and
// serves an MMS's media (GET) as Twilio's media URLs do.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  path: string;
  authorization: string;
  form: Record<string, string>;
}

export interface FakeTwilio {
  url: string;
  requests: TwilioRequest[];
  /** Media it serves on GET at these paths (an MMS's MediaUrlN), each with its type; a `redirect` answers 307 there. */
  media: Map<string, { contentType: string; bytes: Buffer } | { redirect: string }>;
  /** The next answers, in order; afterwards each message is accepted (201). */
  answerNext(...answers: { status: number; body: object }[]): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const queued: { status: number; body: object }[] = [];
  const media: FakeTwilio['media'] = new Map();
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET') {
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form: {} });
      const found = media.get(request.url ?? '');
      if (!found) return void response.writeHead(404).end();
      if ('redirect' in found) return void response.writeHead(307, { location: found.redirect }).end();
      return void response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length }).end(found.bytes);
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const answer = queued.shift() ?? { status: 201, body: { sid: `SM${String(requests.length).padStart(32, '0')}`, status: 'queued' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    media,
    answerNext: (...answers) => queued.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
