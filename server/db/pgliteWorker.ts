// The embedded database's own thread: it holds the PGlite instance and runs every statement the server's thread sends
// (pgliteThread.ts), so no statement, checkpoint, copy or dump ever runs on the server's event loop. PGlite's own locks
// keep the order: a statement outside a transaction waits for the open one, as on one connection.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyDataDir } from './pgliteDataDir';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import type { WireError, WireOptions, WireReply, WireRequest } from './pgliteThread';

const { dataDir, snapshot } = workerData as { dataDir?: string; snapshot?: Blob };
const database = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS, ...(snapshot && { loadDataDir: snapshot }) });
const port = parentPort!;

/** Thrown into a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
let lastTransaction = 0;

/** drizzle asks for some types' text as it stands (dates, intervals): the parsers it passes are those identities. */
const optionsOf = (wire?: WireOptions) =>
  wire && {
    rowMode: wire.rowMode,
    parsers: Object.fromEntries((wire.rawTypes ?? []).map((type) => [type, (value: string) => value])),
  };

function begin(): Promise<number> {
  return new Promise((begun, failed) => {
    const id = (lastTransaction += 1);
    const finished = database
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            open.set(id, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK), finished) });
            begun(id);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === ROLLBACK) return;
          if (!open.has(id)) failed(error);
          throw error;
        },
      );
    finished.catch(() => undefined);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  open.delete(id);
  await transaction.end(commit);
}

function on(id: number | undefined) {
  if (id === undefined) return database;
  const transaction = open.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  return transaction.tx;
}

async function run(request: WireRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query':
      return { value: await on(request.tx).query(request.sql, request.params, optionsOf(request.options)) };
    case 'exec':
      return { value: await on(request.tx).exec(request.sql) };
    case 'begin':
      return { value: await begin() };
    case 'end':
      return { value: await end(request.tx, request.commit) };
    case 'dump': {
      const bytes = await (await database.dumpDataDir(request.compression)).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'copy':
      return { value: await copyDataDir(database, request.to) };
    case 'close':
      return { value: await database.close() };
  }
}

/** A database error's fields (code, constraint, detail…) as plain values: functions and the like do not cross threads. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // left out: not a plain value
    }
  }
  return { name: error.name, message: error.message, fields };
}

port.on('message', (request: WireRequest) => {
  run(request).then(
    ({ value, transfer }) => port.postMessage({ id: request.id, ok: true, value } satisfies WireReply, transfer ?? []),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: wireError(error) } satisfies WireReply),
  );
});
