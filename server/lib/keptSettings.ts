// The settings each node keeps in memory on PostgreSQL, where a crew's action and its jobs read them about eight times
// (docs/scaling.md). Any commit that writes the settings table tells every node through its trigger's NOTIFY
// (migration 0082), and each node forgets its copy; while a node is not listening it keeps nothing. A transaction that
// wrote them reads its own write. The embedded database keeps nothing (`listen` answers null).
import type { SettingsValues } from '../../common/schemas/settings';
import { readsAs } from '../db/busTransactions';
import type { Database, Db } from '../db/client';

/** Spelled out in migration 0082's trigger too. */
const SETTINGS_CHANNEL = 'lawndesk_settings';
/** The longest a copy is kept without a notice; notices are not missed while listening, so this only bounds a fault. */
const KEPT_MS = 5 * 60_000;
/**
 * After this node writes the settings, its reads go to the database for this long: its own next request must see the
 * save before the commit's notice has come back to it.
 */
const AFTER_SAVE_MS = 10_000;

interface Kept {
  listening: boolean;
  values: Promise<SettingsValues> | null;
  readAt: number;
  readsFromDatabaseUntil: number;
}

const keptByDb = new Map<Db, Kept>();
const wroteSettings = new WeakSet<object>();

/** Keeps `database`'s settings while its notices are heard; answers how to stop, or null when it cannot listen. */
export function keepSettings(database: Database): (() => Promise<void>) | null {
  const kept: Kept = { listening: false, values: null, readAt: 0, readsFromDatabaseUntil: 0 };
  const stop = database.listen(SETTINGS_CHANNEL, {
    listening() {
      kept.values = null;
      kept.listening = true;
    },
    notice() {
      kept.values = null;
    },
    lost() {
      kept.values = null;
      kept.listening = false;
    },
  });
  if (!stop) return null;
  keptByDb.set(database.db, kept);
  return async () => {
    keptByDb.delete(database.db);
    await stop();
  };
}

/**
 * This node's copy of `executor`'s settings, filled by `readAll` when it has none; null when it keeps none for it (a
 * transaction the event bus did not open or that wrote them, the embedded database, not listening, just after a write).
 */
export function keptSettings(executor: object, readAll: () => Promise<SettingsValues>): Promise<SettingsValues> | null {
  if (wroteSettings.has(executor)) return null;
  const kept = keptByDb.get(readsAs(executor) as Db);
  const now = Date.now();
  if (!kept?.listening || now < kept.readsFromDatabaseUntil) return null;
  if (!kept.values || now - kept.readAt > KEPT_MS) {
    const values = readAll();
    kept.values = values;
    kept.readAt = now;
    values.catch(() => {
      if (kept.values === values) kept.values = null;
    });
  }
  // A copy each: a caller that changes what it was given changes nobody else's settings.
  return kept.values.then((values) => structuredClone(values));
}

/**
 * A write to the settings on this node, in `executor` (a transaction then reads its own): every copy the node keeps is
 * dropped, and not refilled until the write has landed.
 */
export function settingsWritten(executor?: object): void {
  if (executor) wroteSettings.add(executor);
  for (const kept of keptByDb.values()) {
    kept.values = null;
    kept.readsFromDatabaseUntil = Date.now() + AFTER_SAVE_MS;
  }
}
