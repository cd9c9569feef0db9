// English and Spanish through ra-i18n-polyglot; the chosen language is kept by react-admin's store.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isMessageKey, parseMessage } from '../../common/i18n/catalog';
import { en } from './en';
import { es } from './es';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

// No allowMissing: a key missing from the catalogs shows as the key and polyglot warns in the console.
const polyglot = polyglotI18nProvider((locale) => (locale === 'es' ? es : en), 'en', LOCALES);

/** A parameter that is itself a catalog key (a week day in "Zip code 78701 on Monday…") is shown in the same language. */
function translatedParams(translate: I18nProvider['translate'], options?: Record<string, unknown>) {
  if (!options) return options;
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, typeof value === 'string' && isMessageKey(value) ? translate(value) : value]));
}

/** A message with parameters in react-admin's encoding (server answers, zod issues) is translated like a key with options. */
function translate(message: string, options?: Record<string, unknown>): string {
  const { key, params } = parseMessage(message);
  return polyglot.translate(key, translatedParams(polyglot.translate, params ? { ...params, ...options } : options));
}

export const i18nProvider: I18nProvider = { ...polyglot, translate };
