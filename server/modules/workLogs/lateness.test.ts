import { describe, expect, it } from 'vitest';
import { clockText, IDLE_LATE_MINUTES, lateness, minutesOfDay } from './lateness';

const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** A crew working 8:00 to 18:00. */
const hours = { start: at('08:00'), end: at('18:00') };

describe('lateness', () => {
  it('is never late with nothing left to do', () => {
    expect(lateness({ left: 0, remainingMinutes: 0, lastActivityMinutes: null }, at('17:59'), hours)).toBeNull();
  });

  it('is behind schedule when the visits left plan more minutes than the crew’s hours have left', () => {
    const day = { left: 3, remainingMinutes: 120, lastActivityMinutes: at('15:30') };
    expect(lateness(day, at('16:00'), hours)).toBeNull();
    expect(lateness(day, at('16:01'), hours)).toBe('behind_schedule');
    expect(lateness({ ...day, remainingMinutes: 1 }, hours.end + 30, hours)).toBe('behind_schedule');
    // A crew whose hours end at 15:00 is behind at 13:01 with the same two hours left.
    const early = { start: at('06:00'), end: at('15:00') };
    expect(lateness({ ...day, lastActivityMinutes: at('12:30') }, at('13:00'), early)).toBeNull();
    expect(lateness({ ...day, lastActivityMinutes: at('12:30') }, at('13:01'), early)).toBe('behind_schedule');
  });

  it('is idle after IDLE_LATE_MINUTES without a start or a completion, from the start of the crew’s hours before the first', () => {
    const day = { left: 2, remainingMinutes: 30, lastActivityMinutes: at('10:00') };
    expect(lateness(day, at('10:00') + IDLE_LATE_MINUTES - 1, hours)).toBeNull();
    expect(lateness(day, at('10:00') + IDLE_LATE_MINUTES, hours)).toBe('idle');
    expect(lateness({ ...day, lastActivityMinutes: null }, hours.start + IDLE_LATE_MINUTES - 1, hours)).toBeNull();
    expect(lateness({ ...day, lastActivityMinutes: null }, hours.start + IDLE_LATE_MINUTES, hours)).toBe('idle');
  });

  it('reads the clock of the business time zone', () => {
    expect(minutesOfDay('America/Chicago', new Date('2026-11-23T15:05:00Z'))).toBe(at('09:05'));
    expect(minutesOfDay('UTC', new Date('2026-11-23T00:00:00Z'))).toBe(0);
    expect(clockText(at('09:05'))).toBe('09:05');
  });
});
