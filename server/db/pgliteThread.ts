// The server's side of the embedded database's own thread (pgliteWorker.ts): the part of PGlite's interface drizzle,
// pg-boss, backups and the tests use (query, exec, transaction, dumpDataDir), each call a message to that thread. A
// statement's CPU time (30 to 80 ms for a batch's insert, 40 to 73 ms for pg-boss's cron check) is spent there, not on
// the event loop that answers requests (docs/performance.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What crosses to the database's thread instead of QueryOptions: the types whose text is kept as it stands. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
}

export type WireRequest = { id: number } & (
  | { op: 'query'; tx?: number; sql: string; params?: unknown[]; options?: WireOptions }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'gzip' | 'none' }
  | { op: 'copy'; to: string }
  | { op: 'close' }
);

type Call = WireRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WireReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** What a statement runs on: the database, or one of its transactions. */
export type Queryable = Pick<PGlite, 'query' | 'exec'>;

/**
 * The transaction the running code is inside of. A statement sent outside it from inside it waits for it to end, which
 * never comes (the transaction waits for the statement): such a statement is refused at once, naming itself.
 */
const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

const workerEntry = new URL('./pgliteWorker.mjs', import.meta.url);

function wireOptions(options?: QueryOptions): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length) throw new Error(`query options not passed to the database's thread: ${unsupported.join(', ')}`);
  return { rowMode, rawTypes: Object.keys(parsers ?? {}).map(Number) };
}

function errorOf({ name, message, fields }: WireError): Error {
  return Object.assign(new Error(message), fields, { name });
}

/** A PGlite in a worker thread of its own, on `dataDir` (in memory when absent, loaded from `snapshot` if given). */
export class PGliteThread {
  readonly dataDir?: string;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #lastId = 0;
  /** When a statement was last sent or answered (performance.now()). */
  #lastActivity = 0;
  #failure: Error | null = null;
  #closing: Promise<void> | null = null;

  constructor(dataDir?: string, snapshot?: Blob) {
    this.dataDir = dataDir;
    this.#worker = new Worker(workerEntry, { workerData: { dataDir, snapshot } });
    this.#worker.unref();
    this.#worker.on('message', (reply: WireReply) => this.#answer(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the embedded database's thread stopped (${code})`)));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', sql, params, options: wireOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws. Until it ends, every
   * other statement waits (as on PGlite's one connection): `work` must not wait for one outside its transaction.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#call({ op: 'query', tx: id, sql, params, options: wireOptions(options) }),
      exec: (sql: string) => this.#call({ op: 'exec', tx: id, sql }),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    const inside = { open: true };
    try {
      result = await insideTransaction.run(inside, () => work(tx));
    } catch (error) {
      inside.open = false;
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    inside.open = false;
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** The data directory's tarball, made on the database's thread. */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Copies the data directory into `to` between two statements (pgliteDataDir.ts); false for a database in memory. */
  copyDataDir(to: string): Promise<boolean> {
    return this.#call({ op: 'copy', to }) as Promise<boolean>;
  }

  /**
   * Resolves once no statement has been in flight for `quietMs` (or after `atMostMs` all the same): long work between two
   * of its transactions lets every other user's request run all its statements first, not one between two batches.
   */
  async idle(quietMs: number, atMostMs: number): Promise<void> {
    const until = performance.now() + atMostMs;
    for (;;) {
      const quietFor = performance.now() - this.#lastActivity;
      if ((!this.#waiting.size && quietFor >= quietMs) || performance.now() >= until) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(5, this.#waiting.size ? quietMs : quietMs - quietFor)));
    }
  }

  /**
   * What long work does between two of its transactions (an import's slices, a rate table's inserts): waits until no
   * statement has been in flight for 15 ms (at most 300), so a request whose statements follow one another (a session's
   * lookup, then the user's row) runs them all first, instead of one between each two of the work's (issue 65: 1.25 s
   * for `/users/me` at a load of 5 before).
   */
  giveWay(): Promise<void> {
    return this.idle(15, 300);
  }

  close(): Promise<void> {
    this.#closing ??= this.#call({ op: 'close' })
      .catch(() => undefined)
      .then(async () => {
        this.#failure ??= new Error('the embedded database is closed');
        await this.#worker.terminate();
      });
    return this.#closing;
  }

  #call(call: Call): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#unavailable());
    if (
      (call.op === 'query' || call.op === 'exec' || call.op === 'begin') &&
      !('tx' in call && call.tx) &&
      insideTransaction.getStore()?.open
    )
      return Promise.reject(
        new Error(
          `a statement outside the transaction it was sent from would wait for it forever: ${'sql' in call ? call.sql.slice(0, 120) : call.op}`,
        ),
      );
    const id = (this.#lastId += 1);
    this.#lastActivity = performance.now();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // The thread keeps the process alive only while it owes an answer.
      if (this.#waiting.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...call, id });
    });
  }

  #answer(reply: WireReply) {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    this.#lastActivity = performance.now();
    if (!this.#waiting.size) this.#worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorOf(reply.error));
  }

  /** A connection failure (SQLSTATE class 08), which the API answers 503. */
  #unavailable(): Error {
    return Object.assign(new Error(this.#failure?.message ?? 'the embedded database is unavailable'), { code: '08006' });
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const { reject } of this.#waiting.values()) reject(this.#unavailable());
    this.#waiting.clear();
  }
}
