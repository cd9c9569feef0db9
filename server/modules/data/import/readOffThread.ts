// An upload read in a worker thread (parseWorker) rather than on the server's event loop: a 10 MB CSV or a workbook
// takes seconds to parse, and a crafted one could take minutes and gigabytes. The worker's heap is capped and it is
// stopped after PARSE_SECONDS, each answered with a message the user can act on; at most two read at a time.
import { Worker } from 'node:worker_threads';
import type { Message } from '../../../../common/i18n/catalog';
import { HttpProblem } from '../../../lib/httpErrors';
import type { SpreadsheetTable } from './table';

export interface ParseRequest {
  fileName: string;
  bytes: Uint8Array;
  sheet?: string;
}

export type ParseAnswer =
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'table'; table: Omit<SpreadsheetTable, 'rows'> }
  | { kind: 'refused'; status: number; message: string; errors?: Record<string, Message>; cause?: string }
  | { kind: 'failed'; error: string };

export const PARSE_SECONDS = 60;
/** A 10 MB file of 20,000 rows needs about 150 MB of heap to read; a crafted one is stopped at this. */
const PARSE_HEAP_MB = 512;
const PARSES_AT_ONCE = 2;

let parsing = 0;
const waiting: (() => void)[] = [];

async function takeTurn() {
  if (parsing < PARSES_AT_ONCE) parsing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Uploads being read in a worker now. */
export const parsesUnderWay = () => parsing;

function passTurn() {
  const next = waiting.shift();
  if (next) next();
  else parsing -= 1;
}

const workerEntry = new URL('./parseWorker.mjs', import.meta.url);

function parseInWorker(request: ParseRequest): Promise<SpreadsheetTable> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    const rows: string[][] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooComplex = (cause: unknown) =>
      settle(() => reject(new HttpProblem(400, 'server.data_import.file_too_complex', { file: 'server.data_import.file_too_complex' }, cause)));
    const timer = setTimeout(() => tooComplex(new Error(`parsing took over ${PARSE_SECONDS} s`)), PARSE_SECONDS * 1000);
    worker.on('message', (answer: ParseAnswer) => {
      if (answer.kind === 'rows') for (const row of answer.rows) rows.push(row);
      else if (answer.kind === 'table') settle(() => resolve({ ...answer.table, rows }));
      else if (answer.kind === 'refused')
        settle(() =>
          reject(new HttpProblem(answer.status, answer.message as Message, answer.errors, answer.cause && new Error(answer.cause))),
        );
      else settle(() => reject(new Error(answer.error)));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex(error) : settle(() => reject(error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`the parse worker stopped (${code}) before answering`))));
  });
}

/** readSpreadsheet's table with its card numbers masked, read in a worker; a refusal is the same 400 with its message. */
export async function readOffThread(fileName: string, bytes: Buffer, sheet?: string): Promise<SpreadsheetTable> {
  await takeTurn();
  try {
    return await parseInWorker({ fileName, bytes, sheet });
  } finally {
    passTurn();
  }
}
