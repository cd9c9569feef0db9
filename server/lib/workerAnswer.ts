// Worker threads run to one answer each, for work that must not hold the server's event loop (a large file's parse):
// each heap capped, stopped after a time limit, and stopped as soon as it has answered, so nothing one request left
// in a thread's memory reaches the next. Used by the rate file's reader (billing) and the import's upload reader
// (data/import/readOffThread).
//
// A thread takes seconds to start (tsx, then the reader's modules: exceljs and zod alone took 1 to 3 s), so as one is
// given a request the next is started, and waits with its modules loaded for the next request: a user's second upload
// is read at once (a 2-line CSV: 2.8 s, then 50 ms). An idle spare is stopped after SPARE_IDLE_MS.
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  heapMb: number;
  seconds: number;
}

/** How long a started thread waits for a request before it is stopped. */
const SPARE_IDLE_MS = 10 * 60_000;

/**
 * Answers requests of the worker at `entry`, each in a thread of its own: the thread's module reads its one request
 * from its first message (`parentPort.once('message', …)`) and posts its answer in messages.
 */
export function oneShotWorkers(entry: URL, limits: WorkerLimits) {
  let spare: Worker | null = null;
  let spareIdle: NodeJS.Timeout | undefined;

  const start = () => new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb }, stdout: false, stderr: false });

  function keepSpare() {
    if (spare) return;
    const worker = start();
    // A waiting thread keeps neither the process nor a test's run alive.
    worker.unref();
    const forget = () => {
      if (spare !== worker) return;
      clearTimeout(spareIdle);
      spare = null;
    };
    worker.once('error', forget).once('exit', forget);
    spareIdle = setTimeout(() => {
      forget();
      void worker.terminate();
    }, SPARE_IDLE_MS).unref();
    spare = worker;
  }

  function take(): Worker {
    const worker = spare ?? start();
    if (worker === spare) {
      clearTimeout(spareIdle);
      spare = null;
    }
    worker.ref();
    keepSpare();
    return worker;
  }

  /**
   * Sends `request` to a thread and feeds its messages to `onMessage`, which answers the result once the last has come
   * (undefined: more to come). A thread over its heap or its time is stopped and `tooMuch(cause)` is the error.
   */
  return function answer<Message, Answer>(
    request: unknown,
    onMessage: (message: Message) => Answer | undefined,
    tooMuch: (cause: unknown) => Error,
  ): Promise<Answer> {
    const worker = take();
    return new Promise<Answer>((resolve, reject) => {
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
      worker.postMessage(request);
    });
  };
}
