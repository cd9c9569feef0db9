// An upload read in a worker thread (parseWorker) rather than on the server's event loop: a 10 MB CSV or a workbook
// takes seconds to parse, and a crafted one could take minutes and gigabytes. The worker's heap is capped and it is
// stopped after PARSE_SECONDS (server/lib/workerAnswer), each answered with a message the user can act on; at most two
// read at a time.
import type { Message } from '../../../../common/i18n/catalog';
import { HttpProblem } from '../../../lib/httpErrors';
import { oneShotWorkers } from '../../../lib/workerAnswer';
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

const parseWorkers = oneShotWorkers(new URL('./parseWorker.mjs', import.meta.url), {
  heapMb: PARSE_HEAP_MB,
  seconds: PARSE_SECONDS,
});

const tooComplex = (cause: unknown) =>
  new HttpProblem(400, 'server.data_import.file_too_complex', { file: 'server.data_import.file_too_complex' }, cause);

function parseInWorker(request: ParseRequest): Promise<SpreadsheetTable> {
  const rows: string[][] = [];
  return parseWorkers<ParseAnswer, SpreadsheetTable>(
    request,
    (answer) => {
      if (answer.kind === 'rows') {
        for (const row of answer.rows) rows.push(row);
        return undefined;
      }
      if (answer.kind === 'table') return { ...answer.table, rows };
      if (answer.kind === 'refused')
        throw new HttpProblem(answer.status, answer.message as Message, answer.errors, answer.cause && new Error(answer.cause));
      throw new Error(answer.error);
    },
    tooComplex,
  );
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
