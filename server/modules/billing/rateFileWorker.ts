// The rate file worker's thread: its modules loaded, waits for one rate file (its first message), reads it (readRateFile) and posts back its places in slices, then the end
// (or the file's fault). Started by rateFileOffThread, which holds its memory and time.
import { parentPort } from 'node:worker_threads';
import { readRateFile } from './rateFile';
import type { RateFileAnswer } from './rateFileOffThread';

/** Places per message: each is copied into the server's thread in one go, so a slice stays a few milliseconds' work. */
const SLICE_PLACES = 1000;

const post = (answer: RateFileAnswer) => parentPort!.postMessage(answer);

function read(text: string) {
  const read = readRateFile(text);
  if (read.ok) {
    for (let start = 0; start < read.places.length; start += SLICE_PLACES)
      post({ kind: 'places', places: read.places.slice(start, start + SLICE_PLACES) });
    post({ kind: 'done' });
  } else post({ kind: 'fault', result: read });
}

parentPort!.once('message', read);
