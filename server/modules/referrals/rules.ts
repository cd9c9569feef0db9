// The referral rules (spec section 9), with no I/O: which free mows a tracker's count of completed visits earns, what a
// recount (a completion replayed or reverted) changes in the wallet, and the 10-tracker limit.
import {
  type CreditReason,
  MAX_TRACKERS_PER_PROPERTY,
  REFERRED_REWARD_VISIT,
  REFERRER_REWARD_VISIT,
} from '../../../common/schemas/referral';

export type RewardReason = Exclude<CreditReason, 'staff'>;

/** The completed visit of the referred property at which each reward is earned. */
export const REWARD_VISIT: Record<RewardReason, number> = {
  'referrer-reward': REFERRER_REWARD_VISIT,
  'referred-reward': REFERRED_REWARD_VISIT,
};
const REWARDS = Object.keys(REWARD_VISIT) as RewardReason[];

/** The rewards a tracker has earned once `visits` completed visits of the referred property are counted. */
export function rewardsEarned(workLogs: number): RewardReason[] {
  return REWARDS.filter((reason) => workLogs >= REWARD_VISIT[reason]);
}

export interface HeldReward {
  reason: RewardReason;
  /** Already spent on a mow: a free mow given is never taken back. */
  applied: boolean;
}

/**
 * What brings the wallet in line with the count: rewards earned and not held are granted, unspent rewards no longer
 * earned (the count went back) are withdrawn. The same count always gives the same wallet, so a replay changes nothing.
 */
export function rewardChanges(workLogs: number, held: readonly HeldReward[]): { grant: RewardReason[]; withdraw: RewardReason[] } {
  const earned = rewardsEarned(workLogs);
  return {
    grant: earned.filter((reason) => !held.some((reward) => reward.reason === reason)),
    withdraw: held.filter((reward) => !reward.applied && !earned.includes(reward.reason)).map((reward) => reward.reason),
  };
}

/** Whether a referring property with `trackers` trackers may take one more. */
export const canAddTracker = (trackers: number) => trackers < MAX_TRACKERS_PER_PROPERTY;
