// The public pages' language: their own English (src/i18n/publicEn.ts), the app's Spanish once Spanish is shown.
import { createI18nProvider } from '../i18n/createI18nProvider';
import { publicEn } from '../i18n/publicEn';

export const publicI18nProvider = createI18nProvider(publicEn, () => import('../i18n/es').then(({ es }) => es()));
