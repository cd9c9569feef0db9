// One of the solver pool's threads (solverPool.ts): it runs the jobs it is sent one at a time, for as long as it lives.
import { parentPort } from 'node:worker_threads';
import { SOLVERS, type SolverKind } from './solvers';

parentPort!.on('message', ({ id, kind, input }: { id: number; kind: SolverKind; input: never }) => {
  try {
    const result = SOLVERS[kind](input, (progress: unknown) => parentPort!.postMessage({ id, progress }));
    parentPort!.postMessage({ id, result });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
