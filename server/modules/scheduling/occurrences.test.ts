import { describe, expect, it } from 'vitest';
import { closedDayTest } from '../../../common/businessCalendar';
import { addDays, dateIn, isoWeekDay, nextWeekDay } from '../../lib/calendar';
import { type CalendarRules, occurrences, type ServiceSchedule, serviceWeekDay, withoutCovered, workingDay } from './occurrences';

const open: CalendarRules = { weekendOffDays: [] };
const weekdaysOnly: CalendarRules = { weekendOffDays: [6, 7] };
const service = (overrides: Partial<ServiceSchedule>): ServiceSchedule => ({
  startDate: '2026-01-05',
  frequency: 1,
  weekDay: 1,
  status: 'pending',
  ...overrides,
});
const dates = (list: { date: string }[]) => list.map((workLog) => workLog.date);

describe('calendar', () => {
  it('numbers week days 1 Monday to 7 Sunday', () => {
    expect(isoWeekDay('2026-11-23')).toBe(1);
    expect(isoWeekDay('2026-11-29')).toBe(7);
    expect(isoWeekDay('1969-12-31')).toBe(3);
  });

  it('adds days across a month end and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the next given week day, or the date itself', () => {
    expect(nextWeekDay('2026-11-23', 1)).toBe('2026-11-23');
    expect(nextWeekDay('2026-11-24', 1)).toBe('2026-11-30');
    expect(nextWeekDay('2026-11-28', 3)).toBe('2026-12-02');
  });

  it("takes today in the business's zone, on both sides of a DST change", () => {
    // 2026-03-08 02:00 CST becomes 03:00 CDT; 2026-11-01 02:00 CDT becomes 01:00 CST.
    expect(dateIn('America/Chicago', new Date('2026-03-08T05:59:00Z'))).toBe('2026-03-07');
    expect(dateIn('America/Chicago', new Date('2026-03-08T06:00:00Z'))).toBe('2026-03-08');
    expect(dateIn('America/Chicago', new Date('2026-03-09T04:59:00Z'))).toBe('2026-03-08');
    expect(dateIn('America/Chicago', new Date('2026-03-09T05:00:00Z'))).toBe('2026-03-09');
    expect(dateIn('America/Chicago', new Date('2026-11-02T05:59:00Z'))).toBe('2026-11-01');
    expect(dateIn('America/Chicago', new Date('2026-11-02T06:00:00Z'))).toBe('2026-11-02');
    expect(dateIn('UTC', new Date('2026-11-02T05:59:00Z'))).toBe('2026-11-02');
  });
});

