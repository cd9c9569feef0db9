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

/** For tests, and where IndexedDB is unavailable (private windows of some browsers): lost on reload. */
export function memoryActionStore(entries: StoredAction[] = []): ActionStore & { entries: Map<string, StoredAction> } {
  const stored = new Map(entries.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    entries: stored,
    all: async () => [...stored.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void stored.set(entry.id, structuredClone(entry)),
    delete: async (id) => void stored.delete(id),
  };
}
