// An embedded database's backup, taken without holding the server's event loop: its files are copied as they stand
// between two statements (asynchronous I/O, under PGlite's query lock), and a worker thread opens the copy, empties
// what a backup leaves out and writes its gzipped dump. PGlite's own dumpDataDir reads and tars every file on the
// server's thread: a backup of the demo with 5,000 imported customers stalled it for 0.9 to 2.9 s (docs/performance.md).
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/** What the worker opens (a copied data directory, or a tar of one to load), the statements it runs, and where the dump goes. */
export interface CopyRequest {
  dataDir: string;
  tar?: ArrayBuffer;
  statements: readonly string[];
  out: string;
}

export type CopyAnswer = { ok: true } | { ok: false; error: string };

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The data directory on disk a PGlite was opened on, or null for one held in memory. */
export function directoryOf(client: PGlite): string | null {
  const dataDir = client.dataDir?.replace(/^file:\/\//, '');
  // As PGlite reads it: no folder, or a scheme (memory://, idb://…), is not a directory on disk.
  return dataDir && !/^[a-z0-9-]+:\/\//.test(dataDir) ? path.resolve(dataDir) : null;
}

/** Copies a directory's tree, leaving out the files `keep` refuses (by their path relative to `from`). */
async function copyTree(from: string, to: string, keep: (relative: string) => boolean, under = ''): Promise<void> {
  await mkdir(path.join(to, under), { recursive: true });
  for (const entry of await readdir(path.join(from, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) await copyTree(from, to, keep, relative);
    else if (entry.isFile() && keep(relative)) await copyFile(path.join(from, relative), path.join(to, relative));
  }
}

/**
 * Copies an open embedded database into `to` as a crash would leave it (what the copy's first start recovers, as it
 * would PGlite's own dump): after a checkpoint, under the query lock, so no statement writes while the files are read;
 * the server's requests that need no database go on meanwhile. The log before the checkpoint's redo point is left out:
 * recovery never reads it. Answers false for a database held in memory (nothing on disk to copy).
 */
export async function copyDataDir(client: PGlite, to: string): Promise<boolean> {
  const from = directoryOf(client);
  if (!from) return false;
  await client.exec('CHECKPOINT');
  const [{ redo }] = (await client.query<{ redo: string }>('SELECT pg_walfile_name(redo_lsn) AS redo FROM pg_control_checkpoint()')).rows;
  const needed = (relative: string) => {
    const [folder, name, ...deeper] = relative.split(path.sep);
    return !(folder === 'pg_wal' && name && !deeper.length && WAL_SEGMENT.test(name) && name < redo);
  };
  await client._runExclusiveQuery(() => copyTree(from, to, needed));
  return true;
}

const workerEntry = new URL('./copyWorker.mjs', import.meta.url);

/** Opens the copy in a worker thread, runs `statements` on it and writes its gzipped dump to `out`. */
export function dumpCopyOffThread(request: CopyRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry, { workerData: request, transferList: request.tar ? [request.tar] : [] });
    let answered = false;
    worker.once('message', (answer: CopyAnswer) => {
      answered = true;
      void worker.terminate();
      if (answer.ok) resolve();
      else reject(new Error(answer.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the backup's worker stopped (${code}) before answering`));
    });
  });
}
