// The message catalogs both sides speak: keys with English and Spanish text, rendered with parameters on either side.
// A browser imports keys.ts (English, the encoding) and loads the Spanish only once it is shown.
import { calendarDaysIn } from '../format';
import type { CatalogOf, Language } from './catalogTypes';
import { catalogEs } from './catalogEs';
import { catalogEn, lookup, type MessageParams, parseMessage } from './keys';

export * from './keys';

export const CATALOGS = { en: catalogEn, es: catalogEs } as const satisfies Record<Language, CatalogOf<typeof catalogEn>>;

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
