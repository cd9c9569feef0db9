// The app's English and Spanish; the chosen language is kept by react-admin's store (src/appStore.ts).
import { createI18nProvider } from './createI18nProvider';
import { en } from './en';
import { es } from './es';

export const i18nProvider = createI18nProvider(en, es);
