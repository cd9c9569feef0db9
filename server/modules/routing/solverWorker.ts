// One of the solver pool's threads (solverPool.ts): it runs the jobs it is sent one at a time, for as long as it lives.
// A job's `cancel` flag (shared memory) is read at each of the search's progress checks: once raised, the search stops
// there and the worker answers `cancelled`, free for the next job.
import { parentPort } from 'node:worker_threads';
import { SOLVERS, type SolverKind } from './solvers';

class Stopped extends Error {}

parentPort!.on('message', ({ id, kind, input, cancel }: { id: number; kind: SolverKind; input: never; cancel?: Int32Array }) => {
  try {
    const result = SOLVERS[kind](input, (progress: unknown) => {
      if (cancel && Atomics.load(cancel, 0) === 1) throw new Stopped();
      parentPort!.postMessage({ id, progress });
    });
    parentPort!.postMessage({ id, result });
  } catch (error) {
    const message = error instanceof Stopped ? 'cancelled' : error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id, error: message });
  }
});
