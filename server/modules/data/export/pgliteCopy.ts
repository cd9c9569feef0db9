// An embedded database's backup, taken without holding the server's event loop: the database's own thread copies its
// files as they stand between two statements (pgliteDataDir.ts), and another worker thread opens the copy, empties
// what a backup leaves out and writes its gzipped dump. PGlite's own dumpDataDir reads and tars every file on the
// thread it runs on: a backup of the demo with 5,000 imported customers stalled it for 0.9 to 2.9 s (docs/performance.md).
import { Worker } from 'node:worker_threads';

/** What the worker opens (a copied data directory, or a tar of one to load), the statements it runs, and where the dump goes. */
export interface CopyRequest {
  dataDir: string;
  tar?: ArrayBuffer;
  statements: readonly string[];
  out: string;
}

export type CopyAnswer = { ok: true } | { ok: false; error: string };

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
