// The standalone sign-in page's catalogs: react-admin's messages, the shared ones (validation, server answers) and the
// sign-in page's own, without the app's (src/i18n/en.ts and es.ts) that only the signed-in screens show. Spanish loads
// only once it is shown (signInEs.ts).
import englishMessages from 'ra-language-english';
import { catalogEn } from '../../common/i18n/keys';
import { authEn } from './auth';
import { createI18nProvider } from './createI18nProvider';

export const signInEn = { ...englishMessages, ...catalogEn, app: { name: 'LawnDesk', auth: authEn } };

export const signInI18nProvider = createI18nProvider(signInEn, () => import('./signInEs').then(({ signInEs }) => signInEs(signInEn)));
