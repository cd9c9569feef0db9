// The rate file worker's thread: reads one rate file (readRateFile) and posts back its places or its fault. Started by
// rateFileOffThread, which holds its memory and time.
import { parentPort, workerData } from 'node:worker_threads';
import { readRateFile } from './rateFile';

parentPort!.postMessage(readRateFile(workerData as string));
