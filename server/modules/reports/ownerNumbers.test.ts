import { describe, expect, it } from 'vitest';
import {
  daysSalesOutstanding,
  drivingPercent,
  retainedPercent,
  revenuePerHourCents,
  revenuePerPropertyCents,
  stopsPerHour,
  withCrewRatios,
  withOwnerRatios,
  withRetention,
} from './ownerNumbers';

describe('the owner’s numbers', () => {
  it('reads revenue per man-hour in cents from the clocked minutes', () => {
    // $450.00 over 7 h 30 min of man-hours: $60.00 an hour.
    expect(revenuePerHourCents(45_000, 450)).toBe(6_000);
    // $100.00 over 45 min: 133.33… an hour, rounded to the cent.
    expect(revenuePerHourCents(10_000, 45)).toBe(13_333);
    expect(revenuePerHourCents(10_000, 0)).toBeNull();
  });

  it('counts stops per crew-hour to two decimals', () => {
    expect(stopsPerHour(10, 240)).toBe(2.5);
    expect(stopsPerHour(7, 180)).toBe(2.33);
    expect(stopsPerHour(3, 0)).toBeNull();
  });

  it('gives the driving share of the clocked day in percent, never past 100', () => {
    expect(drivingPercent(45, 300)).toBe(15);
    expect(drivingPercent(50, 300)).toBe(16.7);
    expect(drivingPercent(400, 300)).toBe(100);
    expect(drivingPercent(0, 0)).toBeNull();
  });

  it('averages revenue per property billed', () => {
    expect(revenuePerPropertyCents(12_000, 3)).toBe(4_000);
    expect(revenuePerPropertyCents(10_000, 3)).toBe(3_333);
    expect(revenuePerPropertyCents(10_000, 0)).toBeNull();
  });

  it('reads days sales outstanding as receivables over the period’s billing times its days', () => {
    // $1,500 open after $3,000 billed in a 30-day month: 15 days.
    expect(daysSalesOutstanding(150_000, 300_000, 30)).toBe(15);
    expect(daysSalesOutstanding(10_000, 30_000, 31)).toBe(10.3);
    expect(daysSalesOutstanding(0, 30_000, 31)).toBe(0);
    expect(daysSalesOutstanding(10_000, 0, 31)).toBeNull();
  });

  it('gives a cohort’s retention in percent', () => {
    expect(retainedPercent(3, 4)).toBe(75);
    expect(retainedPercent(2, 3)).toBe(66.7);
    expect(retainedPercent(0, 0)).toBeNull();
  });

  it('adds the ratios beside the sums of a row', () => {
    const row = { period: '2026-05-01', revenueCents: 30_000, manMinutes: 600, crewMinutes: 300, stops: 12, drivingMinutes: 60 };
    expect(withCrewRatios(row)).toEqual({ ...row, revenuePerManHourCents: 3_000, stopsPerCrewHour: 2.4, drivingPercent: 20 });
    const owner = { ...row, propertyRevenueCents: 40_000, properties: 8, receivableCents: 20_000, billedCents: 62_000, days: 31 };
    expect(withOwnerRatios(owner)).toMatchObject({ revenuePerPropertyCents: 5_000, daysSalesOutstanding: 10, drivingPercent: 20 });
  });

  it('leaves the months a cohort has not reached blank', () => {
    const row = { cohort: '2026-01-01', newCustomers: 8, retained1: 6, retained3: 4, retained6: null, retained12: null };
    expect(withRetention(row)).toMatchObject({
      retained1Percent: 75,
      retained3Percent: 50,
      retained6Percent: null,
      retained12Percent: null,
    });
  });
});
