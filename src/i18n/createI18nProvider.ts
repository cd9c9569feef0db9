// English and Spanish through ra-i18n-polyglot, for the app's catalogs and for the standalone sign-in page's.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isMessageKey, parseMessage } from '../../common/i18n/catalog';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/** A parameter that is itself a catalog key (a week day in "Zip code 78701 on Monday…") is shown in the same language. */
function translatedParams(translate: I18nProvider['translate'], options?: Record<string, unknown>) {
  if (!options) return options;
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, typeof value === 'string' && isMessageKey(value) ? translate(value) : value]));
}

export function createI18nProvider(en: TranslationMessages, es: TranslationMessages): I18nProvider {
  // No allowMissing: a key missing from the catalogs shows as the key and polyglot warns in the console.
  const polyglot = polyglotI18nProvider((locale) => (locale === 'es' ? es : en), 'en', LOCALES);

  /** A message with parameters in react-admin's encoding (server answers, zod issues) is translated like a key with options. */
  function translate(message: string, options?: Record<string, unknown>): string {
    const { key, params } = parseMessage(message);
    return polyglot.translate(key, translatedParams(polyglot.translate, params ? { ...params, ...options } : options));
  }

  return { ...polyglot, translate };
}
