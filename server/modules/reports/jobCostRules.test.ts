import { describe, expect, it } from 'vitest';
import { addFigures, allocateCrewDay, largestRemainder, materialsCents, wholeCents, withMargin } from './jobCostRules';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('job costing rules', () => {
  it('splits a whole by the largest remainder so the parts add up to it', () => {
    // 100 cents over three equal visits: 33.33 each, the one cent left to the first.
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 1:2:3 is 1.67, 3.33, 5: the largest remainder (0.67) takes the unit left.
    expect(largestRemainder(10, [1, 2, 3])).toEqual([2, 3, 5]);
    expect(largestRemainder(7, [0, 0])).toEqual([4, 3]);
    expect(largestRemainder(5, [])).toEqual([]);
    expect(largestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(largestRemainder(0, [3, 4])).toEqual([0, 0]);
  });

  it('keeps the sum exact for awkward weights', () => {
    for (const whole of [1, 99, 12_345, 1_000_003]) {
      const weights = [17, 23, 0, 41, 5, 13.5];
      const parts = largestRemainder(whole, weights);
      expect(sum(parts)).toBe(whole);
      parts.forEach((part, index) => expect(Math.abs(part - (whole * weights[index]) / sum(weights))).toBeLessThan(1));
    }
  });

  it('shares a crew-day among its visits in proportion to their time on site, driving and yard time with them', () => {
    // Two people, 9 h each; visits of 60, 120 and 60 minutes on site (the rest of the day driving and in the yard).
    // $393.75 in quarters and a half: 9,843.75, 19,687.5, 9,843.75; the two cents left go to the two .75s.
    const people = [
      { minutes: 540, loadedCostCents: 22_500 },
      { minutes: 540, loadedCostCents: 16_875 },
    ];
    const parts = allocateCrewDay(people, [{ onSiteMinutes: 60 }, { onSiteMinutes: 120 }, { onSiteMinutes: 60 }]);
    expect(parts.map((part) => part.laborMinutes)).toEqual([270, 540, 270]);
    expect(parts.map((part) => part.laborCostCents)).toEqual([9_844, 19_687, 9_844]);
    expect(sum(parts.map((part) => part.laborCostCents))).toBe(39_375);
  });

  it('shares equally when no visit has a start and a completion', () => {
    const parts = allocateCrewDay([{ minutes: 100, loadedCostCents: 1_001 }], [{ onSiteMinutes: 0 }, { onSiteMinutes: 0 }]);
    expect(parts).toEqual([
      { laborMinutes: 50, laborCostCents: 501 },
      { laborMinutes: 50, laborCostCents: 500 },
    ]);
  });

  it('prices the products applied and rounds once per visit', () => {
    expect(
      materialsCents([
        { amount: 2.5, costPerUnitCents: 1_250 },
        { amount: 0.3, costPerUnitCents: 33.3 },
        { amount: 4, costPerUnitCents: null },
      ]),
    ).toBe(3_135);
    // 0.1 + 0.2 cents of noise never tips a half.
    expect(wholeCents(0.1 * 3 + 2.2)).toBe(3);
    expect(wholeCents(2.5)).toBe(3);
  });

  it('gives the margin and its percent of revenue, blank with no revenue', () => {
    expect(withMargin({ revenueCents: 10_000, laborMinutes: 60, laborCostCents: 4_000, materialsCostCents: 1_234 })).toMatchObject({
      marginCents: 4_766,
      marginPercent: 47.7,
    });
    expect(withMargin({ revenueCents: 0, laborMinutes: 60, laborCostCents: 500, materialsCostCents: 0 })).toMatchObject({
      marginCents: -500,
      marginPercent: null,
    });
    const total = { revenueCents: 0, laborMinutes: 0, laborCostCents: 0, materialsCostCents: 0 };
    addFigures(total, { revenueCents: 5, laborMinutes: 6, laborCostCents: 7, materialsCostCents: 8 });
    addFigures(total, { revenueCents: 1, laborMinutes: 1, laborCostCents: 1, materialsCostCents: 1 });
    expect(total).toEqual({ revenueCents: 6, laborMinutes: 7, laborCostCents: 8, materialsCostCents: 9 });
  });
});
