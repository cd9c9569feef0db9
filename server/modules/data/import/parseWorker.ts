// The parse worker's thread: its modules loaded, waits for one upload (its first message), reads it (readSpreadsheet), masks any card number in it (cardCells), and posts back
// its rows in slices, then the rest of its table, or the refusal it met. Started by readOffThread, which holds its
// memory and time.
import { parentPort } from 'node:worker_threads';
import { HttpProblem } from '../../../lib/httpErrors';
import { withoutCardNumbers } from './cardCells';
import type { ParseRequest, ParseAnswer } from './readOffThread';
import { readSpreadsheet } from './readSpreadsheet';

/** Rows per message: each is copied into the server's thread in one go, so a slice stays a few milliseconds' work. */
const SLICE_ROWS = 1000;

const post = (answer: ParseAnswer) => parentPort!.postMessage(answer);

async function parse({ fileName, bytes, sheet }: ParseRequest) {
  try {
    const { rows, ...table } = withoutCardNumbers(await readSpreadsheet(fileName, Buffer.from(bytes), sheet));
    for (let start = 0; start < rows.length; start += SLICE_ROWS) post({ kind: 'rows', rows: rows.slice(start, start + SLICE_ROWS) });
    post({ kind: 'table', table });
  } catch (error) {
    if (error instanceof HttpProblem) {
      const cause = error.cause instanceof Error ? error.cause.message : undefined;
      post({ kind: 'refused', status: error.statusCode, message: error.message, errors: error.errors, cause });
    } else post({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

parentPort!.once('message', (request: ParseRequest) => void parse(request));
