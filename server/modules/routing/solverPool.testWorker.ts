// A stand-in solver worker for solverPool.test.ts: jobs that wait, report, fail and crash on demand; like the real
// worker, a job whose cancel flag is raised stops at its next step and answers `cancelled`.
import { parentPort } from 'node:worker_threads';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

type Message = { id: number; kind: string; input: { ms?: number; tag?: string; steps?: number }; cancel?: Int32Array };
parentPort!.on('message', ({ id, kind, input, cancel }: Message) => {
  if (kind === 'crash') process.exit(3);
  if (kind === 'throw') return parentPort!.postMessage({ id, error: 'no plan for this day' });
  const started = Date.now();
  const steps = input.steps ?? 3;
  for (let step = 0; step < steps; step++) {
    if (cancel && Atomics.load(cancel, 0) === 1) return parentPort!.postMessage({ id, error: 'cancelled', tag: input.tag, step });
    parentPort!.postMessage({ id, progress: { tag: input.tag, step } });
    sleep((input.ms ?? 0) / steps);
  }
  parentPort!.postMessage({ id, result: { tag: input.tag, started, ended: Date.now() } });
});
