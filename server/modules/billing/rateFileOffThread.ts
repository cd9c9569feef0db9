// A rate file read in a worker thread (rateFileWorker) rather than on the server's event loop: 20,000 rows took the
// loop for seconds on a loaded machine, and every other user's request waited behind it (docs/billing.md). The
// worker's heap is capped and it is stopped after PARSE_SECONDS.
import { Worker } from 'node:worker_threads';
import { HttpProblem } from '../../lib/httpErrors';
import type { RateFileResult, RatePlace } from './salesTaxRules';

/** What the worker posts: the places in slices then the end, or the file's fault. */
export type RateFileAnswer =
  { kind: 'places'; places: RatePlace[] } | { kind: 'done' } | { kind: 'fault'; result: Extract<RateFileResult, { ok: false }> };

const PARSE_SECONDS = 60;
/** 5,000,000 characters of 50,000 rows need well under this. */
const PARSE_HEAP_MB = 256;

const TOO_COMPLEX = 'validation.sales_tax.rate_file.too_complex';
const workerEntry = new URL('./rateFileWorker.mjs', import.meta.url);

/** readRateFile's answer, read in a worker; a file the worker cannot finish is refused as too complex. */
export function readRateFileOffThread(text: string): Promise<RateFileResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry, {
      workerData: text,
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    const places: RatePlace[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooComplex = (cause: unknown) => settle(() => reject(new HttpProblem(400, TOO_COMPLEX, { csv: TOO_COMPLEX }, cause)));
    const timer = setTimeout(() => tooComplex(new Error(`reading the rate file took over ${PARSE_SECONDS} s`)), PARSE_SECONDS * 1000);
    worker.on('message', (answer: RateFileAnswer) => {
      if (answer.kind === 'places') for (const place of answer.places) places.push(place);
      else if (answer.kind === 'done') settle(() => resolve({ ok: true, places }));
      else settle(() => resolve(answer.result));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex(error) : settle(() => reject(error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`the rate file worker stopped (${code}) before answering`))));
  });
}
