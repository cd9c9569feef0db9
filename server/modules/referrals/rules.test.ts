import { describe, expect, it } from 'vitest';
import { canAddTracker, rewardChanges, rewardsEarned } from './rules';

describe('referral rules', () => {
  it('earns the referrer a free mow at the 6th completed visit and the referred customer one at the 10th', () => {
    expect(rewardsEarned(5)).toEqual([]);
    expect(rewardsEarned(6)).toEqual(['referrer-reward']);
    expect(rewardsEarned(9)).toEqual(['referrer-reward']);
    expect(rewardsEarned(10)).toEqual(['referrer-reward', 'referred-reward']);
    expect(rewardsEarned(25)).toEqual(['referrer-reward', 'referred-reward']);
  });

  it('grants each reward once: a replayed count with the reward held changes nothing', () => {
    expect(rewardChanges(6, [])).toEqual({ grant: ['referrer-reward'], withdraw: [] });
    expect(rewardChanges(6, [{ reason: 'referrer-reward', applied: false }])).toEqual({ grant: [], withdraw: [] });
    expect(rewardChanges(10, [{ reason: 'referrer-reward', applied: true }])).toEqual({ grant: ['referred-reward'], withdraw: [] });
  });

  it('withdraws an unspent reward when a revert takes the count below it, and keeps one already spent', () => {
    expect(rewardChanges(5, [{ reason: 'referrer-reward', applied: false }])).toEqual({ grant: [], withdraw: ['referrer-reward'] });
    expect(rewardChanges(5, [{ reason: 'referrer-reward', applied: true }])).toEqual({ grant: [], withdraw: [] });
    const held = [
      { reason: 'referrer-reward', applied: false },
      { reason: 'referred-reward', applied: false },
    ] as const;
    expect(rewardChanges(9, held)).toEqual({ grant: [], withdraw: ['referred-reward'] });
  });

  it('a count reverted then completed again ends where it started', () => {
    const afterRevert = rewardChanges(5, [{ reason: 'referrer-reward', applied: false }]);
    expect(afterRevert.withdraw).toEqual(['referrer-reward']);
    expect(rewardChanges(6, [])).toEqual({ grant: ['referrer-reward'], withdraw: [] });
  });

  it('allows at most 10 trackers per referring property', () => {
    expect(canAddTracker(0)).toBe(true);
    expect(canAddTracker(9)).toBe(true);
    expect(canAddTracker(10)).toBe(false);
  });
});
