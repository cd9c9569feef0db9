import { describe, expect, it } from 'vitest';
import { comparedWeeks, weekHolding } from './weeks';

describe('the dashboard weeks', () => {
  it('runs Monday to Sunday around any day of the week', () => {
    expect(weekHolding('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekHolding('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekHolding('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('compares with the week before and the same week days 52 weeks earlier', () => {
    expect(comparedWeeks('2026-11-25')).toEqual({
      current: { from: '2026-11-23', to: '2026-11-29' },
      lastWeek: { from: '2026-11-16', to: '2026-11-22' },
      lastYear: { from: '2025-11-24', to: '2025-11-30' },
    });
  });
});
