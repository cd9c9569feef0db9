// A save of System Settings that may touch the mail server or the payment gateway: who may, what is kept, and who is told.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Message, withParams } from '../../../common/i18n/catalog';
import { hasPermission, STAFF_TYPES } from '../../../common/permissions';
import type { SettingsUpdate, SettingsValues } from '../../../common/schemas/settings';
import type { SecretSettingsChange } from '../../../common/schemas/settingsRecord';
import { histories, roles, users } from '../../db/schema';
import { type Executor, recordHistory, type Tx } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';
import type { Notify } from '../messaging';
import { readSettings, writeSettings } from '../../lib/settings';
import {
  GUARDED_KEYS,
  GUARDED_SETTINGS,
  type GuardedKey,
  guardedChange,
  SECRET_AGAIN_MESSAGE,
  SECRETS_PERMISSION_MESSAGE,
} from './secretRules';

const HISTORY_ENTITY = 'settings';
const HISTORY_LIMIT = 50;
/** The accounting domain records connecting and disconnecting QuickBooks under this id (accounting/connection.ts). */
const QUICKBOOKS_HISTORY_ID = 'quickbooks';

/** Writes the update in the caller's transaction; 403 when it changes a guarded field without `settings_secrets`. */
export async function saveSettings(tx: Tx, notify: Notify, update: SettingsUpdate, user: AuthUser): Promise<void> {
  // The numbers QuickBooks gives invoices are the accounting screen's: only who may manage accounting changes them.
  if (
    update.quickbooks &&
    !hasPermission(user, 'accounting_manage') &&
    JSON.stringify(update.quickbooks) !== JSON.stringify((await readSettings(tx, ['quickbooks'])).quickbooks)
  )
    throw new HttpProblem(403, 'server.settings.only_accounting_changes_quickbooks');
  const resolved: SettingsUpdate = { ...update };
  const changed = new Map<GuardedKey, string[]>();
  const errors: Record<string, Message> = {};
  for (const key of GUARDED_KEYS) {
    const next = update[key];
    if (!next) continue;
    const saved = (await readSettings(tx, [key]))[key];
    const change = guardedChange(key, next as SettingsValues[typeof key], saved);
    (resolved as Record<string, unknown>)[key] = change.value;
    if (change.changedFields.length) changed.set(key, change.changedFields);
    Object.assign(errors, change.errors);
  }
  const changedFields = [...changed.values()].flat();
  if (changedFields.length && !hasPermission(user, 'settings_secrets')) {
    throw new HttpProblem(
      403,
      SECRETS_PERMISSION_MESSAGE,
      Object.fromEntries(changedFields.map((field) => [field, SECRETS_PERMISSION_MESSAGE])),
    );
  }
  if (Object.keys(errors).length) throw new HttpProblem(400, SECRET_AGAIN_MESSAGE, errors);
  await writeSettings(tx, resolved);
  for (const [group, fields] of changed) {
    // The fields' names only: a destination or a secret is never copied into history.
    const changes = Object.fromEntries(fields.map((field) => [field.slice(group.length + 1), { from: null, to: null }]));
    await recordHistory(tx, { entity: HISTORY_ENTITY, entityId: group, action: 'updated', customerId: null, userId: user._id, changes });
    await notify.users(await secretKeepers(tx, user._id), {
      type: 'settings-secrets-changed',
      title: 'notifications.settings.secret_settings_changed_title',
      message: withParams(`notifications.settings.${group}_settings_changed`, { name: await nameOf(tx, user._id) }),
    });
  }
}

async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users._id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** The other active staff whose role may change these settings: they hear of every change at once. */
async function secretKeepers(tx: Tx, actorId: string): Promise<string[]> {
  const rows = await tx
    .select({ _id: users._id })
    .from(users)
    .innerJoin(roles, eq(roles._id, users.roleId))
    .where(
      and(
        inArray(users.type, [...STAFF_TYPES]),
        eq(users.isActive, true),
        ne(users._id, actorId),
        sql`'settings_secrets' = any(${roles.permissions})`,
      ),
    );
  return rows.map((row) => row._id);
}

/** jsonb keeps keys in its own order: show them as the form does. */
function inFormOrder(group: GuardedKey, fields: string[]): string[] {
  const order: readonly string[] = [...GUARDED_SETTINGS[group].destination, ...GUARDED_SETTINGS[group].secrets];
  return fields.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * A history row of QuickBooks (the accounting domain writes it): the connection, `{ quickbooks: { from, to } }` realm
 * ids, or the accounts chosen, a key per changed field (accounting/accountsChanges.ts).
 */
function quickbooksChange(changes: Record<string, unknown>): Pick<SecretSettingsChange, 'group' | 'fields'> {
  if (!('quickbooks' in changes)) return { group: 'quickbooksAccounts', fields: Object.keys(changes) };
  const change = changes.quickbooks as { to?: unknown } | undefined;
  return { group: change?.to ? 'quickbooksConnected' : 'quickbooksDisconnected', fields: [] };
}

/** The latest changes to the mail server, the payment gateway, Twilio and QuickBooks' connection and accounts, newest first. */
export async function readSecretSettingsHistory(executor: Executor): Promise<SecretSettingsChange[]> {
  const rows = await executor
    .select({ history: histories, firstName: users.firstName, lastName: users.lastName })
    .from(histories)
    .leftJoin(users, eq(users._id, histories.userId))
    .where(and(eq(histories.entity, HISTORY_ENTITY), inArray(histories.entityId, [...GUARDED_KEYS, QUICKBOOKS_HISTORY_ID])))
    .orderBy(desc(histories.createdAt), desc(histories._id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ history, firstName, lastName }) => ({
    _id: history._id,
    ...(history.entityId === QUICKBOOKS_HISTORY_ID
      ? quickbooksChange(history.changes)
      : {
          group: history.entityId as GuardedKey,
          fields: inFormOrder(history.entityId as GuardedKey, Object.keys(history.changes)),
        }),
    user: history.userId ? { _id: history.userId, name: `${firstName} ${lastName}` } : null,
    createdAt: history.createdAt.toISOString(),
  }));
}
