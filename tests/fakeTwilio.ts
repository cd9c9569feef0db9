// Just enough of Twilio's Messages API on loopback for tests: records each request, answers what the test queued, lists
// the messages it accepted (GET Messages.json: latest first, `To` and `PageSize` as Twilio reads them), and serves an
// MMS's media (GET) as Twilio's media URLs do.
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
  /** The next answers to a list of messages (GET Messages.json), in order; afterwards the list is answered. */
  answerNextList(...answers: { status: number; body: object }[]): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const queued: { status: number; body: object }[] = [];
  const queuedLists: { status: number; body: object }[] = [];
  const accepted: { sid: string; to: string; from: string; body: string; created: Date }[] = [];
  const media: FakeTwilio['media'] = new Map();
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET') {
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form: {} });
      const list = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json(?:\?(.*))?$/.exec(request.url ?? '');
      if (list) {
        const answer = queuedLists.shift() ?? { status: 200, body: listed(accepted, new URLSearchParams(list[2] ?? '')) };
        return void response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      }
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
      const sid = `SM${String(requests.length).padStart(32, '0')}`;
      const answer = queued.shift() ?? { status: 201, body: { sid, status: 'queued' } };
      const form = requests[requests.length - 1].form;
      if (answer.status === 201) accepted.push({ sid, to: form.To, from: form.From ?? '', body: form.Body, created: new Date() });
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
    answerNextList: (...answers) => queuedLists.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page of Twilio's message list: the latest first, filtered by `To`, at most `PageSize` (50 by default, 1,000 at most). */
function listed(messages: { sid: string; to: string; from: string; body: string; created: Date }[], query: URLSearchParams) {
  const size = Math.min(Number(query.get('PageSize') ?? 50), 1000);
  const to = query.get('To');
  const page = messages
    .filter((message) => !to || message.to === to)
    .toReversed()
    .slice(0, size);
  return {
    messages: page.map((message) => ({
      sid: message.sid,
      to: message.to,
      from: message.from,
      body: message.body,
      direction: 'outbound-api',
      status: 'sent',
      date_created: message.created.toUTCString().replace('GMT', '+0000'),
    })),
    page: 0,
    page_size: size,
    next_page_uri: null,
  };
}