describe('occurrences', () => {
  it('plans weekly visits on the week day from the start date, across a month end', () => {
    const workLogs = occurrences(service({ startDate: '2026-01-21', weekDay: 5 }), open, '2026-01-01', '2026-02-14');
    expect(dates(workLogs)).toEqual(['2026-01-23', '2026-01-30', '2026-02-06', '2026-02-13']);
    expect(workLogs.every((workLog) => workLog.plannedDate === workLog.date)).toBe(true);
  });

  it.each([
    [2, ['2026-01-26', '2026-02-09', '2026-02-23', '2026-03-09', '2026-03-23']],
    [3, ['2026-01-26', '2026-02-16', '2026-03-09', '2026-03-30']],
    [4, ['2026-01-26', '2026-02-23', '2026-03-23']],
    [6, ['2026-01-26', '2026-03-09']],
    [-1, ['2026-01-26']],
  ])('keeps the interval of frequency %i weeks across month ends', (frequency, expected) => {
    expect(dates(occurrences(service({ startDate: '2026-01-26', frequency }), open, '2026-01-01', '2026-04-05'))).toEqual(expected);
  });

  it('takes monthly as every 4 weeks on the same week day, so February and 31-day months keep the day', () => {
    const workLogs = dates(occurrences(service({ startDate: '2026-01-30', frequency: 4, weekDay: 5 }), open, '2026-01-01', '2026-06-30'));
    expect(workLogs).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24', '2026-05-22', '2026-06-19']);
    expect(workLogs.every((date) => isoWeekDay(date) === 5)).toBe(true);
  });

  it('walks through a leap day', () => {
    expect(dates(occurrences(service({ startDate: '2028-02-22', weekDay: 2 }), open, '2028-02-20', '2028-03-10'))).toEqual([
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
    expect(dates(occurrences(service({ startDate: '2028-02-01', frequency: 4, weekDay: 2 }), open, '2028-02-01', '2028-03-31'))).toEqual([
      '2028-02-01',
      '2028-02-29',
      '2028-03-28',
    ]);
  });

  it('stays on the week day across the DST changes in America/Chicago', () => {
    const workLogs = dates(occurrences(service({ startDate: '2026-02-23', weekDay: 7 }), open, '2026-03-01', '2026-03-15'));
    expect(workLogs).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    const fall = dates(occurrences(service({ startDate: '2026-10-19', frequency: 2, weekDay: 7 }), open, '2026-10-19', '2026-11-16'));
    expect(fall).toEqual(['2026-10-25', '2026-11-08']);
  });

  it('plans only the series dates inside the window, however long ago the service started', () => {
    const workLogs = occurrences(service({ startDate: '2020-01-06', frequency: 3 }), open, '2026-11-23', '2026-12-06');
    expect(dates(workLogs)).toEqual(['2026-11-30']);
    expect(occurrences(service({ startDate: '2026-12-07' }), open, '2026-11-23', '2026-12-06')).toEqual([]);
  });

  it('moves a visit off a weekend-off day to the next working day, keeping its series date as the key', () => {
    const workLogs = occurrences(service({ startDate: '2026-11-23', weekDay: 6 }), weekdaysOnly, '2026-11-23', '2026-12-06');
    expect(workLogs).toEqual([
      { plannedDate: '2026-11-28', date: '2026-11-30' },
      { plannedDate: '2026-12-05', date: '2026-12-07' },
    ]);
    expect(workingDay('2026-11-27', [5, 6, 7])).toBe('2026-11-30');
    expect(workingDay('2026-11-27', [1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(occurrences(service({}), { weekendOffDays: [1, 2, 3, 4, 5, 6, 7] }, '2026-01-01', '2026-02-01')).toEqual([]);
  });

  it('moves a visit off a closed day (Thanksgiving chosen) to the next open day, past a weekend-off day too', () => {
    const thanksgiving = closedDayTest({ holidays: ['thanksgiving', 'dayAfterThanksgiving'], closedDates: ['2026-12-03'] });
    const workLogs = occurrences(
      service({ startDate: '2026-11-19', weekDay: 4 }),
      { ...weekdaysOnly, isClosed: thanksgiving },
      '2026-11-19',
      '2026-12-10',
    );
    expect(workLogs).toEqual([
      { plannedDate: '2026-11-19', date: '2026-11-19' },
      // Thursday and Friday closed, then the weekend: Monday.
      { plannedDate: '2026-11-26', date: '2026-11-30' },
      { plannedDate: '2026-12-03', date: '2026-12-04' },
      { plannedDate: '2026-12-10', date: '2026-12-10' },
    ]);
    expect(workingDay('2026-11-26', [], () => true)).toBeNull();
  });

  it('plans nothing from the transfer date until the next season date', () => {
    const rules: CalendarRules = { weekendOffDays: [6, 7], transferDate: '2026-11-30', nextSeasonDate: '2027-03-01' };
    const workLogs = dates(occurrences(service({ startDate: '2026-11-16', frequency: 2 }), rules, '2026-11-16', '2027-03-15'));
    expect(workLogs).toEqual(['2026-11-16', '2027-03-08']);
    // A next season date before the transfer date closes nothing.
    expect(
      occurrences(service({ startDate: '2026-12-07' }), { ...rules, nextSeasonDate: '2026-01-01' }, '2026-12-07', '2026-12-07'),
    ).toHaveLength(1);
    // A Saturday visit moved onto the transfer date falls into the closed season.
    expect(occurrences(service({ startDate: '2026-11-23', weekDay: 6 }), rules, '2026-11-23', '2026-11-29')).toEqual([]);
  });

  it('plans a moved service (move-date) from its new start date only', () => {
    const before = dates(occurrences(service({ startDate: '2026-11-02' }), open, '2026-11-23', '2026-12-20'));
    const moved = dates(
      occurrences(service({ startDate: '2026-12-08', status: 'move-date', weekDay: 2 }), open, '2026-11-23', '2026-12-20'),
    );
    expect(before).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
    expect(moved).toEqual(['2026-12-08', '2026-12-15']);
  });

  it('plans nothing for a cancelled or completed service', () => {
    expect(occurrences(service({ status: 'cancel' }), open, '2026-01-01', '2026-03-01')).toEqual([]);
    expect(occurrences(service({ status: 'completed' }), open, '2026-01-01', '2026-03-01')).toEqual([]);
    expect(occurrences(service({ status: 'started' }), open, '2026-01-05', '2026-01-05')).toHaveLength(1);
  });

  it('takes the mow day, else the vendor day, else the start date day', () => {
    expect(serviceWeekDay(3, 2, '2026-11-23')).toBe(3);
    expect(serviceWeekDay(null, 2, '2026-11-23')).toBe(2);
    expect(serviceWeekDay(null, null, '2026-11-26')).toBe(4);
  });
});

describe('withoutCovered', () => {
  const weekly = [
    { serviceId: 's', plannedDate: '2031-06-02', date: '2031-06-02' },
    { serviceId: 's', plannedDate: '2031-06-09', date: '2031-06-09' },
    { serviceId: 's', plannedDate: '2031-06-16', date: '2031-06-16' },
  ];

  it('drops the occurrences a visit was pushed onto or past, and only those of its own series', () => {
    const pushed = { serviceId: 's', plannedDate: '2031-05-26', date: '2031-06-09' };
    expect(withoutCovered(weekly, [pushed]).map((workLog) => workLog.plannedDate)).toEqual(['2031-06-16']);
    expect(withoutCovered(weekly, [{ ...pushed, serviceId: 'other' }])).toEqual(weekly);
  });

  it('keeps the next occurrence when the visit lands before it, and a visit moved off a weekend-off day covers nothing', () => {
    expect(withoutCovered(weekly, [{ serviceId: 's', plannedDate: '2031-05-26', date: '2031-05-27' }])).toEqual(weekly);
    expect(withoutCovered(weekly, [{ serviceId: 's', plannedDate: '2031-06-02', date: '2031-06-02' }])).toEqual(weekly);
  });
});
