// Billing beyond the simple-rest `payments` resource: one payment's detail and totals, its staff actions, a customer's
// cards, the charge-later report and a vendor's statement (docs/billing.md).
import type { CardFieldsSession, CardInput, CardRecord } from '../../common/schemas/card';
import type { PropertyAutoCharge, PropertyAutoChargeInput } from '../../common/schemas/property';
import type {
  ChargeLaterInput,
  ChargesHoldInput,
  NoChargeInput,
  PaymentFilter,
  ReceivedInput,
  RefundInput,
  VendorStatementQuery,
} from '../../common/schemas/payment';
import type {
  ChargeLaterRow,
  ChargesHoldResult,
  NoChargeResult,
  PaymentDetail,
  PaymentTotals,
  VendorStatement,
} from '../../common/schemas/paymentRecord';
import type { CollectionsQuery, CollectionsSummary } from '../../common/schemas/collections';
import type { VisitsHoldInput, VisitsHoldResult } from '../../common/schemas/hold';
import { apiCall, type Data } from './httpClient';

export type { CardRecord, ChargeLaterRow, PaymentDetail, PaymentTotals, VendorStatement };

const id = encodeURIComponent;
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry) => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

const paymentAction = async (paymentId: string, action: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  (await apiCall<Data<PaymentDetail>>(`/payments/${id(paymentId)}/${action}`, { method, body })).data;

export const billingMethods = {
  getPaymentDetail: async (paymentId: string) => (await apiCall<Data<PaymentDetail>>(`/payments/${id(paymentId)}`)).data,
  /** The count and sums of the payments the list's filter selects. */
  getPaymentTotals: async (filter: PaymentFilter) => (await apiCall<Data<PaymentTotals>>(`/payments/totals?${query({ filter })}`)).data,
  /** `attempts`: the payment's tries as shown, so several clicks start one try (docs/billing.md). */
  chargePaymentNow: (paymentId: string, attempts: number) => paymentAction(paymentId, 'charge', 'POST', { attempts }),
  refundPayment: (paymentId: string, input: RefundInput) => paymentAction(paymentId, 'refund', 'POST', input),
  chargePaymentLater: (paymentId: string, input: ChargeLaterInput) => paymentAction(paymentId, 'charge-later', 'PUT', input),
  revertChargeLater: (paymentId: string) => paymentAction(paymentId, 'charge-later', 'DELETE'),
  collectPaymentManually: (paymentId: string, note?: string | null) => paymentAction(paymentId, 'manual', 'PUT', { note }),
  recordPaymentReceived: (paymentId: string, input: ReceivedInput) => paymentAction(paymentId, 'received', 'POST', input),
  /** Marks a visit not billed (before or after it is done), or billed again. */
  setWorkLogNoCharge: async (workLogId: string, input: NoChargeInput) =>
    (await apiCall<Data<NoChargeResult>>(`/work-logs/${id(workLogId)}/no-charge`, { method: 'PUT', body: input })).data,
  setChargesHold: async (customerId: string, input: ChargesHoldInput) =>
    (await apiCall<Data<ChargesHoldResult>>(`/customers/${id(customerId)}/charges-hold`, { method: 'PUT', body: input })).data,
  getCards: async (customerId: string) => (await apiCall<Data<CardRecord[]>>(`/customers/${id(customerId)}/cards`)).data,
  /** The gateway's hosted card fields for one add-card form: its script's address and a key. */
  getCardFields: async (customerId: string) =>
    (await apiCall<Data<CardFieldsSession>>(`/customers/${id(customerId)}/card-fields`, { method: 'POST' })).data,
  addCard: async (customerId: string, input: CardInput) =>
    (await apiCall<Data<CardRecord>>(`/customers/${id(customerId)}/cards`, { method: 'POST', body: input })).data,
  removeCard: async (customerId: string, cardId: string) =>
    (await apiCall<Data<CardRecord[]>>(`/customers/${id(customerId)}/cards/${id(cardId)}`, { method: 'DELETE' })).data,
  /** Which card a property's visits are charged to: staff for any property, a customer for its own. */
  setPropertyAutoCharge: async (propertyId: string, input: PropertyAutoChargeInput) =>
    (
      await apiCall<Data<PropertyAutoCharge>>(`/customers/properties/${id(propertyId)}/auto-charge`, {
        method: 'PUT',
        body: input,
      })
    ).data,
  makeCardDefault: async (customerId: string, cardId: string) =>
    (await apiCall<Data<CardRecord[]>>(`/customers/${id(customerId)}/cards/${id(cardId)}/default`, { method: 'PUT' })).data,
  getCollections: async (params: CollectionsQuery = {}) => (await apiCall<Data<CollectionsSummary>>(`/collections?${query(params)}`)).data,
  setVisitsHold: async (propertyId: string, input: VisitsHoldInput) =>
    (await apiCall<Data<VisitsHoldResult>>(`/properties/${id(propertyId)}/visits-hold`, { method: 'PUT', body: input })).data,
  getChargeLaterReport: async (params: { date?: string; propertyId?: string }) =>
    (await apiCall<Data<ChargeLaterRow[]>>(`/reports/charge-later-customers?${query(params)}`)).data,
  /** A vendor reads its own statement (the server ignores another vendorId); staff name the vendor. */
  getVendorStatement: async (params: VendorStatementQuery) =>
    (await apiCall<Data<VendorStatement>>(`/vendor-statements?${query(params)}`)).data,
};
