// The balance's solver on a worker thread (started by balanceThread.ts): the plan, with its progress on the way.
import { parentPort, workerData } from 'node:worker_threads';
import { type BalancePlanInput, planBalance } from './balancePlan';

const input = workerData as BalancePlanInput;
const plan = planBalance({
  ...input,
  options: { ...input.options, onProgress: (progress) => parentPort!.postMessage({ progress }) },
});
parentPort!.postMessage({ plan });
