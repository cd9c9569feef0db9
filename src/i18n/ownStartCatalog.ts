// What every start of its own (the crew's, the portal's) holds in English beside its own sections: react-admin's
// messages, the shared ones (validation, server answers, notifications), the signed-in shell's and the sign-in's.
import englishMessages from 'ra-language-english';
import { catalogEn } from '../../common/i18n/keys';
import { authEn } from './auth';
import { shellCatalogEn } from './shell';

export function ownStartCatalog<Sections extends object>(sections: Sections) {
  return { ...englishMessages, ...catalogEn, app: { ...shellCatalogEn, name: 'LawnDesk', auth: authEn, ...sections } };
}
