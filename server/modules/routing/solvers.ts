// The searches the solver pool runs by name, each from a plain input (copied between threads) to a plain result.
import type { HgsProgress } from './hgs';
import { type BalancePlan, type BalancePlanInput, planBalance } from './balancePlan';
import { planRoute, type RoutePlanInput } from './optimiser';
import { type DayClock, orderForWindows, type TimedStop } from './timeWindows';
import type { Point } from '../../../common/geo/distance';

/** What a balance search is given across threads: its options without the callbacks, which do not cross. */
export type BalanceJobInput = Omit<BalancePlanInput, 'options'> & {
  options?: Omit<NonNullable<BalancePlanInput['options']>, 'onProgress' | 'clock'>;
};

export const SOLVERS = {
  balance: (input: BalanceJobInput, onProgress: (progress: HgsProgress) => void): BalancePlan =>
    planBalance({ ...input, options: { ...input.options, onProgress } }),
  route: (input: RoutePlanInput): string[] => planRoute(input),
  windows: ({ start, ordered, clock }: { start: Point | null; ordered: TimedStop[]; clock: DayClock }): string[] =>
    orderForWindows(start, ordered, clock).map((stop) => stop.id),
};

export type SolverKind = keyof typeof SOLVERS;
