// The standalone sign-in page's Spanish, loaded only once Spanish is shown (signInI18nProvider.ts).
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { catalogEs } from '../../common/i18n/catalogEs';
import { authEs } from './es/auth';
import { spanishReactAdmin } from './reactAdminEs';

export const signInEs = (english: TranslationMessages) =>
  mergeTranslations(english, spanishReactAdmin, catalogEs, { app: { auth: authEs } });
