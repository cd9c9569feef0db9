import { describe, expect, it } from 'vitest';
import { ageBucket, monthStart, nextMonth, recoveryRate } from './collectionsRules';

describe('collections rules', () => {
  it('puts a failed payment in its age bucket, its edges included', () => {
    const today = '2031-05-31';
    expect(['2031-05-31', '2031-05-24', '2031-05-23', '2031-05-01', '2031-04-30'].map((since) => ageBucket(since, today))).toEqual([
      '0-7',
      '0-7',
      '8-30',
      '8-30',
      'over-30',
    ]);
  });

  it('works out the recovery rate, and this and next month across a year', () => {
    expect(recoveryRate(1, 3)).toBe(0.3333);
    expect(recoveryRate(0, 0)).toBe(0);
    expect(monthStart('2031-05-31')).toBe('2031-05-01');
    expect(nextMonth('2031-12-15')).toEqual({ year: 2032, month: 1 });
    expect(nextMonth('2031-05-15')).toEqual({ year: 2031, month: 6 });
  });
});
