import { describe, expect, it } from 'vitest';
import { shouldHold } from './holdRules';

describe('shouldHold', () => {
  it('holds from the configured count of unpaid failed payments on', () => {
    expect([0, 1, 2, 3, 4].map((failed) => shouldHold(failed, 3))).toEqual([false, false, false, true, true]);
  });

  it('never holds when the setting is 0', () => {
    expect(shouldHold(50, 0)).toBe(false);
  });
});
