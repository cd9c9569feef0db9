// Access windows in the multi-route search (pure): when work may start at a visit reached at a given minute, whether a
// route keeps every visit within its windows, and each route's latest arrivals, so an insertion is checked in O(1).
// A visit may have several windows a day (7–9 and 15–17): arriving between them the crew waits for the next one.

import type { MinuteRange } from '../../../common/schemas/accessWindows';

const EPSILON = 1e-9;

/** The first of a visit's windows (earliest first) still open at `arrival`, or not yet opened; undefined once all have closed. */
export function openWindow(windows: readonly MinuteRange[], arrival: number): MinuteRange | undefined {
  return windows.find((window) => window.end >= arrival - EPSILON);
}

/** When work starts at a visit reached at `arrival`: then, or when its next window opens; Infinity once all have closed. */
export function beginAt(windows: readonly MinuteRange[] | null, arrival: number): number {
  if (!windows) return arrival;
  const open = openWindow(windows, arrival);
  return open ? Math.max(arrival, open.start) : Infinity;
}

/**
 * The latest arrival at a visit from which its work and the rest of the route still start in their windows, given the
 * latest arrival at the next visit (`latestNext`, Infinity at the route's end) and the minutes from this one's start
 * to reaching the next (`onward`: service and driving). Arrivals no later than it are all on time (waiting is allowed,
 * so a later arrival never starts anything earlier); -Infinity when none is.
 */
export function latestArrival(windows: readonly MinuteRange[] | null, onward: number, latestNext: number): number {
  if (!windows) return latestNext - onward;
  let latest = -Infinity;
  for (const window of windows) {
    if (window.start + onward > latestNext + EPSILON) continue;
    latest = Math.max(latest, Math.min(window.end, latestNext - onward));
  }
  return latest;
}

/** What a route's timing needs of the problem: minutes between visits, minutes on site and windows, the start minute. */
export interface RouteClock {
  travel: (from: number, to: number) => number;
  service: ArrayLike<number>;
  windows: readonly (readonly MinuteRange[] | null)[];
}

/** The first visit (its index in `visits`) the route reaches after its windows closed, or -1 when all are on time. */
export function firstLate(clock: RouteClock, start: number, startMinutes: number, visits: readonly number[]): number {
  let now = startMinutes;
  let at = start;
  for (let index = 0; index < visits.length; index++) {
    const visit = visits[index];
    now = beginAt(clock.windows[visit], now + clock.travel(at, visit));
    if (now === Infinity) return index;
    now += clock.service[visit];
    at = visit;
  }
  return -1;
}

/**
 * A route's timing for insertions: `ready[i]`, the minute the crew leaves the i-th visit (ready[-1] is the start,
 * stored at 0, so ready has visits + 1 entries) and `latest[i]`, the latest arrival at the i-th visit that keeps it
 * and the rest on time (latest[visits] is Infinity).
 */
export function routeTiming(clock: RouteClock, start: number, startMinutes: number, visits: readonly number[]) {
  const size = visits.length;
  const ready = new Float64Array(size + 1);
  ready[0] = startMinutes;
  let at = start;
  for (let index = 0; index < size; index++) {
    const visit = visits[index];
    ready[index + 1] = beginAt(clock.windows[visit], ready[index] + clock.travel(at, visit)) + clock.service[visit];
    at = visit;
  }
  const latest = new Float64Array(size + 1);
  latest[size] = Infinity;
  for (let index = size - 1; index >= 0; index--) {
    const visit = visits[index];
    const onward = clock.service[visit] + (index + 1 < size ? clock.travel(visit, visits[index + 1]) : 0);
    latest[index] = latestArrival(clock.windows[visit], onward, latest[index + 1]);
  }
  return { ready, latest };
}
