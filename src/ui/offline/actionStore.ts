// Where the crew's queued actions wait: IndexedDB in the browser, so a reload or a dead battery loses nothing.
import { type DBSchema, openDB } from 'idb';
import type { StoredAction } from './actionVersions';
import type { QueuedAction } from './crewAction';

export type { QueuedAction } from './crewAction';

export interface ActionStore {
  /** As stored, whichever app version wrote them. */
  all(): Promise<StoredAction[]>;
  put(entry: QueuedAction): Promise<void>;
  delete(id: string): Promise<void>;
}

interface CrewOfflineDb extends DBSchema {
  actions: { key: string; value: StoredAction };
}

export const CREW_OFFLINE_DB = 'lawndesk-crew';

export function indexedDbActionStore(name = CREW_OFFLINE_DB): ActionStore {
  const database = openDB<CrewOfflineDb>(name, 1, {
    upgrade(db) {
      db.createObjectStore('actions', { keyPath: 'id' });
    },
  });
  return {
    all: async () => (await database).getAll('actions'),
    put: async (entry) => {
      await (await database).put('actions', entry);
    },
    delete: async (id) => (await database).delete('actions', id),
  };
}

/** A copy as IndexedDB would give it back; a photo's Blob is immutable, so it is shared (not every Blob clones). */
function copyOf<T extends StoredAction>(entry: T): T {
  // A newer app's entry may name a kind of this one with another shape: only a photo with its Blob is split.
  if (entry.action.kind !== 'photo' || !entry.action.photo?.blob) return structuredClone(entry);
  const { blob, ...photo } = entry.action.photo;
  const copy = structuredClone({ ...entry, action: { ...entry.action, photo } });
  return { ...copy, action: { ...copy.action, photo: { ...copy.action.photo, blob } } };
}

/** For tests, and where IndexedDB is unavailable (private windows of some browsers): lost on reload. */
export function memoryActionStore(entries: StoredAction[] = []): ActionStore & { entries: Map<string, StoredAction> } {
  const stored = new Map(entries.map((entry) => [entry.id, copyOf(entry)]));
  return {
    entries: stored,
    all: async () => [...stored.values()].map((entry) => copyOf(entry)),
    put: async (entry) => void stored.set(entry.id, copyOf(entry)),
    delete: async (id) => void stored.delete(id),
  };
}
