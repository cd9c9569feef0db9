// Just enough of Twilio's Messages API on loopback for tests: records each request, answers what the test queued.
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
  /** The next answers, in order; afterwards each message is accepted (201). */
  answerNext(...answers: { status: number; body: object }[]): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const queued: { status: number; body: object }[] = [];
  const server: Server = createServer((request, response) => {
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
    answerNext: (...answers) => queued.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
