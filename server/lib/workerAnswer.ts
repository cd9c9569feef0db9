// A worker thread run to its one answer, for work that must not hold the server's event loop (a large file's parse):
// its heap capped, stopped after a time limit, and stopped as soon as it has answered. Used by the rate file's reader
// (billing) and the import's upload reader (data/import/readOffThread).
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  heapMb: number;
  seconds: number;
}

/**
 * Starts `entry` with `workerData` and feeds its messages to `onMessage`, which answers the result once the last has
 * come (undefined: more to come). A worker over its heap or its time is stopped and `tooMuch(cause)` is the error.
 */
export function workerAnswer<Message, Answer>(
  entry: URL,
  workerData: unknown,
  limits: WorkerLimits,
  onMessage: (message: Message) => Answer | undefined,
  tooMuch: (cause: unknown) => Error,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (error: Error | null, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(answer as Answer);
    };
    const timer = setTimeout(() => finish(tooMuch(new Error(`the worker took over ${limits.seconds} s`))), limits.seconds * 1000);
    worker.on('message', (message: Message) => {
      try {
        const answer = onMessage(message);
        if (answer !== undefined) finish(null, answer);
      } catch (error) {
        finish(error as Error);
      }
    });
    worker.on('error', (error: Error & { code?: string }) => finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuch(error) : error));
    worker.on('exit', (code) => finish(new Error(`the worker stopped (${code}) before answering`)));
  });
}
