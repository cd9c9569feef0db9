// A break started on the crew's phone: kept on the phone (with signal or without) until the crew ends it, then sent
// as one action with both times (docs/labour.md, "Breaks").
export interface StartedBreak {
  startedAt: string;
  userIds?: string[];
}

const keyOf = (userId: string) => `lawndesk.break.${userId}`;

export function readBreak(userId: string): StartedBreak | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as StartedBreak | null;
    return stored && typeof stored.startedAt === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function saveBreak(userId: string, started: StartedBreak | null) {
  if (started) localStorage.setItem(keyOf(userId), JSON.stringify(started));
  else localStorage.removeItem(keyOf(userId));
}
