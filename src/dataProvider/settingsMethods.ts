// System Settings: the settings groups, their connection tests and the force-service list.
import type { ForceServiceInput, ForceServiceRecord } from '../../common/schemas/forceService';
import type { MaskedSettings, SettingsTestResult, SettingsUpdate } from '../../common/schemas/settings';
import { apiCall, type Data, type Page } from './httpClient';

const FORCE_SERVICE_PAGE = { start: 0, length: 10 };

export const settingsMethods = {
  getSettings: async () => (await apiCall<Data<MaskedSettings>>('/settings')).data,
  updateSettings: async (changes: SettingsUpdate) => (await apiCall<Data<MaskedSettings>>('/settings', { method: 'PUT', body: changes })).data,
  /** `path` is one of the settings' test calls (mail, payments), `body` the form's current values. */
  testSettings: async (path: string, body: object) => (await apiCall<Data<SettingsTestResult>>(path, { method: 'POST', body })).data,
  getForceServices: async () =>
    (await apiCall<Data<Page<ForceServiceRecord>>>('/settings/force-service/list', { method: 'POST', body: FORCE_SERVICE_PAGE })).data,
  addForceService: (input: ForceServiceInput) => apiCall('/settings/force-service', { method: 'POST', body: input }),
  removeForceService: (id: string) => apiCall(`/settings/force-service/${id}`, { method: 'DELETE' }),
};
