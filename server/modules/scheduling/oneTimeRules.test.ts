import { describe, expect, it } from 'vitest';
import { type OneTimeJob, oneTimeDay } from './oneTimeRules';
import type { CalendarRules } from './occurrences';
import { crewDayKey } from './rainDayRules';

// 2026-11-30 is a Monday; the job may be worked from Sunday 2026-11-29 (tomorrow) to Saturday 2026-12-12.
const weekdaysOnly: CalendarRules = { weekendOffDays: [6, 7] };
const job = (crews: OneTimeJob['crews'], rules: CalendarRules = weekdaysOnly): OneTimeJob => ({
  from: '2026-11-29',
  until: '2026-12-12',
  minutes: 90,
  crews,
  rulesFor: () => rules,
});
/** Eight hours a day for every crew, every day. */
const room = (load: Record<string, number>, capacity: (crewId: string, date: string) => number = () => 480) => ({
  load: new Map(Object.entries(load)),
  capacity,
});

describe('oneTimeDay', () => {
  it('takes the first day a crew serves the zip code with room, tomorrow being a weekend-off day', () => {
    // Tuesday's crew "a": Sunday is off, Monday no crew serves the zip code.
    expect(oneTimeDay(job([{ weekDay: 2, crewId: 'a' }]), room({}))).toEqual({ date: '2026-12-01', crewId: 'a' });
  });

  it('skips a crew day without room for the job and takes the next one that has it', () => {
    const full = room({ [crewDayKey('a', '2026-12-01')]: 400 });
    expect(oneTimeDay(job([{ weekDay: 2, crewId: 'a' }]), full)).toEqual({ date: '2026-12-08', crewId: 'a' });
  });

  it('fits a job that fills the day to the minute', () => {
    expect(oneTimeDay(job([{ weekDay: 2, crewId: 'a' }]), room({ [crewDayKey('a', '2026-12-01')]: 390 }))).toEqual({
      date: '2026-12-01',
      crewId: 'a',
    });
  });

  it('goes to another crew serving the zip code on an earlier day before a later day of the first', () => {
    const crews = [
      { weekDay: 4, crewId: 'a' },
      { weekDay: 2, crewId: 'b' },
    ];
    expect(oneTimeDay(job(crews), room({}))).toEqual({ date: '2026-12-01', crewId: 'b' });
    expect(oneTimeDay(job(crews), room({ [crewDayKey('b', '2026-12-01')]: 480 }))).toEqual({ date: '2026-12-03', crewId: 'a' });
  });

  it('never places it on a weekend-off day, a closed day or a crew’s day off', () => {
    // The zip code is served on Saturday (weekend off), Wednesday (closed) and Thursday (crew "c" off on Thursdays).
    const crews = [
      { weekDay: 6, crewId: 'a' },
      { weekDay: 3, crewId: 'b' },
      { weekDay: 4, crewId: 'c' },
    ];
    const rules = { ...weekdaysOnly, isClosed: (date: string) => date === '2026-12-02' };
    const capacity = (crewId: string, date: string) => (crewId === 'c' && date === '2026-12-03' ? 0 : 480);
    expect(oneTimeDay(job(crews, rules), room({}, capacity))).toEqual({ date: '2026-12-09', crewId: 'b' });
  });

  it('keeps out of the closed season', () => {
    const rules = { ...weekdaysOnly, transferDate: '2026-11-30', nextSeasonDate: '2026-12-07' };
    expect(oneTimeDay(job([{ weekDay: 2, crewId: 'a' }], rules), room({}))).toEqual({ date: '2026-12-08', crewId: 'a' });
  });

  it('reads the calendar of the crew it tries: a day rained out for one crew stays open for another', () => {
    const crews = [
      { weekDay: 2, crewId: 'a' },
      { weekDay: 2, crewId: 'b' },
    ];
    const rainedOutForA = (crewId: string) =>
      crewId === 'a' ? { ...weekdaysOnly, isClosed: (date: string) => date === '2026-12-01' } : weekdaysOnly;
    expect(oneTimeDay({ ...job(crews), rulesFor: rainedOutForA }, room({}))).toEqual({ date: '2026-12-01', crewId: 'b' });
  });

  it('falls back when no day within the horizon has room', () => {
    const full = room({ [crewDayKey('a', '2026-12-01')]: 480, [crewDayKey('a', '2026-12-08')]: 420 });
    expect(oneTimeDay(job([{ weekDay: 2, crewId: 'a' }]), full)).toEqual({ fallback: 'no-room' });
  });

  it('does not look past the horizon for room', () => {
    const short = { ...job([{ weekDay: 2, crewId: 'a' }]), until: '2026-12-07' };
    expect(oneTimeDay(short, room({ [crewDayKey('a', '2026-12-01')]: 480 }))).toEqual({ fallback: 'no-room' });
  });

  it('falls back when the vendor has no crew on the zip code', () => {
    expect(oneTimeDay(job([{ weekDay: 2, crewId: null }]), room({}))).toEqual({ fallback: 'no-crew' });
    expect(oneTimeDay(job([]), room({}))).toEqual({ fallback: 'no-crew' });
  });
});
