import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_READ_MS, dueOnOutboundClock, followOutboundClock, outboundNow } from './outboundClock';

const folder = mkdtempSync(path.join(os.tmpdir(), 'outbound-clock-'));
const file = path.join(folder, 'clock.json');
const write = (clock: { at: number; realAt: number; speed: number }) => writeFileSync(file, JSON.stringify(clock));

describe('the outbound clock', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  afterEach(() => {
    followOutboundClock(undefined);
    vi.useRealTimers();
  });

  it('is the real clock unless a file is followed', () => {
    vi.useFakeTimers({ now: new Date('2026-05-04T15:00:00Z') });
    expect(outboundNow().toISOString()).toBe('2026-05-04T15:00:00.000Z');
    expect(dueOnOutboundClock(90)).toEqual({ startAfter: new Date('2026-05-04T15:01:30Z') });
    expect(dueOnOutboundClock(0)).toEqual({});
  });

  it('reads the bench’s time, held still or running faster, and a move once its reading is old', () => {
    vi.useFakeTimers({ now: new Date('2026-05-04T15:00:00Z') });
    const real = Date.now();
    const day = Date.parse('2026-05-08T14:00:00Z');
    write({ at: day, realAt: real, speed: 0 });
    followOutboundClock(file);
    vi.advanceTimersByTime(10_000);
    expect(outboundNow().getTime()).toBe(day);
    write({ at: day + 60_000, realAt: Date.now(), speed: 5 });
    vi.advanceTimersByTime(CLOCK_READ_MS);
    expect(outboundNow().getTime()).toBe(day + 60_000 + 5 * CLOCK_READ_MS);
    vi.advanceTimersByTime(1000 - CLOCK_READ_MS);
    expect(outboundNow().getTime()).toBe(day + 65_000);
    expect(dueOnOutboundClock(30)).toEqual({ startAfter: new Date(day + 95_000) });
  });
});
