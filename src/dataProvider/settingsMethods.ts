// System Settings: the settings groups, their connection tests, the force-service list and the Refer & Earn content built from them.
import type { ForceServiceInput, ForceServiceRecord } from '../../common/schemas/forceService';
import type { Language } from '../../common/i18n/catalog';
import type { MaskedSettings, SettingsTestResult, SettingsUpdate } from '../../common/schemas/settings';
import type { ReferralContent, SecretSettingsChange } from '../../common/schemas/settingsRecord';
import { apiCall, type Data, type Page } from './httpClient';

const FORCE_SERVICE_PAGE = { start: 0, length: 10 };

export const settingsMethods = {
  getSettings: async () => (await apiCall<Data<MaskedSettings>>('/settings')).data,
  updateSettings: async (changes: SettingsUpdate) =>
    (await apiCall<Data<MaskedSettings>>('/settings', { method: 'PUT', body: changes })).data,
  /** Who changed the mail server or the payment gateway, and which fields (settings_secrets). */
  getSecretSettingsHistory: async () => (await apiCall<Data<SecretSettingsChange[]>>('/settings/history')).data,
  /** `path` is one of the settings' test calls (mail, payments), `body` the form's current values. */
  testSettings: async (path: string, body: object) => (await apiCall<Data<SettingsTestResult>>(path, { method: 'POST', body })).data,
  getForceServices: async () =>
    (await apiCall<Data<Page<ForceServiceRecord>>>('/settings/force-service/list', { method: 'POST', body: FORCE_SERVICE_PAGE })).data,
  addForceService: (input: ForceServiceInput) => apiCall('/settings/force-service', { method: 'POST', body: input }),
  removeForceService: (id: string) => apiCall(`/settings/force-service/${id}`, { method: 'DELETE' }),
  /** The Refer & Earn rules in `language` and the referral link's base address (blank: the site's own). */
  getReferralContent: async (language: Language) => (await apiCall<Data<ReferralContent>>(`/referral/content?language=${language}`)).data,
};
