// The message catalogs both sides speak: keys with English and Spanish text, rendered with parameters on either side.
import { calendarDaysIn } from '../format';
import { declinesEn } from './en/declines';
import { momentsEn } from './en/moments';
import { notificationsEn } from './en/notifications';
import { serverEn } from './en/server';
import { validationEn } from './en/validation';
import { declinesEs } from './es/declines';
import { momentsEs } from './es/moments';
import { notificationsEs } from './es/notifications';
import { serverEs } from './es/server';
import { validationEs } from './es/validation';

import type { CatalogOf, Language } from './catalogTypes';

export type { CatalogOf, Language } from './catalogTypes';

export const catalogEn = {
  validation: validationEn,
  server: serverEn,
  notifications: notificationsEn,
  declines: declinesEn,
  moments: momentsEn,
} as const;
export const catalogEs: CatalogOf<typeof catalogEn> = {
  validation: validationEs,
  server: serverEs,
  notifications: notificationsEs,
  declines: declinesEs,
  moments: momentsEs,
};
export const CATALOGS = { en: catalogEn, es: catalogEs } as const satisfies Record<Language, CatalogOf<typeof catalogEn>>;

type PathsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : PathsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the shared catalogs, e.g. `validation.common.address_required`. */
export type MessageKey = PathsOf<typeof catalogEn>;
export type MessageParams = Record<string, string | number>;

/**
 * A message as zod issues and server errors carry it: a key, or a key with parameters in react-admin's own encoding
 * (`@@react-admin@@{"message":key,"args":{…}}`), which react-admin's form inputs translate without help.
 */
export type Message = MessageKey | (string & { readonly withParams: unique symbol });

const PARAMS_PREFIX = '@@react-admin@@';

export function withParams(key: MessageKey, params: MessageParams): Message {
  return `${PARAMS_PREFIX}${JSON.stringify({ message: key, args: params })}` as Message;
}

/** The key and parameters of a message; text that is not an encoded message comes back as its own key. */
export function parseMessage(message: string): { key: string; params?: MessageParams } {
  if (!message.startsWith(PARAMS_PREFIX)) return { key: message };
  try {
    const { message: key, args } = JSON.parse(message.slice(PARAMS_PREFIX.length)) as { message: string; args?: MessageParams };
    return { key, params: args };
  } catch {
    return { key: message };
  }
}

function lookup(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const isMessageKey = (key: string): key is MessageKey => lookup(catalogEn, key) !== undefined;

/**
 * Parameters that are catalog keys (a week day, a status) are translated too, in the same language; calendar dates
 * (YYYY-MM-DD, as the API keeps them) read M/D/YYYY, as every date the spec shows.
 */
function interpolate(language: Language, text: string, params: MessageParams = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? (lookup(CATALOGS[language], value) ?? calendarDaysIn(value)) : String(value);
  });
}

/** Words that are not in the catalog (the office's own, docs/messages.md) with their variables filled in as the catalog's. */
export const fillIn = (language: Language, text: string, params?: MessageParams) => interpolate(language, text, params);

/** `one |||| many` as polyglot reads it for English and Spanish: the first form for a count of 1. */
const pluralForm = (text: string, count: string | number | undefined) => {
  const forms = text.split(' |||| ');
  return forms.length > 1 && typeof count === 'number' ? forms[count === 1 ? 0 : 1] : forms[0];
};

/** The text of a message in a language; a message that is no key comes back unchanged (it was never translatable). */
export function renderMessage(language: Language, message: string, extraParams?: MessageParams): string {
  const { key, params } = parseMessage(message);
  const text = lookup(CATALOGS[language], key);
  if (text === undefined) return message;
  const all = { ...params, ...extraParams };
  return interpolate(language, pluralForm(text, all.smart_count), all);
}
