// A few warm worker threads that run the routing domain's searches off the API's event loop (issues 48, 49): at most
// `size` at once, later jobs queued in order; each job hears its own progress; a worker that dies fails only its job.
// Workers start when first needed and stay warm, since booting one (TypeScript included) costs a search of its own;
// an idle one holds nothing open (unref) and ends after `idleMs`.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// tsx's ES module register(), found from here whatever the working directory (require finds its CommonJS twin). The
// worker registers it itself: a Node 20 worker's entry is loaded before any --import hook.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootOf = (entry: URL) =>
  `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;

/**
 * An idle worker ends after this long: long enough that the office's routes and previews through a planning session
 * find a warm one (booting one costs 0.25 to 0.9 s of a worker's start), short enough that a quiet node gives the
 * thread back.
 */
const IDLE_MS = 5 * 60_000;

/** One worker thread of the pool per core but one (the API's), by default. */
export const defaultSolverWorkers = () => Math.max(1, availableParallelism() - 1);

export interface SolverPoolOptions {
  /** Workers at most (at least 1). */
  size?: number;
  /** An idle worker ends after this long. */
  idleMs?: number;
  /** The worker's module: it answers `{ id, kind, input }` with `{ id, progress }`s then `{ id, result }` or `{ id, error }`. */
  entry?: URL;
}

export interface RunOptions {
  onProgress?: (progress: never) => void;
  /**
   * While the job waits for a worker: how many jobs will start or are running before it (those running plus those
   * queued ahead), told when it is queued and again each time that number changes.
   */
  onQueued?: (ahead: number) => void;
  /** A short job (Generate Route's optimiser) waits ahead of queued long ones (balance searches), in its own order. */
  quick?: boolean;
  /**
   * Aborting cancels the job: a queued one leaves the queue; a running one's search stops at its next progress check
   * (solverWorker.ts), and its worker then takes the next job. Either way the job rejects with `SolverJobCancelled`.
   */
  signal?: AbortSignal;
}

/** The rejection of a job whose signal aborted. */
export class SolverJobCancelled extends Error {
  constructor() {
    super('the search was cancelled');
    this.name = 'SolverJobCancelled';
  }
}

interface Job {
  id: number;
  kind: string;
  input: unknown;
  onProgress?: (progress: never) => void;
  onQueued?: (ahead: number) => void;
  /** The last place told to onQueued. */
  ahead?: number;
  /** Shared with the worker: 1 once the job is cancelled, read at each of the search's progress checks. */
  cancel: Int32Array;
  cancelled: boolean;
  resolve: (result: never) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idle: NodeJS.Timeout | null;
}

type Reply = { id: number; progress?: unknown; result?: unknown; error?: string };

export class SolverPool {
  size: number;
  private readonly idleMs: number;
  private readonly boot: string;
  private readonly slots = new Set<Slot>();
  private readonly quick: Job[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private drained: (() => void)[] = [];

  constructor({
    size = defaultSolverWorkers(),
    idleMs = IDLE_MS,
    entry = new URL('./solverWorker.ts', import.meta.url),
  }: SolverPoolOptions = {}) {
    this.size = Math.max(1, size);
    this.idleMs = idleMs;
    this.boot = bootOf(entry);
  }

  /** Workers alive, those running a job, and jobs waiting for one. */
  get stats() {
    const busy = [...this.slots].filter((slot) => slot.job).length;
    return { workers: this.slots.size, busy, queued: this.quick.length + this.queue.length };
  }

  /** The job's result as the worker computed it; rejected when the solver throws or its worker dies. */
  run<Result>(kind: string, input: unknown, { onProgress, onQueued, quick = false, signal }: RunOptions = {}): Promise<Result> {
    if (signal?.aborted) return Promise.reject(new SolverJobCancelled());
    return new Promise<Result>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        kind,
        input,
        onProgress,
        onQueued,
        cancel: new Int32Array(new SharedArrayBuffer(4)),
        cancelled: false,
        resolve: resolve as Job['resolve'],
        reject,
      };
      signal?.addEventListener('abort', () => this.cancel(job), { once: true });
      (quick ? this.quick : this.queue).push(job);
      this.dispatch();
    });
  }

  /** A queued job leaves its queue; a running one is told to stop, and its worker is free once it has. */
  private cancel(job: Job) {
    if (job.cancelled) return;
    job.cancelled = true;
    Atomics.store(job.cancel, 0, 1);
    for (const waiting of [this.quick, this.queue]) {
      const at = waiting.indexOf(job);
      if (at >= 0) waiting.splice(at, 1);
    }
    job.reject(new SolverJobCancelled());
    this.dispatch();
  }

  /** Waits for the jobs queued and running (a search ends within its time budget), then ends every worker. */
  async close(): Promise<void> {
    if (this.stats.busy || this.stats.queued) await new Promise<void>((done) => this.drained.push(done));
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private dispatch() {
    for (;;) {
      const waiting = this.quick.length ? this.quick : this.queue;
      if (!waiting.length) break;
      const slot = [...this.slots].find((candidate) => !candidate.job) ?? (this.slots.size < this.size ? this.start() : null);
      if (!slot) break;
      const job = waiting.shift()!;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      try {
        slot.worker.postMessage({ id: job.id, kind: job.kind, input: job.input, cancel: job.cancel });
      } catch (error) {
        // An input that cannot be copied to a thread (a function in it) fails its job only.
        job.reject(error as Error);
        this.rest(slot);
        continue;
      }
      slot.job = job;
      slot.worker.ref();
    }
    this.tellPlaces();
    if (!this.stats.busy && !this.stats.queued) this.drained.splice(0).forEach((done) => done());
  }

  /** Each waiting job's place: the jobs running plus those queued ahead of it (quick ones first), when it changed. */
  private tellPlaces() {
    let ahead = this.stats.busy;
    for (const job of [...this.quick, ...this.queue]) {
      if (job.ahead !== ahead) {
        job.ahead = ahead;
        job.onQueued?.(ahead);
      }
      ahead++;
    }
  }

  private start(): Slot {
    const slot: Slot = { worker: new Worker(this.boot, { eval: true, execArgv: [] }), job: null, idle: null };
    this.slots.add(slot);
    slot.worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      if ('progress' in reply) return job.cancelled ? undefined : job.onProgress?.(reply.progress as never);
      slot.job = null;
      // A cancelled job was rejected when it was cancelled; its worker's answer only frees the worker.
      if (!job.cancelled) {
        if (reply.error !== undefined) job.reject(new Error(reply.error));
        else job.resolve(reply.result as never);
      }
      this.rest(slot);
      this.dispatch();
    });
    // An uncaught error ends the worker: its 'exit' follows, which fails the job and frees the place for a new worker.
    slot.worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = null;
    });
    slot.worker.on('exit', (code) => {
      this.slots.delete(slot);
      if (slot.idle) clearTimeout(slot.idle);
      slot.job?.reject(new Error(`the solver worker stopped (${code}) before its answer`));
      slot.job = null;
      this.dispatch();
    });
    return slot;
  }

  /** An idle worker keeps no process alive, and ends after idleMs without work. */
  private rest(slot: Slot) {
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.end(slot), this.idleMs);
    slot.idle.unref();
  }

  private async end(slot: Slot) {
    if (slot.idle) clearTimeout(slot.idle);
    this.slots.delete(slot);
    await slot.worker.terminate();
  }
}

let shared: SolverPool | null = null;
let sharedSize = defaultSolverWorkers();

/** The node's worker count (ROUTING_WORKERS): 0 runs every search on the API's own thread. */
export function configureSolverPool(workers: number = defaultSolverWorkers()) {
  sharedSize = workers;
  if (shared && workers > 0) shared.size = workers;
}

/** The node's pool, or null when its searches run inline (ROUTING_WORKERS=0). */
export function sharedSolverPool(): SolverPool | null {
  if (sharedSize === 0) return null;
  shared ??= new SolverPool({ size: sharedSize });
  return shared;
}

/** On the server's shutdown: the searches under way finish, then the workers end; a later search starts a new pool. */
export async function closeSolverPool() {
  const closing = shared;
  shared = null;
  await closing?.close();
}
