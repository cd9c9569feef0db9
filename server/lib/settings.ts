// Settings rows: each group read over its defaults, secrets kept on a save without a new value, and masked for the browser.
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  SECRET_FIELDS,
  SETTINGS_KEYS,
  type SettingsKey,
  type SettingsUpdate,
  type SettingsValues,
} from '../../common/schemas/settings';
import { type MaskedSettings } from '../../common/schemas/settingsRecord';
import { settings } from '../db/schema';
import type { Executor } from './history';
import { keptSettings, settingsWritten } from './keptSettings';

/** Every group over its defaults; `keys` narrows what is read from the database when this node keeps no copy. */
export function readSettings(executor: Executor, keys: readonly SettingsKey[] = SETTINGS_KEYS): Promise<SettingsValues> {
  return keptSettings(executor, () => readStored(executor, SETTINGS_KEYS)) ?? readStored(executor, keys);
}

async function readStored(executor: Executor, keys: readonly SettingsKey[]): Promise<SettingsValues> {
  const rows = await executor
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SETTINGS_KEYS.map((key) => [key, { ...DEFAULT_SETTINGS[key], ...stored.get(key) }])) as SettingsValues;
}

/** A secret left out or blank keeps the stored one; `null` clears it. */
export function withKeptSecrets<K extends SettingsKey>(key: K, next: SettingsValues[K], current: SettingsValues[K]): SettingsValues[K] {
  const merged = { ...next } as Record<string, unknown>;
  for (const field of SECRET_FIELDS[key] ?? []) {
    if (merged[field] === null) merged[field] = '';
    else if (!merged[field]) merged[field] = (current as Record<string, unknown>)[field] ?? '';
  }
  return merged as SettingsValues[K];
}

/** Stores each group given, whole, secrets as given: a save resolves them first (`guardedChange`). */
export async function writeSettings(executor: Executor, update: SettingsUpdate): Promise<void> {
  settingsWritten(executor);
  for (const key of SETTINGS_KEYS) {
    const value = update[key];
    if (value === undefined) continue;
    await executor
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}

export function maskSettings(values: SettingsValues): MaskedSettings {
  const masked = Object.fromEntries(
    SETTINGS_KEYS.map((key) => {
      const group = { ...values[key] } as Record<string, unknown>;
      for (const field of SECRET_FIELDS[key] ?? []) group[field] = { set: Boolean(group[field]) };
      return [key, group];
    }),
  );
  return masked as MaskedSettings;
}
