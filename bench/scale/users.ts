// The bench's users as the app sees them: each signs in over HTTP, calls one API node (as a load balancer keeps a
// session on one), and holds a socket there as the web app and the crew app do. Every call is timed.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { IDEMPOTENCY_HEADER } from '../../common/schemas/idempotency';

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** Calls' times and failures, for a stage's p95 and errors. */
export class Tally {
  times: number[] = [];
  errors = 0;
  failures: string[] = [];

  record(answer: Answer, what: string, accepted: (status: number) => boolean = (status) => status < 400) {
    this.times.push(answer.ms);
    if (accepted(answer.status)) return;
    this.errors += 1;
    const failure = `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
    if (this.failures.length < 5 && !this.failures.some((seen) => seen.startsWith(`${what}:`))) this.failures.push(failure);
  }

  p95(): number | null {
    if (!this.times.length) return null;
    const sorted = [...this.times].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]);
  }
}

export class User {
  token = '';
  socket: Socket | null = null;
  socketEvents = 0;

  constructor(
    readonly node: string,
    readonly username: string,
  ) {}

  /** Signs in as a person does: a 5xx ("try again in a moment") is tried again a few seconds later, up to five times. */
  async signIn(password: string, loginRole: 'admin' | 'crew'): Promise<void> {
    let answer = await this.call('POST', '/users/login', { id: this.username, password, loginRole });
    for (let attempt = 1; answer.status >= 500 && attempt < 5; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt * 2000));
      answer = await this.call('POST', '/users/login', { id: this.username, password, loginRole });
    }
    if (answer.status !== 200) throw new Error(`${this.username} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.token = (answer.body as { data: { token: string } }).data.token;
  }

  /** The phone's or browser's socket: every event it hears is counted (the fan-out a user costs the nodes). */
  async connect(): Promise<void> {
    const socket = io(this.node, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: this.token },
      reconnection: false,
      forceNew: true,
    });
    socket.onAny(() => (this.socketEvents += 1));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    this.socket = socket;
  }

  async call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const started = performance.now();
    try {
      const response = await fetch(`${this.node}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // A CSV or an empty body stays text.
      }
      return { status: response.status, body: parsed, ms };
    } catch (error) {
      return { status: 599, body: (error as Error).message, ms: performance.now() - started };
    }
  }

  close() {
    this.socket?.disconnect();
  }
}

export const newKey = () => randomUUID();

/** Runs `work` on every item, at most `concurrency` at once. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
