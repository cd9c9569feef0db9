// The searches the solver pool runs by name, each from a plain input (copied between threads) to a plain result.
import type { HgsProgress } from './hgs';
import { type BalancePlan, type BalancePlanInput, planBalance } from './balancePlan';
import { planRoute, type RoutePlanInput } from './optimiser';

/** What a balance search is given across threads: its options without the callbacks, which do not cross. */
export type BalanceJobInput = Omit<BalancePlanInput, 'options'> & {
  options?: Omit<NonNullable<BalancePlanInput['options']>, 'onProgress' | 'clock'>;
};

export const SOLVERS = {
  balance: (input: BalanceJobInput, onProgress: (progress: HgsProgress) => void): BalancePlan =>
    planBalance({ ...input, options: { ...input.options, onProgress } }),
  route: (input: RoutePlanInput): string[] => planRoute(input),
};

export type SolverKind = keyof typeof SOLVERS;
