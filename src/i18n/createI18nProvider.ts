// English and Spanish through ra-i18n-polyglot, for the app's catalogs and for the standalone sign-in page's.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isMessageKey, parseMessage } from '../../common/i18n/catalog';
import { calendarDaysIn } from '../../common/format';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/**
 * The language a first visit starts in: the first of the browser's languages (navigator.languages, in the user's order)
 * that LawnDesk speaks, else English. A language chosen since is kept by react-admin's store and wins over this.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): string {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (LOCALES.some(({ locale }) => locale === base)) return base;
  }
  return 'en';
}

/**
 * A parameter that is itself a catalog key (a week day in "Zip code 78701 on Monday…") is shown in the same language;
 * a calendar date in one (a server message's YYYY-MM-DD) reads M/D/YYYY.
 */
function translatedParams(translate: I18nProvider['translate'], options?: Record<string, unknown>) {
  if (!options) return options;
  const shown = (value: unknown) => (typeof value !== 'string' ? value : isMessageKey(value) ? translate(value) : calendarDaysIn(value));
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, name === '_' ? value : shown(value)]));
}

/**
 * The phrase a dotted key names in a nested catalog, as polyglot finds it in the catalog it flattens: a key's own name may
 * hold a dot (`'a.b': …`), so each way of cutting the rest of the key is tried, the shortest name first.
 */
export function phraseAt(catalog: unknown, key: string): string | undefined {
  const walk = (node: unknown, parts: string[], from: number): string | undefined => {
    if (from === parts.length) return typeof node === 'string' ? node : undefined;
    if (node === null || typeof node !== 'object') return undefined;
    for (let to = from + 1; to <= parts.length; to++) {
      const name = to === from + 1 ? parts[from] : parts.slice(from, to).join('.');
      if (!Object.hasOwn(node, name)) continue;
      const found = walk((node as Record<string, unknown>)[name], parts, to);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return key === '' ? '' : walk(catalog, key.split('.'), 0);
}

/** What polyglot is given: no phrase (each comes with its key, see below). */
const NO_PHRASES = {} as TranslationMessages;

/** `es` may be given as a function: the Spanish catalog is then merged over English only once Spanish is first shown. */
export function createI18nProvider(en: TranslationMessages, es: TranslationMessages | (() => TranslationMessages)): I18nProvider {
  let spanish: TranslationMessages | undefined;
  const spanishMessages = () => (spanish ??= typeof es === 'function' ? es() : es);
  // polyglot is given no phrases: it would flatten the whole catalog (thousands of keys) in one task as the app starts,
  // on a phone a long one (docs/performance.md, "Phone pages"). The phrase is looked up in the nested catalog instead and
  // handed to polyglot as the key's default (`_`), which it then pluralizes and fills in exactly as it would its own. No
  // allowMissing: a key missing from the catalogs shows as the key and polyglot warns in the console.
  let built: I18nProvider | undefined;
  const polyglot = () => (built ??= polyglotI18nProvider(() => NO_PHRASES, browserLocale(), LOCALES));
  const catalog = () => (polyglot().getLocale() === 'es' ? spanishMessages() : en);

  function inCatalog(key: string, options?: Record<string, unknown>): string {
    const phrase = phraseAt(catalog(), key);
    return polyglot().translate(key, phrase === undefined ? options : { ...options, _: phrase });
  }

  /** A message with parameters in react-admin's encoding (server answers, zod issues) is translated like a key with options. */
  function translate(message: string, options?: Record<string, unknown>): string {
    const { key, params } = parseMessage(message);
    return inCatalog(key, translatedParams(inCatalog, params ? { ...params, ...options } : options));
  }

  return {
    translate,
    changeLocale: (locale, options) => {
      if (locale === 'es') spanishMessages();
      return polyglot().changeLocale(locale, options);
    },
    getLocale: () => polyglot().getLocale(),
    getLocales: () => LOCALES,
  };
}
