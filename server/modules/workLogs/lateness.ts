// When a crew counts as late on the crew status map: a pure rule on the business's clock, documented in docs/server.md.
import type { LateReason } from '../../../common/schemas/workLogMap';
import { dateTimeFormat } from '../../../common/format';

/** A crew's working hours on one day, on the business's clock, in minutes after midnight. */
export interface Workday {
  start: number;
  end: number;
}
/** No stop started or completed for this long, while stops remain, is late. */
export const IDLE_LATE_MINUTES = 90;

export interface CrewDay {
  /** Pending and started visits. */
  left: number;
  /** Minutes the visits left still plan. */
  remainingMinutes: number;
  /** The latest start or completion of the day, as minutes after midnight on the business's clock; null before any. */
  lastActivityMinutes: number | null;
}

/**
 * Late, judged on today only, while stops remain: behind schedule when the visits left plan more minutes than the
 * crew's working hours have left; idle when nothing started or completed for IDLE_LATE_MINUTES (counted from the start
 * of its hours before the first stop).
 */
export function lateness(day: CrewDay, nowMinutes: number, workday: Workday): LateReason | null {
  if (day.left === 0) return null;
  const minutesLeft = Math.max(0, workday.end - nowMinutes);
  if (day.remainingMinutes > minutesLeft) return 'behind_schedule';
  const since = day.lastActivityMinutes ?? workday.start;
  if (nowMinutes - since >= IDLE_LATE_MINUTES) return 'idle';
  return null;
}

/** Minutes after midnight of an instant on a time zone's clock. */
export function minutesOfDay(timeZone: string, instant: Date): number {
  const parts = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: 'hour' | 'minute') => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
