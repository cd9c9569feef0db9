// Customer calls outside the property view: Add Customer, its contact checks, the e-mail template preview and a
// signed-in customer's Contact Us.
import type { ContactUsInput } from '../../common/schemas/contactRequest';
import type { NewCustomerInput } from '../../common/schemas/customer';
import { apiCall, type Data } from './httpClient';

export type CustomerContactField = 'email' | 'mobile';

export interface CreatedCustomer {
  customer: { _id: string };
  property: { _id: string };
}

import type { MailPreview } from '../../common/schemas/emailTemplate';

export type { MailPreview };

const CONTACT_CHECK_PATHS: Record<CustomerContactField, (value: string) => string> = {
  email: (email) => `/customers/check-email/${encodeURIComponent(email)}`,
  mobile: (digits) => `/customers/check-phone/${digits}`,
};

export const customerMethods = {
  createCustomer: async (input: NewCustomerInput) =>
    (await apiCall<Data<CreatedCustomer>>('/customers', { method: 'POST', body: input })).data,
  /** Whether another customer already has this (normalised) e-mail or mobile. */
  isCustomerContactTaken: async (field: CustomerContactField, value: string) =>
    (await apiCall<Data<{ exists: boolean }>>(CONTACT_CHECK_PATHS[field](value))).data.exists,
  previewMail: async (customerId: string, input: { templateId: string; propertyId: string }) =>
    (await apiCall<Data<MailPreview>>(`/customers/${customerId}/previewMail`, { method: 'POST', body: input })).data,
  /** A signed-in customer writes to the team; answers the server's confirmation message. */
  sendContactUs: async (input: ContactUsInput) =>
    (await apiCall<{ message: string }>('/contact-us', { method: 'POST', body: input })).message,
};
