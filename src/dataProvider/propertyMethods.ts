// The property view's calls outside the simple-rest resources: detail, status and archive, customer, services, history,
// the messages the customer was sent.
import type { CustomerUpdateInput } from '../../common/schemas/customer';
import type { MessagePreferencesUpdate } from '../../common/schemas/portal';
import type { CustomerMessage, TemplateMessageInput } from '../../common/schemas/customerMessage';
import type { TemplateChoice } from '../../common/schemas/emailTemplate';
import type { PhraseChoice, PhraseType } from '../../common/schemas/phrase';
import type { ListPosition } from '../../common/schemas/property';
import type { ServiceInput } from '../../common/schemas/service';
import type {
  ConvertTarget,
  CustomerRecord,
  HistoryEntry,
  ListState,
  OpenCounts,
  PropertyRecord,
  ServiceRecord,
  StaffMember,
} from './propertyTypes';
import { apiCall, type Data, type Page } from './httpClient';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function readProperty(id: string) {
  const { data } = await apiCall<Data<Omit<PropertyRecord, 'id'>>>(`/customers/properties/${id}`);
  return { ...data, id: data._id } as PropertyRecord;
}

export const propertyMethods = {
  getPropertyDetail: readProperty,
  updateProperty: async (id: string, changes: Record<string, unknown>) => {
    await apiCall(`/customers/properties/${id}`, { method: 'PUT', body: changes });
    return readProperty(id);
  },
  setPropertyArchived: (id: string, isArchived: boolean) =>
    apiCall(`/customers/properties/${id}/${isArchived ? 'archive' : 'restore'}`, { method: 'PUT' }),
  convertProperty: (id: string, target: ConvertTarget) => apiCall(`/customers/properties/${id}/convert`, { method: 'PUT', body: target }),
  updateCustomer: (customerId: string, input: CustomerUpdateInput) =>
    apiCall<CustomerRecord>(`/customers/${customerId}`, { method: 'PUT', body: input }),
  /** Language and consent alone (the rest of the customer is left as it is). */
  updateCustomerPreferences: async (customerId: string, input: MessagePreferencesUpdate) =>
    (await apiCall<Data<CustomerRecord>>(`/customers/${customerId}/message-preferences`, { method: 'PUT', body: input })).data,
  lockCustomer: (customerId: string, reason: string) => apiCall('/locked-customers', { method: 'POST', body: { customerId, reason } }),
  unlockCustomer: (customerId: string) => apiCall(`/locked-customers/${customerId}`, { method: 'DELETE' }),
  getOpenCounts: async (customerId: string, propertyId: string) =>
    (await apiCall<Data<OpenCounts>>(`/customers/${customerId}/reminders-callLogs-count?propertyId=${propertyId}`)).data,
  findPropertyPosition: async (propertyId: string, { sort, filter }: ListState) =>
    (await apiCall<Data<ListPosition>>(`/customers/findProperty/${propertyId}?sort=${json(sort)}&filter=${json(filter)}`)).data,
  getPropertyServices: async (customerId: string, propertyId: string) =>
    (await apiCall<Data<ServiceRecord[]>>(`/customers/${customerId}/properties/${propertyId}/services`)).data,
  saveServices: (customerId: string, propertyId: string, services: ServiceInput[]) =>
    apiCall(`/customers/${customerId}/properties/${propertyId}/services`, { method: 'PUT', body: { services } }),
  setServiceTimeCap: (customerId: string, propertyId: string, serviceId: string, hours: number | null) =>
    apiCall(`/customers/${customerId}/properties/${propertyId}/services/toggle/timeCap`, { method: 'PUT', body: { serviceId, hours } }),
  /** The time-cap choices built from System Settings' maximum hours and difference. */
  getTimeCapOptions: async () => (await apiCall<Data<{ options: number[] }>>('/settings/time-cap-config-detail')).data.options,
  /** The newest entries of a property's history (the server's first page). */
  getPropertyHistory: async (propertyId: string) =>
    (await apiCall<Data<Page<HistoryEntry>>>(`/histories/list?entity=property&entityId=${propertyId}`)).data.list,
  /** The e-mails and texts sent to the customer, newest first. */
  getCustomerMessages: async (customerId: string) => (await apiCall<Data<CustomerMessage[]>>(`/customers/${customerId}/messages`)).data,
  resendCustomerMessage: (customerId: string, messageId: string) =>
    apiCall(`/customers/${customerId}/messages/${messageId}/resend`, { method: 'POST' }),
  /** Drops a message still waiting (queued, held, retrying): it is never sent. */
  cancelCustomerMessage: (customerId: string, messageId: string) =>
    apiCall(`/customers/${customerId}/messages/${messageId}/cancel`, { method: 'POST' }),
  /** The templates a message to a customer can start from (active ones). */
  getActiveTemplates: async () => (await apiCall<Data<TemplateChoice[]>>('/email-templates/active')).data,
  sendTemplateMessage: (customerId: string, input: TemplateMessageInput) =>
    apiCall(`/customers/${customerId}/messages`, { method: 'POST', body: input }),
  getStaff: async () => (await apiCall<Data<StaffMember[]>>('/users/csr?admin=true')).data,
  /** The Phrases a call log, note or reminder dialog offers to insert. */
  getPhraseChoices: async (type: PhraseType) => (await apiCall<Data<PhraseChoice[]>>(`/phrases/choices?type=${type}`)).data,
};
