// Settings rows: each group read over its defaults, secrets kept on a save without a new value, and masked for the browser.
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  type MaskedSettings,
  SECRET_FIELDS,
  SETTINGS_KEYS,
  type SettingsKey,
  type SettingsUpdate,
  type SettingsValues,
} from '../../../common/schemas/settings';
import { settings } from '../../db/schema';
import type { Executor } from '../../lib/history';

export async function readSettings(executor: Executor, keys: readonly SettingsKey[] = SETTINGS_KEYS): Promise<SettingsValues> {
  const rows = await executor.select().from(settings).where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SETTINGS_KEYS.map((key) => [key, { ...DEFAULT_SETTINGS[key], ...stored.get(key) }])) as SettingsValues;
}

/** A secret left out or blank keeps the stored one. */
export function withKeptSecrets<K extends SettingsKey>(key: K, next: SettingsValues[K], current: SettingsValues[K]): SettingsValues[K] {
  const merged = { ...next } as Record<string, unknown>;
  for (const field of SECRET_FIELDS[key] ?? []) {
    if (!merged[field]) merged[field] = (current as Record<string, unknown>)[field] ?? '';
  }
  return merged as SettingsValues[K];
}

/** The saved mail password belongs to this server, port, encryption and user only. */
export function sameMailServer(next: SettingsValues['mail'], saved: SettingsValues['mail']): boolean {
  return next.host.toLowerCase() === saved.host.toLowerCase() && next.port === saved.port && next.secure === saved.secure && next.user === saved.user;
}

/** The saved gateway secrets belong to this address and user only. */
export function sameGateway(next: SettingsValues['payments'], saved: SettingsValues['payments']): boolean {
  return new URL(next.gatewayUrl).href === new URL(saved.gatewayUrl).href && next.username === saved.username;
}

export async function writeSettings(executor: Executor, update: SettingsUpdate): Promise<void> {
  const keys = SETTINGS_KEYS.filter((key) => update[key] !== undefined);
  const current = await readSettings(executor, keys);
  for (const key of keys) {
    const value = withKeptSecrets(key, update[key] as SettingsValues[typeof key], current[key]);
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
