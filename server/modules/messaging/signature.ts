// How a customer message names the business: an e-mail ends with its name and phone, a text opens with its name.
import { phoneForDisplay } from '../../../common/phone';
import { type Language, renderMessage } from '../../../common/i18n/catalog';
import { businessNameOf, type SettingsValues } from '../../../common/schemas/settings';

/** The line an e-mail of a moment ends with: the business's name, and its phone when it has one. */
export function signature(language: Language, business: SettingsValues['business']) {
  const phone = phoneForDisplay(business.phone);
  const params = { business: businessNameOf(business), phone };
  return `— ${renderMessage(language, phone ? 'server.emails.signature_phone' : 'server.emails.signature', params)}`;
}
