// planBalance off the API's thread, on the node's solver pool (solverPool.ts), so a long solve (up to 30 s at 1,000
// visits) leaves the event loop free for every other request of the node; its progress comes back as it goes.
import type { HgsProgress } from './hgs';
import type { BalancePlan } from './balancePlan';
import { sharedSolverPool, SolverJobCancelled } from './solverPool';
import { type BalanceJobInput, SOLVERS } from './solvers';

/** The same plan as planBalance(input) gives, computed off this thread; `onProgress` hears the solver's best so far. */
export async function planBalanceOffThread(
  input: BalanceJobInput,
  onProgress?: (progress: HgsProgress) => void,
  { onQueued, signal }: { onQueued?: (ahead: number) => void; signal?: AbortSignal } = {},
): Promise<BalancePlan> {
  const pool = sharedSolverPool();
  if (!pool) {
    if (signal?.aborted) throw new SolverJobCancelled();
    return SOLVERS.balance(input, (progress) => onProgress?.(progress));
  }
  return pool.run<BalancePlan>('balance', input, { onProgress: onProgress as (progress: never) => void, onQueued, signal });
}
