// A stand-in solver worker for solverPool.test.ts: jobs that wait, report, fail and crash on demand.
import { parentPort } from 'node:worker_threads';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

parentPort!.on('message', ({ id, kind, input }: { id: number; kind: string; input: { ms?: number; tag?: string } }) => {
  if (kind === 'crash') process.exit(3);
  if (kind === 'throw') return parentPort!.postMessage({ id, error: 'no plan for this day' });
  const started = Date.now();
  for (let step = 0; step < 3; step++) {
    parentPort!.postMessage({ id, progress: { tag: input.tag, step } });
    sleep((input.ms ?? 0) / 3);
  }
  parentPort!.postMessage({ id, result: { tag: input.tag, started, ended: Date.now() } });
});
