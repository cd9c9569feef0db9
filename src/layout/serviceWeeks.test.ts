import { describe, expect, it } from 'vitest';
import { serviceWeekOf, serviceWeeks, serviceWeeksOf } from './serviceWeeks';

describe('service weeks', () => {
  it('lists the ISO weeks of a year from Monday to Sunday', () => {
    const weeks = serviceWeeksOf(2026);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ index: 0, from: '2025-12-29', to: '2026-01-04', week: 1, year: 2026 });
    expect(weeks[52]).toEqual({ index: 52, from: '2026-12-28', to: '2027-01-03', week: 53, year: 2026 });
    expect(serviceWeeksOf(2027)).toHaveLength(52);
  });

  it('covers the current and the next year with running indexes', () => {
    const weeks = serviceWeeks(new Date(2026, 10, 22));
    expect(weeks).toHaveLength(105);
    expect(weeks[53]).toMatchObject({ index: 53, week: 1, year: 2027, from: '2027-01-04' });
    expect(serviceWeekOf(weeks, new Date(2026, 10, 22))).toMatchObject({ week: 47, from: '2026-11-16', to: '2026-11-22' });
  });
});
