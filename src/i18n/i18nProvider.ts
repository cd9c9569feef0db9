// The app's English and Spanish; the chosen language is kept by react-admin's store (src/appStore.ts). The Spanish
// catalog is a chunk of its own, loaded only once Spanish is shown: an English visitor never downloads it.
import { createI18nProvider } from './createI18nProvider';
import { en } from './en';

export const i18nProvider = createI18nProvider(en, () => import('./es').then(({ es }) => es()));
