// planBalance on a worker thread, so a long solve (up to 30 s at 1,000 visits) leaves the API's event loop free for
// every other request of the node; its progress comes back as it goes. The worker runs TypeScript as the server does
// (tsx), which registers itself inside the worker: a Node 20 worker's entry is loaded before any --import hook.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HgsProgress } from './hgs';
import type { BalancePlan, BalancePlanInput } from './balancePlan';

// tsx's ES module register(), found from here whatever the working directory (require finds its CommonJS twin).
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const entry = new URL('./balanceWorker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;

/** The same plan as planBalance(input) gives, computed off this thread; `onProgress` hears the solver's best so far. */
export function planBalanceOffThread(
  input: Omit<BalancePlanInput, 'options'> & { options?: Omit<NonNullable<BalancePlanInput['options']>, 'onProgress' | 'clock'> },
  onProgress?: (progress: HgsProgress) => void,
): Promise<BalancePlan> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, execArgv: [], workerData: input });
    let plan: BalancePlan | null = null;
    worker.on('message', (message: { progress?: HgsProgress; plan?: BalancePlan }) => {
      if (message.progress) onProgress?.(message.progress);
      if (message.plan) plan = message.plan;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (plan ? resolve(plan) : reject(new Error(`the balance worker stopped (${code}) without a plan`))));
  });
}
