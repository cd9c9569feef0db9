// Vendors and their crews outside the simple-rest resources: prices, exceptions, zip codes, delay prompts and pickers' choices.
import type { OwnCrews, OwnCrewsInput } from '../../common/schemas/ownCrews';
import type { DelayConfig } from '../../common/schemas/notification';
import type { CrewHoursInput } from '../../common/schemas/crewHours';
import type {
  Crew,
  CrewRow,
  PropertyOption,
  VendorOption,
  VendorPrices,
  VendorZipcode,
  VendorZipcodesReply,
  ZipcodeMap,
} from '../../common/schemas/vendor';
import { ZIPCODE_MAP_PATH } from '../ui/maps/mapConfig';
import type { UserChoices } from '../../common/schemas/choices';
import { apiCall, type Data } from './httpClient';

export type { ZipcodeMap };

export const vendorMethods = {
  getVendorOptions: async () => (await apiCall<Data<VendorOption[]>>('/vendors/list')).data,
  getAllCrews: async () => (await apiCall<Data<CrewRow[]>>('/vendors/all/crews')).data,
  /** The business's own crews (Business setup's crews step); saving makes its own vendor the first time. */
  getOwnCrews: async () => (await apiCall<Data<OwnCrews>>('/vendors/in-house')).data,
  saveOwnCrews: async (input: OwnCrewsInput) => (await apiCall<Data<OwnCrews>>('/vendors/in-house', { method: 'PUT', body: input })).data,
  setVendorPrices: (vendorId: string, prices: VendorPrices) => apiCall(`/vendors/${vendorId}/price`, { method: 'PUT', body: prices }),
  /** The properties a vendor may take as commission exceptions, matched on their address. */
  getVendorPropertyOptions: async (vendorId: string, text: string) =>
    (await apiCall<Data<PropertyOption[]>>(`/vendors/${vendorId}/property-options?q=${encodeURIComponent(text)}`)).data,
  addVendorException: (vendorId: string, input: { propertyId: string; commission: string }) =>
    apiCall(`/vendors/${vendorId}/property-exceptions`, { method: 'POST', body: input }),
  getVendorZipcodes: (vendorId: string) => apiCall<VendorZipcodesReply>(`/vendors/${vendorId}/zipcodes`),
  saveVendorZipcodes: (vendorId: string, zipcodes: VendorZipcode[]) =>
    apiCall<VendorZipcodesReply>(`/vendors/${vendorId}/zipcodes`, { method: 'PUT', body: { zipcodes } }),
  /** Staff set any crew's hours, a vendor its own crews'. */
  setCrewWorkingHours: async (crewId: string, input: CrewHoursInput) =>
    (await apiCall<Data<Crew>>(`/vendors/crews/${crewId}/working-hours`, { method: 'PUT', body: input })).data,
  getZipcodeMap: async () => (await apiCall<Data<ZipcodeMap>>(ZIPCODE_MAP_PATH)).data,
  sendDelayPrompt: (input: Record<string, unknown>) => apiCall('/crew/delay-prompts', { method: 'POST', body: input }),
  getDelayConfig: async (crewId: string) => (await apiCall<Data<DelayConfig>>(`/crew/delayServiceConfig/${crewId}`)).data,
  answerDelayPrompt: (vendorId: string, input: { notificationId: string | null | undefined; crewResponse: 'yes' | 'no' }) =>
    apiCall(`/vendor/${vendorId}/crews/delayServiceNotificationResponse`, { method: 'POST', body: input }),
  getUserChoices: async () => (await apiCall<Data<UserChoices>>('/users/choices')).data,
  isUserFieldTaken: async (field: 'username' | 'email', value: string, exceptId?: string) => {
    const except = exceptId ? `?except=${encodeURIComponent(exceptId)}` : '';
    return (await apiCall<Data<{ exists: boolean }>>(`/users/check-${field}/${encodeURIComponent(value)}${except}`)).data.exists;
  },
};
