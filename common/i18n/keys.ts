// The shared catalogs' keys with their English, and messages as they travel (a key with parameters): all a browser needs
// as it starts. The Spanish (catalogEs.ts) and the rendering of a message in a language (catalog.ts) load apart.
import { declinesEn } from './en/declines';
import { momentsEn } from './en/moments';
import { notificationsEn } from './en/notifications';
import { serverEn } from './en/server';
import { validationEn } from './en/validation';

export type { Language } from './catalogTypes';

export const catalogEn = {
  validation: validationEn,
  server: serverEn,
  notifications: notificationsEn,
  declines: declinesEn,
  moments: momentsEn,
} as const;
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

export function lookup(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const isMessageKey = (key: string): key is MessageKey => lookup(catalogEn, key) !== undefined;
