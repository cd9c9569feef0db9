// The clock the outbound rates read (a text's or e-mail's turn, a gateway call's second): the real one, or, for
// bench:scale only (OUTBOUND_CLOCK_FILE), one the bench drives, so a backlog drains at the real rates in simulated time
// (docs/scaling.md "Outbound at real rates"). The file holds `{at, realAt, speed}`: the time was `at` when the real
// time was `realAt`, and runs `speed` times as fast since (0: stopped until the bench moves it).
import { readFileSync } from 'node:fs';

interface Reading {
  at: number;
  realAt: number;
  speed: number;
}

/** How long a reading of the file is kept: the bench waits longer than this after moving the clock. */
export const CLOCK_READ_MS = 50;

let file: string | undefined;
let reading: { value: Reading; readAt: number } | undefined;

/** Makes this process's outbound rates read the clock in `path` (server/main.ts, from OUTBOUND_CLOCK_FILE). */
export function followOutboundClock(path: string | undefined): void {
  file = path;
  reading = undefined;
}

function current(): Reading | undefined {
  if (!file) return undefined;
  const now = Date.now();
  if (!reading || now - reading.readAt >= CLOCK_READ_MS) {
    try {
      reading = { value: JSON.parse(readFileSync(file, 'utf8')) as Reading, readAt: now };
    } catch {
      // Half written, or not yet: the last reading stands (none: the real clock).
    }
  }
  return reading?.value;
}

/** Now, as the outbound rates count it. */
export function outboundNow(): Date {
  const clock = current();
  return clock ? new Date(clock.at + (Date.now() - clock.realAt) * clock.speed) : new Date();
}

/** Waits `ms` of the outbound clock: real milliseconds over its speed, a short real wait while the bench holds it still. */
export function outboundSleep(ms: number): Promise<void> {
  const speed = current()?.speed ?? 1;
  return new Promise((resolve) => setTimeout(resolve, speed > 0 ? ms / speed : CLOCK_READ_MS * 2));
}

/** pg-boss's `startAfter` for a message's job due `seconds` from now on the outbound clock (none: at once). */
export const dueOnOutboundClock = (seconds: number) =>
  seconds > 0 ? { startAfter: new Date(outboundNow().getTime() + seconds * 1000) } : {};
