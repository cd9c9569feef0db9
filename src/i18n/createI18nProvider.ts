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

/** `es` may be given as a function: the Spanish catalog is then merged over English only once Spanish is first shown. */
export function createI18nProvider(en: TranslationMessages, es: TranslationMessages | (() => TranslationMessages)): I18nProvider {
  let spanish: TranslationMessages | undefined;
  const spanishMessages = () => (spanish ??= typeof es === 'function' ? es() : es);
  // Built when first asked, in the app's first render, which React breaks up, rather than as the modules run, which it
  // cannot: polyglot flattens the whole catalog. No allowMissing: a key missing from the catalogs shows as the key and
  // polyglot warns in the console.
  let built: I18nProvider | undefined;
  const polyglot = () => (built ??= polyglotI18nProvider((locale) => (locale === 'es' ? spanishMessages() : en), browserLocale(), LOCALES));

  /** A message with parameters in react-admin's encoding (server answers, zod issues) is translated like a key with options. */
  function translate(message: string, options?: Record<string, unknown>): string {
    const { key, params } = parseMessage(message);
    const { translate: inCatalog } = polyglot();
    return inCatalog(key, translatedParams(inCatalog, params ? { ...params, ...options } : options));
  }

  return {
    translate,
    changeLocale: (locale, options) => polyglot().changeLocale(locale, options),
    getLocale: () => polyglot().getLocale(),
    getLocales: () => LOCALES,
  };
}
