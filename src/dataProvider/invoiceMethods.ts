// Invoices: whether a customer is billed by card or invoice, its invoices, their PDF, its statement, sending one again,
// checks and cash received, credit notes; and a paid payment's receipt PDF.
import type { CustomerStatement, InvoiceReceiptInput, InvoiceRecord, InvoicingInput } from '../../common/schemas/invoice';
import { session } from '../auth/session';
import { API_URL, apiCall, type Data } from './httpClient';

type Invoicing = { method: 'card' | 'invoice'; termsDays: number | null };
const invoice = (id: string) => `/invoices/${encodeURIComponent(id)}`;
/** The statement's address: staff name the customer, a customer's own without one. */
const statement = (customerId?: string) => `/invoices/statement${customerId ? `?customerId=${encodeURIComponent(customerId)}` : ''}`;

async function pdf(path: string) {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${session.token() ?? ''}` } });
  if (!response.ok) throw new Error(`PDF failed: ${response.status}`);
  return response.blob();
}

export const invoiceMethods = {
  getInvoicing: async (customerId: string) =>
    (await apiCall<Data<Invoicing>>(`/customers/${encodeURIComponent(customerId)}/invoicing`)).data,
  setInvoicing: async (customerId: string, input: InvoicingInput) =>
    (await apiCall<Data<Invoicing>>(`/customers/${encodeURIComponent(customerId)}/invoicing`, { method: 'PUT', body: input })).data,
  getInvoices: async (customerId?: string) =>
    (await apiCall<Data<InvoiceRecord[]>>(`/invoices${customerId ? `?customerId=${encodeURIComponent(customerId)}` : ''}`)).data,
  /** The PDF as a file (a link cannot carry the bearer token). */
  invoicePdf: (id: string) => pdf(`${invoice(id)}/pdf`),
  /** A customer's open invoices aged to today, with the buckets and the balance. */
  getStatement: async (customerId?: string) => (await apiCall<Data<CustomerStatement>>(statement(customerId))).data,
  statementPdf: (customerId?: string) => pdf(statement(customerId).replace('/statement', '/statement/pdf')),
  receiveOnInvoice: async (id: string, input: InvoiceReceiptInput) =>
    (await apiCall<Data<InvoiceRecord>>(`${invoice(id)}/receipts`, { method: 'POST', body: input })).data,
  /** A pay page for the invoice (the portal's Pay): its path on this site. */
  invoicePayLink: async (id: string) =>
    (await apiCall<Data<{ path: string }>>(`${invoice(id)}/pay-link`, { method: 'POST', body: {} })).data,
  /** Sends the invoice again with a new pay link: how many e-mails and texts went. */
  sendInvoice: async (id: string) =>
    (await apiCall<Data<{ emails: number; texts: number }>>(`${invoice(id)}/send`, { method: 'POST', body: {} })).data,
  /** A paid payment's receipt as a file. */
  receiptPdf: (paymentId: string) => pdf(`/payments/${encodeURIComponent(paymentId)}/receipt`),
  creditInvoice: async (id: string) => (await apiCall<Data<InvoiceRecord>>(`${invoice(id)}/credit`, { method: 'POST', body: {} })).data,
};
