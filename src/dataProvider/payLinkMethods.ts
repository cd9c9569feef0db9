// The pay link's public page: its summary, the gateway's hosted fields for it, and paying with the card entered there.
import type { CardFieldsSession } from '../../common/schemas/card';
import type { PayLinkInput, PayLinkResult, PayLinkSummary } from '../../common/schemas/payLink';
import { apiCall, type Data } from './httpClient';

const payPath = (token: string) => `/pay/${encodeURIComponent(token)}`;

export const payLinkMethods = {
  getPayLink: async (token: string) => (await apiCall<Data<PayLinkSummary>>(payPath(token))).data,
  getPayLinkCardFields: async (token: string) =>
    (await apiCall<Data<CardFieldsSession>>(`${payPath(token)}/card-fields`, { method: 'POST' })).data,
  /** Pays the chosen payments (their refs) with the card entered, each as its own payment. */
  payByLink: async (token: string, input: PayLinkInput) =>
    (await apiCall<Data<PayLinkResult>>(payPath(token), { method: 'POST', body: input })).data,
};
