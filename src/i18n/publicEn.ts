// The English of a customer's public pages (pay link, quote, visit page) as they start on their own: react-admin's
// messages, the shared ones (validation, server answers, services) and the pages' own sections, not the app's whole
// catalog. Spanish is the app's (es.ts), loaded only once shown.
import englishMessages from 'ra-language-english';
import { catalogEn } from '../../common/i18n/keys';
import { authEn } from './auth';
import { cardsEn } from './cards';
import { payLinkEn } from './payLink';
import { quotesEn } from './quotes';
import { visitPageEn } from './visitPage';

export const publicEn = {
  ...englishMessages,
  ...catalogEn,
  app: { name: 'LawnDesk', auth: authEn, cards: cardsEn, pay_link: payLinkEn, quotes: quotesEn, visit_page: visitPageEn },
};
