import { describe, expect, it } from 'vitest';
import { marginPercent } from '../../../common/schemas/expectedTime';
import { expectedMinutes, laborCostCents, MIN_SAMPLES } from './expectedTimeRules';

const settings = { lotMinutes: { small: 20, average: 30, medium: 35, large: 40, extraLarge: 55 }, bnbMinutes: 60 };

describe('a quote’s expected time on site', () => {
  it('scales the learned median minutes per 1,000 sq ft to the lot', () => {
    // 3.5 min per 1,000 sq ft on a 12,000 sq ft lot: 42 minutes.
    expect(expectedMinutes('mow', 12_000, { samples: MIN_SAMPLES, median: 3.5 }, settings)).toEqual({ minutes: 42, source: 'learned' });
    // Without a lot size the median is already in minutes.
    expect(expectedMinutes('bnb', null, { samples: 80, median: 47.4 }, settings)).toEqual({ minutes: 47, source: 'learned' });
  });

  it('falls back to the balancer’s minutes rule with too few visits', () => {
    expect(expectedMinutes('mow', 12_000, { samples: MIN_SAMPLES - 1, median: 3.5 }, settings)).toEqual({ minutes: 40, source: 'rule' });
    expect(expectedMinutes('mow', 4_000, { samples: 0, median: null }, settings)).toEqual({ minutes: 20, source: 'rule' });
    expect(expectedMinutes('mow', null, { samples: 0, median: null }, settings)).toEqual({ minutes: 30, source: 'rule' });
    expect(expectedMinutes('bnb', 12_000, { samples: 3, median: 9 }, settings)).toEqual({ minutes: 60, source: 'rule' });
  });

  it('prices the minutes at the crews’ hourly cost and takes the margin of the price', () => {
    // 42 minutes of a $26.29 hour: $18.40.
    expect(laborCostCents(42, 2629)).toBe(1840);
    // $45 for $18.40 of labour keeps 59.1%: 59.
    expect(marginPercent(4500, 1840)).toBe(59);
    expect(marginPercent(1500, 1840)).toBe(-23);
    expect(marginPercent(0, 1840)).toBeNull();
  });
});
