// System Settings: the settings groups, their connection tests, the force-service list, the Refer & Earn content built
// from them, and the moments' words of the E-mail Templates screen.
import type { BusinessDataClearInput, BusinessDataCleared } from '../../common/schemas/businessData';
import type { ForceServiceInput, ForceServiceRecord } from '../../common/schemas/forceService';
import type { Language } from '../../common/i18n/keys';
import type { SettingsUpdate } from '../../common/schemas/settings';
import type { ReferralContent, SecretSettingsChange, MaskedSettings, SettingsTestResult } from '../../common/schemas/settingsRecord';
import type { MomentKind } from '../../common/schemas/customerMessage';
import type { MomentWordsInput, MomentWordsRecord } from '../../common/schemas/momentWords';
import { apiCall, type Data, type Page } from './httpClient';

const FORCE_SERVICE_PAGE = { start: 0, length: 10 };

export const settingsMethods = {
  getSettings: async () => (await apiCall<Data<MaskedSettings>>('/settings')).data,
  updateSettings: async (changes: SettingsUpdate) =>
    (await apiCall<Data<MaskedSettings>>('/settings', { method: 'PUT', body: changes })).data,
  /** Who changed the mail server or the payment gateway, and which fields (settings_secrets). */
  /** Start my business: every record cleared but the signed-in admin (`confirm` is their username, with their password). */
  clearBusinessData: async (input: BusinessDataClearInput) =>
    (await apiCall<Data<BusinessDataCleared>>('/business-data/clear', { method: 'POST', body: input })).data,
  getSecretSettingsHistory: async () => (await apiCall<Data<SecretSettingsChange[]>>('/settings/history')).data,
  /** `path` is one of the settings' test calls (mail, payments), `body` the form's current values. */
  testSettings: async (path: string, body: object) => (await apiCall<Data<SettingsTestResult>>(path, { method: 'POST', body })).data,
  getForceServices: async () =>
    (await apiCall<Data<Page<ForceServiceRecord>>>('/settings/force-service/list', { method: 'POST', body: FORCE_SERVICE_PAGE })).data,
  addForceService: (input: ForceServiceInput) => apiCall('/settings/force-service', { method: 'POST', body: input }),
  removeForceService: (id: string) => apiCall(`/settings/force-service/${id}`, { method: 'DELETE' }),
  /** The Refer & Earn rules in `language` and the referral link's base address (blank: the site's own). */
  getReferralContent: async (language: Language) => (await apiCall<Data<ReferralContent>>(`/referral/content?language=${language}`)).data,
  /** The words of each moment customers hear about, as the office edited them (docs/messages.md "Moments"). */
  getMomentWords: async () => (await apiCall<Data<MomentWordsRecord[]>>('/moment-words')).data,
  saveMomentWords: async (moment: MomentKind, input: MomentWordsInput) =>
    (await apiCall<Data<MomentWordsRecord>>(`/moment-words/${moment}`, { method: 'PUT', body: input })).data,
  resetMomentWords: async (moment: MomentKind) =>
    (await apiCall<Data<MomentWordsRecord>>(`/moment-words/${moment}`, { method: 'DELETE' })).data,
};
