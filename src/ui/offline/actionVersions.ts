// A phone can hold actions queued by an older app when a newer one loads (an update lands while they wait): every
// stored action carries the version of its shape, and the queue brings older ones up to the current shape before it
// shows or sends them. Change the shape of QueuedAction or CrewAction only with a new version and a step here.
import type { QueuedAction } from './crewAction';

export const QUEUED_ACTION_VERSION = 7;

/** An entry as IndexedDB gives it back: of this app's shape, of an older one, or of a newer app's. */
export type StoredAction = Omit<QueuedAction, 'version'> & { version?: number };

type Step = (entry: StoredAction) => StoredAction;

/** `steps[n]` turns a version-n entry into a version n + 1 one. */
const steps: Record<number, Step> = {
  // Version 1 is the shape before entries carried a version (no `version` field): its fields are version 2's.
  1: (entry) => entry,
  // Version 3 adds the `onMyWay` kind, which a version-2 app has no sender for: its entries are version 2's as they are.
  2: (entry) => entry,
  // Version 4 adds the `application` kind (a pesticide application record): older entries are version 4's as they are.
  3: (entry) => entry,
  // Version 5 adds the `clock` and `break` kinds (punches with their own times): older entries are version 5's as they are.
  4: (entry) => entry,
  // Version 6 adds the `photo` kind (a Blob kept in the store) and the position of an `onMyWay` (optional): older
  // entries are version 6's as they are, an older on my way sent without a place.
  5: (entry) => entry,
  // Version 7 adds the `routeOrder` kind (the crew's own order of its day): older entries are version 7's as they are.
  6: (entry) => entry,
};

/** The entry in the current shape, or null for one a newer app wrote: this app cannot read it, so it waits for that app. */
export function upgradeStoredAction(stored: StoredAction): QueuedAction | null {
  let entry = stored;
  let version = stored.version ?? 1;
  if (version > QUEUED_ACTION_VERSION) return null;
  for (; version < QUEUED_ACTION_VERSION; version += 1) entry = steps[version](entry);
  return { ...entry, version: QUEUED_ACTION_VERSION };
}
