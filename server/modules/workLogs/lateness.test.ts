import { describe, expect, it } from 'vitest';
import { clockText, IDLE_LATE_MINUTES, lateness, minutesOfDay, WORKDAY_END_MINUTES, WORKDAY_START_MINUTES } from './lateness';

const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('lateness', () => {
  it('is never late with nothing left to do', () => {
    expect(lateness({ left: 0, remainingMinutes: 0, lastActivityMinutes: null }, at('17:59'))).toBeNull();
  });

  it('is behind schedule when the visits left plan more minutes than the working day has left', () => {
    const day = { left: 3, remainingMinutes: 120, lastActivityMinutes: at('15:30') };
    expect(lateness(day, at('16:00'))).toBeNull();
    expect(lateness(day, at('16:01'))).toBe('behind_schedule');
    expect(lateness({ ...day, remainingMinutes: 1 }, WORKDAY_END_MINUTES + 30)).toBe('behind_schedule');
  });

  it('is idle after IDLE_LATE_MINUTES without a start or a completion, from the start of the day before the first', () => {
    const day = { left: 2, remainingMinutes: 30, lastActivityMinutes: at('10:00') };
    expect(lateness(day, at('10:00') + IDLE_LATE_MINUTES - 1)).toBeNull();
    expect(lateness(day, at('10:00') + IDLE_LATE_MINUTES)).toBe('idle');
    expect(lateness({ ...day, lastActivityMinutes: null }, WORKDAY_START_MINUTES + IDLE_LATE_MINUTES - 1)).toBeNull();
    expect(lateness({ ...day, lastActivityMinutes: null }, WORKDAY_START_MINUTES + IDLE_LATE_MINUTES)).toBe('idle');
  });

  it('reads the clock of the business time zone', () => {
    expect(minutesOfDay('America/Chicago', new Date('2026-11-23T15:05:00Z'))).toBe(at('09:05'));
    expect(minutesOfDay('UTC', new Date('2026-11-23T00:00:00Z'))).toBe(0);
    expect(clockText(at('09:05'))).toBe('09:05');
  });
});
