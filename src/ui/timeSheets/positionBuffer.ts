// The crew's positions waiting on the phone (docs/field.md, "Crews on the map"): kept in IndexedDB (a store of their
// own, apart from the action queue, so they never show as "changes waiting") and sent in batches when online. No React.
import { type DBSchema, openDB } from 'idb';
import { MAX_POSITIONS_PER_CALL } from '../../../common/fieldLimits';
import type { CrewPositionsAnswer, ReportedPosition } from '../../../common/schemas/crewPosition';

export interface BufferedPosition extends ReportedPosition {
  /** Whose phone took it: another user signing in on the same phone never sends it. */
  userId: string;
}

export interface PositionStore {
  all(): Promise<BufferedPosition[]>;
  add(position: BufferedPosition): Promise<void>;
  delete(ats: string[]): Promise<void>;
}

interface PositionsDb extends DBSchema {
  positions: { key: string; value: BufferedPosition };
}

export function indexedDbPositionStore(name = 'lawndesk-positions'): PositionStore {
  const database = openDB<PositionsDb>(name, 1, {
    upgrade(db) {
      db.createObjectStore('positions', { keyPath: 'at' });
    },
  });
  return {
    all: async () => (await database).getAll('positions'),
    add: async (position) => void (await (await database).put('positions', position)),
    delete: async (ats) => {
      const tx = (await database).transaction('positions', 'readwrite');
      await Promise.all([...ats.map((at) => tx.store.delete(at)), tx.done]);
    },
  };
}

/** For tests, and where IndexedDB is unavailable: lost on reload. */
export function memoryPositionStore(): PositionStore & { entries: Map<string, BufferedPosition> } {
  const entries = new Map<string, BufferedPosition>();
  return {
    entries,
    all: async () => [...entries.values()],
    add: async (position) => void entries.set(position.at, { ...position }),
    delete: async (ats) => ats.forEach((at) => entries.delete(at)),
  };
}

/** At most this many wait on the phone (about a day at one a minute); the oldest go first. */
export const MAX_BUFFERED = 1_500;

/** Answers of the server that end a batch for good: sent, refused as it stands (not clocked in, bad shape, not a crew). */
const FINAL = new Set([200, 400, 403, 409]);

type Send = (body: { positions: ReportedPosition[] }) => Promise<CrewPositionsAnswer>;

/** The status of a failed call: react-admin's HttpError carries it; a network failure has none (0). */
const statusOf = (error: unknown) => (typeof error === 'object' && error && 'status' in error ? Number(error.status) || 0 : 0);

export function positionBuffer(store: PositionStore, send: Send) {
  let sending: Promise<number> | null = null;
  let again = false;

  async function flushOnce(userId: string): Promise<number> {
    const all = (await store.all()).sort((a, b) => a.at.localeCompare(b.at));
    const others = all.filter((position) => position.userId !== userId).map((position) => position.at);
    if (others.length) await store.delete(others);
    const mine = all.filter((position) => position.userId === userId);
    let sent = 0;
    for (let start = 0; start < mine.length; start += MAX_POSITIONS_PER_CALL) {
      const batch = mine.slice(start, start + MAX_POSITIONS_PER_CALL);
      let status = 200;
      try {
        await send({ positions: batch.map(({ latitude, longitude, accuracyM, at }) => ({ latitude, longitude, accuracyM, at })) });
      } catch (error) {
        status = statusOf(error);
      }
      if (!FINAL.has(status)) return sent;
      await store.delete(batch.map((position) => position.at));
      sent += batch.length;
    }
    return sent;
  }

  return {
    /** Keeps a position; past MAX_BUFFERED the oldest is dropped. */
    async add(position: BufferedPosition) {
      await store.add(position);
      const all = await store.all();
      if (all.length > MAX_BUFFERED)
        await store.delete(
          all
            .map((entry) => entry.at)
            .sort()
            .slice(0, all.length - MAX_BUFFERED),
        );
    },
    /** Sends what waits, oldest first, one batch at a time; stops at the first batch the network or server could not take. */
    flush(userId: string): Promise<number> {
      // One send at a time; a position kept meanwhile goes in a second round right after.
      if (sending) {
        again = true;
        return sending;
      }
      const run = async (): Promise<number> => {
        let sent = 0;
        do {
          again = false;
          sent += await flushOnce(userId);
        } while (again);
        return sent;
      };
      sending = run().finally(() => {
        sending = null;
      });
      return sending;
    },
    waiting: async () => (await store.all()).length,
  };
}
export type PositionBuffer = ReturnType<typeof positionBuffer>;
