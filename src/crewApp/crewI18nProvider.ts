// The crew's language as its day and map start on their own: its own English (src/i18n/crewEn.ts), the app's Spanish
// once Spanish is shown.
import { createI18nProvider } from '../i18n/createI18nProvider';
import { crewEn } from '../i18n/crewEn';

export const crewI18nProvider = createI18nProvider(crewEn, () => import('../i18n/es').then(({ es }) => es()));
