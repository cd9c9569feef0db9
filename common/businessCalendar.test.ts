import { describe, expect, it } from 'vitest';
import { closedDays, holidayDate, US_HOLIDAYS } from './businessCalendar';

describe('holidayDate', () => {
  it('finds each holiday of several years, checked against the published US calendars', () => {
    const expected: Record<number, Record<string, string>> = {
      2024: {
        mlkDay: '2024-01-15',
        presidentsDay: '2024-02-19',
        memorialDay: '2024-05-27',
        laborDay: '2024-09-02',
        columbusDay: '2024-10-14',
        thanksgiving: '2024-11-28',
        dayAfterThanksgiving: '2024-11-29',
      },
      2025: {
        mlkDay: '2025-01-20',
        presidentsDay: '2025-02-17',
        memorialDay: '2025-05-26',
        laborDay: '2025-09-01',
        columbusDay: '2025-10-13',
        thanksgiving: '2025-11-27',
        dayAfterThanksgiving: '2025-11-28',
      },
      2026: {
        mlkDay: '2026-01-19',
        presidentsDay: '2026-02-16',
        memorialDay: '2026-05-25',
        laborDay: '2026-09-07',
        columbusDay: '2026-10-12',
        thanksgiving: '2026-11-26',
        dayAfterThanksgiving: '2026-11-27',
      },
      2027: {
        mlkDay: '2027-01-18',
        presidentsDay: '2027-02-15',
        memorialDay: '2027-05-31',
        laborDay: '2027-09-06',
        columbusDay: '2027-10-11',
        thanksgiving: '2027-11-25',
        dayAfterThanksgiving: '2027-11-26',
      },
      2028: {
        mlkDay: '2028-01-17',
        presidentsDay: '2028-02-21',
        memorialDay: '2028-05-29',
        laborDay: '2028-09-04',
        columbusDay: '2028-10-09',
        thanksgiving: '2028-11-23',
        dayAfterThanksgiving: '2028-11-24',
      },
    };
    for (const [year, dates] of Object.entries(expected)) {
      for (const [holiday, date] of Object.entries(dates))
        expect(holidayDate(holiday as never, Number(year)), `${holiday} ${year}`).toBe(date);
      expect(holidayDate('newYearsDay', Number(year))).toBe(`${year}-01-01`);
      expect(holidayDate('independenceDay', Number(year))).toBe(`${year}-07-04`);
      expect(holidayDate('christmasDay', Number(year))).toBe(`${year}-12-25`);
    }
  });

  it('puts the weekday holidays on their week day for 50 years: Mondays, Thanksgiving a Thursday in 22–28 November', () => {
    const weekDay = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    for (let year = 2000; year < 2050; year += 1) {
      for (const holiday of ['mlkDay', 'presidentsDay', 'memorialDay', 'laborDay', 'columbusDay'] as const)
        expect(weekDay(holidayDate(holiday, year)), `${holiday} ${year}`).toBe(1);
      const thanksgiving = holidayDate('thanksgiving', year);
      expect(weekDay(thanksgiving)).toBe(4);
      expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
      expect(Number(holidayDate('memorialDay', year).slice(8))).toBeGreaterThan(24);
    }
    for (const holiday of US_HOLIDAYS) expect(holidayDate(holiday, 2031)).toMatch(/^2031-\d\d-\d\d$/);
  });
});

describe('closedDays', () => {
  it('holds the chosen holidays of every year in the range and the closed dates, and nothing outside it', () => {
    const calendar = { holidays: ['thanksgiving', 'newYearsDay'] as const, closedDates: ['2026-12-26', '2030-01-01'] };
    expect([...closedDays(calendar, '2026-11-01', '2027-01-31')].sort()).toEqual(['2026-11-26', '2026-12-26', '2027-01-01']);
    expect(closedDays({ holidays: [], closedDates: [] }, '2026-01-01', '2026-12-31').size).toBe(0);
  });
});
