// The customer portal's calls: the signed-in customer's dashboard, its property activation request, paying its own
// payment; and staff's side of the activation request on the property view.
import type { CustomerPaymentDetail, CustomerPaymentRow } from '../../common/schemas/paymentRecord';
import type {
  ActivationNoteInput,
  ActivationRequestState,
  CustomerDashboard,
  MessagePreferences,
  PortalApplication,
} from '../../common/schemas/portal';
import { apiCall, type Data } from './httpClient';

export type { ActivationRequestState, CustomerDashboard, CustomerPaymentDetail, CustomerPaymentRow, MessagePreferences };
export type { PortalProperty, PortalService, PortalVisit } from '../../common/schemas/portal';

const id = encodeURIComponent;

export const portalMethods = {
  /** The signed-in customer's properties with their services, next visits and past visits (with payments). */
  getCustomerDashboard: async () => (await apiCall<Data<CustomerDashboard>>('/customer/dashboard')).data,
  /** The lawn treatments applied to the signed-in customer's properties, newest first. */
  getMyApplications: async () => (await apiCall<Data<PortalApplication[]>>('/customer/applications')).data,
  /** How the signed-in customer hears from the business: language, service and marketing e-mail and texts. */
  getMessagePreferences: async () => (await apiCall<Data<MessagePreferences>>('/customer/message-preferences')).data,
  updateMessagePreferences: (preferences: MessagePreferences) =>
    apiCall<Data<MessagePreferences> & { message: string }>('/customer/message-preferences', { method: 'PUT', body: preferences }),
  /** The customer asks staff to activate one of its properties that has no active service (409 when it has one). */
  requestPropertyActivation: async (propertyId: string, input: ActivationNoteInput = { note: null }) =>
    (
      await apiCall<Data<ActivationRequestState>>(`/customer/properties/${id(propertyId)}/activation-request`, {
        method: 'POST',
        body: input,
      })
    ).data,
  /** Staff: whether the property has an open activation request. */
  getPropertyActivationRequest: async (propertyId: string) =>
    (await apiCall<Data<ActivationRequestState>>(`/properties/${id(propertyId)}/activation-request`)).data,
  /** Staff close the open request and tell the customer (409 when none is open). */
  processPropertyActivation: async (propertyId: string, input: ActivationNoteInput = { note: null }) =>
    (await apiCall<Data<ActivationRequestState>>(`/properties/${id(propertyId)}/activation-processed`, { method: 'POST', body: input }))
      .data,
  /** The customer charges its own failed, failed-stop or pending payment to its default card now. */
  payMyPayment: async (paymentId: string, attempts: number) =>
    (await apiCall<Data<CustomerPaymentDetail>>(`/customer/payments/${id(paymentId)}/pay`, { method: 'POST', body: { attempts } })).data,
};
