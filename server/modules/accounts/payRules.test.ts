import { describe, expect, it } from 'vitest';
import { dayCostCents, entryMinutes, farFromPlaces, rateOn, weekPay, workweekDays, type WorkedDay } from './payRules';

const FEDERAL = { weeklyOvertimeMinutes: 2400, dailyOvertimeMinutes: null, dailyDoubleTimeMinutes: null };
const CALIFORNIA = { weeklyOvertimeMinutes: 2400, dailyOvertimeMinutes: 480, dailyDoubleTimeMinutes: 720 };
const days = (hours: number[], rateCents = 2000): WorkedDay[] =>
  hours.map((h, index) => ({ day: `2026-11-${23 + index}`, minutes: h * 60, rateCents, exempt: false }));

describe('week pay', () => {
  it('pays 45 hours at $20.00 as 40 regular and 5 overtime: $950.00', () => {
    expect(weekPay(days([9, 9, 9, 9, 9]), FEDERAL)).toEqual({
      paidTimeOffMinutes: 0,
      regularMinutes: 2400,
      overtimeMinutes: 300,
      doubleTimeMinutes: 0,
      grossCents: 95000,
    });
  });

  it('has no overtime at 40 hours, and none for an exempt person', () => {
    expect(weekPay(days([8, 8, 8, 8, 8]), FEDERAL)).toMatchObject({ overtimeMinutes: 0, grossCents: 80000 });
    const exempt = days([12, 12, 12, 12]).map((day) => ({ ...day, exempt: true }));
    expect(weekPay(exempt, FEDERAL)).toMatchObject({ regularMinutes: 2880, overtimeMinutes: 0, grossCents: 96000 });
  });

  it('applies a daily threshold and double time, and counts only regular minutes toward the weekly 40', () => {
    // 13 h: 8 regular, 4 overtime, 1 double; then four 8 h days reach 40 regular minutes exactly on the fifth.
    const week = weekPay(days([13, 8, 8, 8, 8, 1]), CALIFORNIA);
    expect(week).toEqual({
      paidTimeOffMinutes: 0,
      regularMinutes: 2400,
      overtimeMinutes: 300,
      doubleTimeMinutes: 60,
      grossCents: 80000 + 15000 + 4000,
    });
  });

  it('pays paid time off at straight time and never counts it toward overtime', () => {
    // 40 hours worked and a day off paid for 8: no overtime, $800.00 + $160.00.
    const week = [...days([10, 10, 10, 10]), { day: '2026-11-27', minutes: 0, paidTimeOffMinutes: 480, rateCents: 2000, exempt: false }];
    expect(weekPay(week, FEDERAL)).toEqual({
      paidTimeOffMinutes: 480,
      regularMinutes: 2400,
      overtimeMinutes: 0,
      doubleTimeMinutes: 0,
      grossCents: 96000,
    });
    // 7.5 hours off at $17.33: $129.975, rounded once with the week.
    expect(weekPay([{ day: '2026-11-23', minutes: 1, paidTimeOffMinutes: 450, rateCents: 1733, exempt: false }], FEDERAL).grossCents).toBe(
      Math.floor((1733 * 451) / 60 + 0.5),
    );
  });

  it('prices each day at its own rate, overtime at the rate of the day it falls on', () => {
    const raise = days([10, 10, 10, 10, 5]).map((day, index) => ({ ...day, rateCents: index < 4 ? 2000 : 2200 }));
    // 40 h at $20 regular, then 5 h on the last day at $22 x 1.5 = $165.
    expect(weekPay(raise, FEDERAL)).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 300, grossCents: 80000 + 16500 });
  });

  it('rounds the week once, half up, to the cent', () => {
    // 1 minute at $10.01: 16.683 cents.
    expect(weekPay([{ day: '2026-11-23', minutes: 1, rateCents: 1001, exempt: false }], FEDERAL).grossCents).toBe(17);
  });
});

describe('entries, rates and the workweek', () => {
  it('rounds an entry to the minute and takes off an unpaid break', () => {
    const clockIn = new Date('2026-11-23T13:00:00Z');
    expect(entryMinutes(clockIn, new Date('2026-11-23T21:30:29Z'), 30, false)).toBe(480);
    expect(entryMinutes(clockIn, new Date('2026-11-23T21:30:31Z'), 30, true)).toBe(511);
  });

  it('finds the rate in effect on a day', () => {
    const made = new Date('2026-01-01');
    const later = new Date('2026-01-02');
    const rates = [
      { effectiveFrom: '2026-01-01', payRateCents: 1800, overtimeExempt: false, createdAt: made },
      { effectiveFrom: '2026-11-25', payRateCents: 2000, overtimeExempt: false, createdAt: made },
      { effectiveFrom: '2026-11-25', payRateCents: 2100, overtimeExempt: false, createdAt: later },
    ];
    expect(rateOn(rates, '2025-12-31')).toBeNull();
    expect(rateOn(rates, '2026-11-24')?.payRateCents).toBe(1800);
    expect(rateOn(rates, '2026-11-25')?.payRateCents).toBe(2100);
  });

  it('starts the workweek on the set day on or before the ISO Monday', () => {
    expect(workweekDays('2026-11-23', 1)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(workweekDays('2026-11-23', 7)[0]).toBe('2026-11-22');
    expect(workweekDays('2026-11-23', 3)[0]).toBe('2026-11-18');
  });

  it('flags a punch only when farther than allowed from every known place', () => {
    const yard = { latitude: 30.2672, longitude: -97.7431 };
    expect(farFromPlaces({ latitude: 30.2672, longitude: -97.7431, accuracyM: 10 }, [yard], 500)).toBeNull();
    expect(farFromPlaces({ latitude: 30.2772, longitude: -97.7431, accuracyM: 10 }, [yard], 500)).toBeGreaterThan(1000);
    expect(farFromPlaces({ latitude: 30.2772, longitude: -97.7431 }, [], 500)).toBeNull();
    expect(farFromPlaces(null, [yard], 500)).toBeNull();
  });

  it('prices a person-day for job costing at the day’s rate times the loaded-cost factor, to the cent', () => {
    // 8 h at $20.00 x 1.25 = $200.00.
    expect(dayCostCents(480, 2_000, 1.25)).toBe(20_000);
    // 7 min at $17.33 x 1.3 = 262.838… cents.
    expect(dayCostCents(7, 1_733, 1.3)).toBe(263);
    // 3 min at $10.10 x 1.1 = 55.55 cents (3,333.0000000000005 / 60 in floating point): half up to 56.
    expect(dayCostCents(3, 1_010, 1.1)).toBe(56);
    expect(dayCostCents(0, 2_000, 1.25)).toBe(0);
  });
});
