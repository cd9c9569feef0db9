// English and Spanish through ra-i18n-polyglot; the chosen language is kept by react-admin's store.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { es } from './es';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'es' ? es : en), 'en', LOCALES, { allowMissing: true });
