import { describe, expect, it } from 'vitest';
import { clockOverlay } from './clockOverlay';
import type { OverlaidAction } from './crewDayOverlay';

const members = [
  { userId: 'm1', name: 'Ana', clockedIn: false },
  { userId: 'm2', name: 'Bo', clockedIn: false },
];
const punch = (
  direction: 'clock-in' | 'clock-out',
  at: string,
  createdAt: number,
  extra: Partial<OverlaidAction> = {},
  userIds?: string[],
) => ({ action: { kind: 'clock', direction, punch: { at, ...(userIds && { userIds }) } }, createdAt, ...extra }) as OverlaidAction;

describe('clockOverlay', () => {
  it("shows the server's state when nothing waits", () => {
    expect(clockOverlay({ clockIn: '2026-11-27T12:00:00.000Z' }, members, [])).toEqual({
      clockedIn: true,
      since: '2026-11-27T12:00:00.000Z',
      waiting: false,
      members,
    });
  });

  it('applies a queued clock-in with its own time and the members it moved, marked waiting', () => {
    const shown = clockOverlay(null, members, [punch('clock-in', '2026-11-27T12:03:00.000Z', 1, {}, ['m1'])]);
    expect(shown).toMatchObject({ clockedIn: true, since: '2026-11-27T12:03:00.000Z', waiting: true });
    expect(shown.members.map((member) => member.clockedIn)).toEqual([true, false]);
  });

  it('applies punches in the order made: in then out leaves the crew out, still waiting', () => {
    const shown = clockOverlay(null, members, [
      punch('clock-out', '2026-11-27T20:00:00.000Z', 2, {}, ['m1']),
      punch('clock-in', '2026-11-27T12:00:00.000Z', 1, {}, ['m1']),
    ]);
    expect(shown).toMatchObject({ clockedIn: false, since: null, waiting: true });
    expect(shown.members[0].clockedIn).toBe(false);
  });

  it('leaves the state as it is for a punch the server already holds or would refuse, and an accepted one waits no more', () => {
    const current = { clockIn: '2026-11-27T12:00:00.000Z' };
    const shown = clockOverlay(current, members, [punch('clock-in', '2026-11-27T12:00:00.000Z', 1, { sent: true })]);
    expect(shown).toMatchObject({ clockedIn: true, since: '2026-11-27T12:00:00.000Z', waiting: false });
  });

  it('ignores the actions on stops', () => {
    const status = { action: { kind: 'onMyWay', workLogId: 'w1' }, createdAt: 1 } as OverlaidAction;
    expect(clockOverlay(null, members, [status])).toMatchObject({ clockedIn: false, waiting: false });
  });

  it('opened offline (the shift unknown), takes the state from the punches made', () => {
    const out = clockOverlay(undefined, [], [punch('clock-out', '2026-11-27T20:00:00.000Z', 1)]);
    expect(out).toMatchObject({ clockedIn: false, since: null, waiting: true });
    const inside = clockOverlay(undefined, [], [punch('clock-in', '2026-11-27T12:00:00.000Z', 1)]);
    expect(inside).toMatchObject({ clockedIn: true, since: '2026-11-27T12:00:00.000Z', waiting: true });
    expect(clockOverlay(undefined, [], [])).toMatchObject({ clockedIn: false, waiting: false });
  });
});
