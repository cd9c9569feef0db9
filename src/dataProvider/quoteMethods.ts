// Leads and quotes: the office's quote calls beyond the simple-rest resources, and the public quote page's calls.
import type {
  LeadStatus,
  PublicQuote,
  PublicQuoteDecline,
  QuoteApproval,
  QuoteDepositInput,
  QuoteDepositResult,
  QuoteInput,
  QuoteRecord,
  QuoteUpdate,
} from '../../common/schemas/quote';
import type { CardFieldsSession } from '../../common/schemas/card';
import type { ExpectedTime, ServiceType } from '../../common/schemas/expectedTime';
import type { CustomerDeposits } from '../../common/schemas/deposit';
import type { CustomerMatch, QuoteApprovalResult } from '../../common/schemas/leadMatch';
import type { RefundInput } from '../../common/schemas/payment';
import { API_URL, apiCall, type Data, fetchFile } from './httpClient';

type QuotePhotoSize = 'full' | 'thumbnail';

const publicPath = (token: string) => `/public/quotes/${encodeURIComponent(token)}`;

/**
 * The public page's photo address: the quote's token is its only key, so an <img> loads it as it is. Not one of the
 * provider's methods: react-admin's useDataProvider expects each to answer a promise.
 */
export const publicQuotePhotoUrl = (token: string, photoId: string, size: QuotePhotoSize) =>
  `${API_URL}${publicPath(token)}/photos/${encodeURIComponent(photoId)}?size=${size}`;

export const quoteMethods = {
  getPublicQuote: async (token: string) => (await apiCall<Data<PublicQuote>>(publicPath(token))).data,
  approveQuote: async (token: string, approval: Partial<QuoteApproval> & { signedName: string }) =>
    await apiCall<Data<QuoteApprovalResult> & { message: string }>(`${publicPath(token)}/approve`, { method: 'POST', body: approval }),
  /** "This is my account": a sign-in link to the e-mail on file of the account the quote's lead matches. */
  askQuoteSignInLink: async (token: string) =>
    (await apiCall<{ message: string }>(`${publicPath(token)}/sign-in-link`, { method: 'POST' })).message,
  /** The hosted fields for the approved quote's deposit. */
  getQuoteDepositCardFields: async (token: string) =>
    (await apiCall<Data<CardFieldsSession>>(`${publicPath(token)}/card-fields`, { method: 'POST' })).data,
  /** Pays the deposit with the card the hosted fields gave (never its number): paid once, or the decline's reason. */
  payQuoteDeposit: async (token: string, card: QuoteDepositInput) =>
    (await apiCall<Data<QuoteDepositResult>>(`${publicPath(token)}/deposit`, { method: 'POST', body: card })).data,
  declinePublicQuote: async (token: string, body: PublicQuoteDecline) =>
    (await apiCall<{ message: string }>(`${publicPath(token)}/decline`, { method: 'POST', body })).message,
  getQuotesOf: async (filter: { leadId?: string; propertyId?: string }) =>
    apiCall<QuoteRecord[]>(`/quotes?${new URLSearchParams(filter as Record<string, string>).toString()}`),
  createQuote: async (body: Omit<QuoteInput, 'propertyId'>) => (await apiCall<Data<QuoteRecord>>('/quotes', { method: 'POST', body })).data,
  /** The expected minutes on site of these services on a lot of this size (and, for an admin, their labour). */
  getExpectedTime: async (lotSize: number | null, services: readonly ServiceType[]) =>
    (
      await apiCall<Data<ExpectedTime>>(
        `/quotes/expected-time?${new URLSearchParams({ services: services.join(','), ...(lotSize && { lotSize: String(lotSize) }) }).toString()}`,
      )
    ).data,
  saveQuote: async (id: string, body: QuoteUpdate) => (await apiCall<Data<QuoteRecord>>(`/quotes/${id}`, { method: 'PUT', body })).data,
  /** The customer's paid quote deposits and the credit left, for the Billing tab. */
  getCustomerDeposits: async (customerId: string) =>
    (await apiCall<Data<CustomerDeposits>>(`/customers/${encodeURIComponent(customerId)}/deposits`)).data,
  /** The existing customers the lead's e-mail or mobile matches, to compare side by side. */
  getLeadMatches: async (id: string) => apiCall<CustomerMatch[]>(`/leads/${id}/matches`),
  /** Staff confirm the lead is this customer (a won quote joins its account), or none (null: a new customer). */
  confirmLeadCustomer: async (id: string, customerId: string | null) =>
    (await apiCall<{ message: string }>(`/leads/${id}/customer`, { method: 'PUT', body: { customerId } })).message,
  setLeadStatus: async (id: string, body: { status: LeadStatus; lostReason?: string | null }) =>
    (await apiCall<{ message: string }>(`/leads/${id}/status`, { method: 'PUT', body })).message,
  declineQuote: async (id: string, body: { reason: string }) =>
    (await apiCall<{ message: string }>(`/quotes/${id}/decline`, { method: 'POST', body })).message,
  extendQuote: async (id: string, body: { expiresOn: string }) =>
    (await apiCall<{ message: string }>(`/quotes/${id}/extend`, { method: 'POST', body })).message,
  /** Gives back all or part of the quote's paid deposit: the message names the amount, the quote its deposit after it. */
  refundQuoteDeposit: async (id: string, body: RefundInput) =>
    apiCall<Data<QuoteRecord> & { message: string }>(`/quotes/${id}/deposit/refund`, { method: 'POST', body }),
  /** Adds one photo to an open quote (multipart); answers the quote with its photos. */
  addQuotePhoto: async (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await apiCall<Data<QuoteRecord>>(`/quotes/${id}/photos`, { method: 'POST', body })).data;
  },
  removeQuotePhoto: async (id: string, photoId: string) =>
    (await apiCall<Data<QuoteRecord>>(`/quotes/${id}/photos/${photoId}`, { method: 'DELETE' })).data,
  /** A photo for staff, read with the bearer token (an <img> cannot send it). */
  getQuotePhoto: (id: string, photoId: string, size: QuotePhotoSize) => fetchFile(`/quotes/${id}/photos/${photoId}?size=${size}`),
  sendQuote: async (id: string) =>
    (await apiCall<Data<{ link: string; email: boolean; text: boolean }>>(`/quotes/${id}/send`, { method: 'POST', body: {} })).data,
};
