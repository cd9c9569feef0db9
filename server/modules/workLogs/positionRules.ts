// Which of a phone's positions are kept: pure rules, no I/O (positionRules.test.ts).
import type { DropReason, ReportedPosition } from '../../../common/schemas/crewPosition';

/** A phone's clock may run a little ahead of the server's (as for a punch, docs/labour.md). */
export const FUTURE_SLACK_MS = 2 * 60_000;
/** A fix vaguer than this (a cell tower's guess) says nothing useful about where a crew is. */
export const MAX_ACCURACY_M = 5_000;

/**
 * How long after a clock-out the phone may still send: its last batch (a fix of the last minute, or ones queued
 * offline) often leaves just after the clock-out. Positions stamped after the clock-out are still dropped.
 */
export const CLOCK_OUT_GRACE_MS = 2 * 60_000;

/** A span of the caller's time sheet: clocked in at `from`, out at `until` (null: still clocked in). */
export interface Shift {
  from: Date;
  until: Date | null;
}

export interface KeptPosition {
  latitude: number;
  longitude: number;
  accuracyM: number;
  at: Date;
}

export interface Sorted {
  kept: KeptPosition[];
  dropped: Partial<Record<DropReason, number>>;
}

/** Whether the caller may send positions now: clocked in, or clocked out within the grace. */
export function mayReport(shifts: readonly Shift[], now: Date): boolean {
  return shifts.some(
    (shift) => shift.until === null || (shift.until <= now && now.getTime() - shift.until.getTime() <= CLOCK_OUT_GRACE_MS),
  );
}

function reasonToDrop(position: ReportedPosition, at: Date, now: Date, shifts: readonly Shift[]): DropReason | null {
  const { latitude, longitude, accuracyM } = position;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return 'outsideWorld';
  if (accuracyM == null || !Number.isFinite(accuracyM) || accuracyM <= 0) return 'noAccuracy';
  if (accuracyM > MAX_ACCURACY_M) return 'vague';
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) return 'future';
  const inShift = shifts.some((shift) => at >= shift.from && (shift.until === null || at <= shift.until));
  return inShift ? null : 'outsideShift';
}

/**
 * Sorts a batch: positions outside the world, without accuracy or too vague, ahead of the server's clock, or outside
 * every shift of the caller are dropped (counted by reason), as is a second position with the same time. What is
 * kept is in time order, whatever order the phone sent it in (an offline buffer, a retried batch).
 */
export function sortPositions(positions: readonly ReportedPosition[], now: Date, shifts: readonly Shift[]): Sorted {
  const dropped: Partial<Record<DropReason, number>> = {};
  const byTime = new Map<number, KeptPosition>();
  for (const position of positions) {
    const at = new Date(position.at);
    let reason = reasonToDrop(position, at, now, shifts);
    if (!reason && byTime.has(at.getTime())) reason = 'repeated';
    if (reason) {
      dropped[reason] = (dropped[reason] ?? 0) + 1;
      continue;
    }
    byTime.set(at.getTime(), { latitude: position.latitude, longitude: position.longitude, accuracyM: position.accuracyM!, at });
  }
  const kept = [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { kept, dropped };
}
