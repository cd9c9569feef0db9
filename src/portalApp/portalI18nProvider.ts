// The customer's language as the portal starts on its own: its own English (src/i18n/portalStartEn.ts), the app's
// Spanish once Spanish is shown.
import { createI18nProvider } from '../i18n/createI18nProvider';
import { portalStartEn } from '../i18n/portalStartEn';

export const portalI18nProvider = createI18nProvider(portalStartEn, () => import('../i18n/es').then(({ es }) => es()));
