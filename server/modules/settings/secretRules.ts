// Who may change where money, mail and customers' links go, and when a stored secret may stay: pure rules, no I/O (docs/security.md).
import type { Message } from '../../../common/i18n/catalog';
import type { SettingsValues } from '../../../common/schemas/settings';

/** The groups that hold a secret: the fields that say where it is sent, the secrets themselves, and other account fields. */
export const GUARDED_SETTINGS = {
  mail: { destination: ['host', 'port', 'secure', 'user'], secrets: ['password'], account: [] },
  payments: { destination: ['gateway', 'gatewayUrl', 'username'], secrets: ['password', 'integratorId'], account: [] },
  // Twilio's address is the server's (TWILIO_API_URL): the account is where the token goes; the sending number is the
  // account's too (who customers hear from and reply to), changed with the same permission but with the token kept.
  textMessages: { destination: ['accountSid'], secrets: ['authToken'], account: ['from'] },
  // The limit on the messages staff send by hand guards customers from a user: a user may not raise their own.
  staffMessages: { destination: [], secrets: [], account: ['perUser', 'windowMinutes', 'perRecipient'] },
  // Where a link sends customers: the site's address every message's link starts with, and the referral link's base,
  // which a friend follows to sign up, and the review page. Any, set by anyone but an admin, would send customers to another site.
  business: { destination: [], secrets: [], account: ['siteAddress'] },
  referral: { destination: [], secrets: [], account: ['baseAddress'] },
  // The review page every customer who rated a visit is offered (docs/field.md "The visit page").
  reviews: { destination: [], secrets: [], account: ['publicUrl'] },
} as const;
export type GuardedKey = keyof typeof GUARDED_SETTINGS;
export const GUARDED_KEYS = Object.keys(GUARDED_SETTINGS) as GuardedKey[];

export const SECRET_AGAIN_MESSAGE: Message = 'validation.settings.enter_secret_again_for_new_destination';
export const SECRETS_PERMISSION_MESSAGE: Message = 'server.settings.only_admin_changes_secret_settings';

type Group = Record<string, unknown>;

function comparable(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'host') return value.trim().toLowerCase();
  if (field === 'gatewayUrl') {
    try {
      return new URL(value).href;
    } catch {
      return value;
    }
  }
  return value;
}

/** True when the form names the saved server (mail) or gateway account (payments), so its saved secrets belong to it. */
export function sameDestination<K extends GuardedKey>(key: K, next: SettingsValues[K], saved: SettingsValues[K]): boolean {
  return GUARDED_SETTINGS[key].destination.every(
    (field) => comparable(field, (next as Group)[field]) === comparable(field, (saved as Group)[field]),
  );
}

export interface GuardedChange<K extends GuardedKey> {
  /** What is stored: a blank secret keeps the saved one, `null` clears it. */
  value: SettingsValues[K];
  /** The fields this save changes, by name (`mail.host`, `payments.password`); never their values. */
  changedFields: string[];
  /** A secret left blank while its destination changes: it is never carried to a new destination. */
  errors: Record<string, Message>;
}

/** One guarded group's save against the stored one. */
export function guardedChange<K extends GuardedKey>(key: K, next: SettingsValues[K], saved: SettingsValues[K]): GuardedChange<K> {
  const rule = GUARDED_SETTINGS[key];
  const form = next as Group;
  const stored = saved as Group;
  const value: Group = { ...form };
  const changedFields: string[] = rule.destination
    .filter((field) => comparable(field, form[field]) !== comparable(field, stored[field]))
    .map((field) => `${key}.${field}`);
  const moved = changedFields.length > 0;
  for (const field of rule.account as readonly string[])
    if (comparable(field, form[field]) !== comparable(field, stored[field])) changedFields.push(`${key}.${field}`);
  const errors: Record<string, Message> = {};
  for (const field of rule.secrets) {
    const given = form[field];
    const kept = (stored[field] as string | null | undefined) || '';
    if (given === null) {
      value[field] = '';
      if (kept) changedFields.push(`${key}.${field}`);
    } else if (typeof given === 'string' && given) {
      if (given !== kept) changedFields.push(`${key}.${field}`);
    } else if (kept && moved) {
      errors[`${key}.${field}`] = SECRET_AGAIN_MESSAGE;
    } else {
      value[field] = kept;
    }
  }
  return { value: value as SettingsValues[K], changedFields, errors };
}
