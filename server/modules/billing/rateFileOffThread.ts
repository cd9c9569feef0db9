// A rate file read in a worker thread (rateFileWorker) rather than on the server's event loop: 20,000 rows took the
// loop for seconds on a loaded machine, and every other user's request waited behind it (docs/billing.md). The
// worker's heap is capped, it is stopped after 60 s, and it posts the places back in slices.
import { HttpProblem } from '../../lib/httpErrors';
import { oneShotWorkers } from '../../lib/workerAnswer';
import type { RateFileResult, RatePlace } from './salesTaxRules';

/** What the worker posts: the places in slices then the end, or the file's fault. */
export type RateFileAnswer =
  { kind: 'places'; places: RatePlace[] } | { kind: 'done' } | { kind: 'fault'; result: Extract<RateFileResult, { ok: false }> };

/** 5,000,000 characters of 50,000 rows need well under this heap. */
const LIMITS = { heapMb: 256, seconds: 60 };
const TOO_COMPLEX = 'validation.sales_tax.rate_file.too_complex';
const rateFileWorkers = oneShotWorkers(new URL('./rateFileWorker.mjs', import.meta.url), LIMITS);

/** readRateFile's answer, read in a worker; a file the worker cannot finish is refused as too complex. */
export function readRateFileOffThread(text: string): Promise<RateFileResult> {
  const places: RatePlace[] = [];
  return rateFileWorkers<RateFileAnswer, RateFileResult>(
    text,
    (answer) => {
      if (answer.kind === 'fault') return answer.result;
      if (answer.kind === 'done') return { ok: true, places };
      for (const place of answer.places) places.push(place);
    },
    (cause) => new HttpProblem(400, TOO_COMPLEX, { csv: TOO_COMPLEX }, cause),
  );
}
