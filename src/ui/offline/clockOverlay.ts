// What the crew's clock shows on top of the server's copy: the punches still queued (or accepted and not yet read
// again) applied in the order the crew made them, so a punch offline shows at once, marked waiting (docs/offline.md).
import type { OverlaidAction } from './crewDayOverlay';

export interface ClockMemberState {
  userId: string;
  name: string;
  clockedIn: boolean;
}

export interface ShownClock {
  clockedIn: boolean;
  /** When the open shift began: the server's clock-in, or a queued punch's own time. */
  since: string | null;
  /** A punch of this phone is not yet accepted by the server. */
  waiting: boolean;
  members: ClockMemberState[];
}

/**
 * A punch the server would refuse for the state shown (a clock-in while clocked in) changes nothing, which also makes
 * an accepted punch still listed harmless once the server's copy holds it. `current` undefined: the server's shift is
 * not known (a page opened offline), so the last punch made decides the state.
 */
export function clockOverlay(
  current: { clockIn: string } | null | undefined,
  members: readonly ClockMemberState[],
  actions: readonly OverlaidAction[],
): ShownClock {
  // Punches alternate, so from an unknown start the last one still decides where the crew stands.
  let clockedIn = Boolean(current);
  let since = current?.clockIn ?? null;
  let waiting = false;
  const byId = new Map(members.map((member) => [member.userId, { ...member }]));
  for (const { action, sent } of [...actions].sort((a, b) => a.createdAt - b.createdAt)) {
    if (action.kind !== 'clock') continue;
    const punchIn = action.direction === 'clock-in';
    if (!sent) waiting = true;
    if (punchIn !== clockedIn) {
      clockedIn = punchIn;
      since = punchIn ? action.punch.at : null;
    }
    for (const userId of action.punch.userIds ?? []) {
      const member = byId.get(userId);
      if (member) member.clockedIn = punchIn;
    }
  }
  return { clockedIn, since, waiting, members: [...byId.values()] };
}
