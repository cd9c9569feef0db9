// The retry schedule of declined charges (System Settings) and the card networks' limits it must keep. Pure.

/** Days after a charge's first decline on which it is tried again: the first retry the day after, the last two weeks on. */
export const DEFAULT_RETRY_SCHEDULE = [1, 3, 5, 7, 10, 14];

/**
 * The card networks' retry limits for one declined charge, counted from its first decline: Visa allows 15 retries in
 * 30 days (and none after them); Mastercard 10 in any 24 hours and 35 in 30 days.
 */
export const NETWORK_LIMITS = [
  { network: 'visa', windowDays: 30, maxRetries: 15 },
  { network: 'mastercard', windowDays: 1, maxRetries: 10 },
  { network: 'mastercard', windowDays: 30, maxRetries: 35 },
] as const;
/** Visa refuses retries more than 30 days after the first decline. */
export const LAST_RETRY_DAY = 30;

export const RETRY_SCHEDULE_MESSAGE = 'validation.settings.retry_schedule_days';
export const RETRY_SCHEDULE_LIMIT_MESSAGE = 'validation.settings.retry_schedule_network_limits';

/** The most retries that fall within any `windowDays` days (a window of `windowDays` × 24 hours), retries at day offsets. */
export function maxRetriesInWindow(days: readonly number[], windowDays: number): number {
  const sorted = [...days].sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < sorted.length; end += 1) {
    while (sorted[end] - sorted[start] >= windowDays) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** Whether retries on these day offsets keep every network's limits: none after day 30, none over a window's count. */
export function keepsNetworkLimits(days: readonly number[]): boolean {
  if (days.some((day) => day > LAST_RETRY_DAY)) return false;
  return NETWORK_LIMITS.every(({ windowDays, maxRetries }) => maxRetriesInWindow(days, windowDays) <= maxRetries);
}

/** Why a schedule cannot be saved (a catalog key), or null: whole days from 1 to 30, each after the last, within the limits. */
export function retryScheduleProblem(days: readonly number[]): string | null {
  if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 1)) return RETRY_SCHEDULE_MESSAGE;
  if (days.some((day, index) => index > 0 && day <= days[index - 1])) return RETRY_SCHEDULE_MESSAGE;
  return keepsNetworkLimits(days) ? null : RETRY_SCHEDULE_LIMIT_MESSAGE;
}
