import { describe, expect, it } from 'vitest';
import { crewHoursInput, DEFAULT_WORKING_HOURS, hoursOn, hoursSummary, minutesOf, type WorkingHours } from './crewHours';

const day = (start: string, end: string, works = true) => ({ works, start, end });
const week = (...days: ReturnType<typeof day>[]): WorkingHours => days;

describe('crewHoursInput', () => {
  const issues = (workingHours: unknown) => {
    const result = crewHoursInput.safeParse({ workingHours });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes seven days, each working or off, ending after it starts', () => {
    expect(issues(DEFAULT_WORKING_HOURS)).toEqual([]);
    const withDayOff = [...DEFAULT_WORKING_HOURS.slice(0, 6), day('08:00', '08:00', false)];
    expect(issues(withDayOff)).toEqual([]);
    expect(issues([...DEFAULT_WORKING_HOURS.slice(0, 6), day('00:00', '23:59')])).toEqual([]);
  });

  it('refuses an end not after the start, a time that is not HH:MM, and a week that is not seven days', () => {
    const at = (index: number, value: unknown) => DEFAULT_WORKING_HOURS.map((each, position) => (position === index ? value : each));
    expect(issues(at(2, day('16:00', '08:00')))).toEqual([['workingHours.2.end', 'validation.crew_hours.end_after_start']]);
    expect(issues(at(2, day('08:00', '08:00')))).toEqual([['workingHours.2.end', 'validation.crew_hours.end_after_start']]);
    for (const time of ['8:00', '24:00', '12:60', '08:00:00', ' 08:00', '']) {
      expect(issues(at(0, day(time, '16:00')))).toEqual([['workingHours.0.start', 'validation.crew_hours.time_hh_mm']]);
    }
    expect(issues(at(6, { works: 'yes', start: '08:00', end: '16:00' }))).toEqual([
      ['workingHours.6.works', 'validation.crew_hours.works_yes_or_no'],
    ]);
    expect(issues(DEFAULT_WORKING_HOURS.slice(0, 6))[0]).toEqual(['workingHours', 'validation.crew_hours.seven_days']);
    expect(issues([...DEFAULT_WORKING_HOURS, day('08:00', '16:00')])[0]).toEqual(['workingHours', 'validation.crew_hours.seven_days']);
    expect(issues('all week')[0]).toEqual(['workingHours', 'validation.crew_hours.seven_days']);
  });
});

describe('hoursOn and hoursSummary', () => {
  const hours = week(
    day('08:00', '16:00'),
    day('08:00', '16:00'),
    day('08:00', '16:00'),
    day('08:00', '16:00'),
    day('07:00', '17:30'),
    day('08:00', '12:00', false),
    day('08:00', '12:00', false),
  );

  it('gives the hours of an ISO week day, null on a day off', () => {
    expect(hoursOn(hours, 1)).toEqual({ start: '08:00', end: '16:00' });
    expect(hoursOn(hours, 5)).toEqual({ start: '07:00', end: '17:30' });
    expect(hoursOn(hours, 7)).toBeNull();
    expect(minutesOf('17:30')).toBe(1050);
  });

  it('groups the week days that share their hours', () => {
    expect(hoursSummary(hours)).toEqual([
      { from: 1, to: 4, hours: { start: '08:00', end: '16:00' } },
      { from: 5, to: 5, hours: { start: '07:00', end: '17:30' } },
      { from: 6, to: 7, hours: null },
    ]);
    expect(hoursSummary(DEFAULT_WORKING_HOURS)).toEqual([{ from: 1, to: 7, hours: { start: '08:00', end: '16:00' } }]);
  });
});
