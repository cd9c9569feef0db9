import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_SCHEDULE,
  keepsNetworkLimits,
  maxRetriesInWindow,
  RETRY_SCHEDULE_LIMIT_MESSAGE,
  RETRY_SCHEDULE_MESSAGE,
  retryScheduleProblem,
} from './retrySchedule';
import { DEFAULT_SETTINGS, paymentSettings } from './schemas/settings';

describe('the retry schedule', () => {
  it('accepts the default schedule', () => {
    expect(retryScheduleProblem(DEFAULT_RETRY_SCHEDULE)).toBeNull();
  });

  it('counts the retries in the busiest window', () => {
    expect(maxRetriesInWindow([1, 3, 5, 7, 10, 14], 1)).toBe(1);
    expect(maxRetriesInWindow([1, 3, 5, 7, 10, 14], 5)).toBe(3);
    expect(maxRetriesInWindow([1, 3, 5, 7, 10, 14], 30)).toBe(6);
    expect(maxRetriesInWindow([], 30)).toBe(0);
  });

  it('refuses days that are not whole, below 1, repeated or out of order', () => {
    for (const days of [[], [0, 1], [1.5], [3, 1], [1, 1, 2]]) expect(retryScheduleProblem(days)).toBe(RETRY_SCHEDULE_MESSAGE);
  });

  it('refuses a retry after day 30 (Visa) and more than 15 retries in 30 days', () => {
    expect(retryScheduleProblem([1, 31])).toBe(RETRY_SCHEDULE_LIMIT_MESSAGE);
    expect(retryScheduleProblem(Array.from({ length: 16 }, (_, index) => index + 1))).toBe(RETRY_SCHEDULE_LIMIT_MESSAGE);
    expect(retryScheduleProblem(Array.from({ length: 15 }, (_, index) => 2 * index + 1))).toBeNull();
  });

  it("holds Mastercard's 24-hour count", () => {
    expect(keepsNetworkLimits(Array.from({ length: 11 }, () => 1))).toBe(false);
    expect(keepsNetworkLimits(Array.from({ length: 10 }, () => 1))).toBe(true);
  });
});

describe('System Settings’ retry schedule', () => {
  const save = (retrySchedule?: number[]) => paymentSettings.safeParse({ ...DEFAULT_SETTINGS.payments, retrySchedule });

  it('defaults to the documented days and refuses one beyond the networks’ limits', () => {
    expect(save(undefined).data?.retrySchedule).toEqual([1, 3, 5, 7, 10, 14]);
    expect(save([2, 4, 8]).success).toBe(true);
    expect(save([1, 45]).error?.issues[0].message).toBe(RETRY_SCHEDULE_LIMIT_MESSAGE);
    expect(save([1, Number.NaN]).error?.issues[0].message).toBe(RETRY_SCHEDULE_MESSAGE);
  });
});
