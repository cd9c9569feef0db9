// The standalone sign-in page's catalogs: react-admin's messages, the shared ones (validation, server answers) and the
// sign-in page's own, without the app's (src/i18n/en.ts and es.ts) that only the signed-in screens show.
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { catalogEn, catalogEs } from '../../common/i18n/catalog';
import { authEn, authEs } from './auth';
import { createI18nProvider } from './createI18nProvider';
import { spanishReactAdmin } from './reactAdminEs';

export const signInEn = { ...englishMessages, ...catalogEn, app: { name: 'LawnDesk', auth: authEn } };
const signInEs = mergeTranslations(signInEn, spanishReactAdmin, catalogEs, { app: { auth: authEs } });

export const signInI18nProvider = createI18nProvider(signInEn, signInEs);
