// System Settings → Accounting: QuickBooks Online's connection, sync state, account mapping and the records pushed.
import type {
  AccountingRecord,
  AccountingRetryInput,
  CustomerMatchDecision,
  CustomerMatches,
  EmployeeLinks,
  EmployeeLinksInput,
  QuickBooksAccountsInput,
  QuickBooksAccountLists,
  QuickBooksStatus,
} from '../../common/schemas/accounting';
import { apiCall, type Data, type Page } from './httpClient';

const BASE = '/accounting/quickbooks';

export const accountingMethods = {
  getQuickBooks: async () => (await apiCall<Data<QuickBooksStatus>>(BASE)).data,
  /** Intuit's sign-in address: the page goes there, and Intuit brings the browser back to the callback. */
  connectQuickBooks: async () => (await apiCall<Data<{ url: string }>>(`${BASE}/connect`, { method: 'POST', body: {} })).data.url,
  disconnectQuickBooks: () => apiCall(`${BASE}/disconnect`, { method: 'POST', body: {} }),
  syncQuickBooks: async (since?: string) =>
    (await apiCall<Data<QuickBooksStatus>>(`${BASE}/sync`, { method: 'POST', body: since ? { since } : {} })).data,
  getCustomerMatches: async () => (await apiCall<Data<CustomerMatches>>(`${BASE}/customer-matches`)).data,
  confirmCustomerMatches: (decision: CustomerMatchDecision) =>
    apiCall(`${BASE}/customer-matches/confirm`, { method: 'POST', body: decision }),
  rejectCustomerMatches: (decision: CustomerMatchDecision) =>
    apiCall(`${BASE}/customer-matches/reject`, { method: 'POST', body: decision }),
  finishCustomerReview: () => apiCall(`${BASE}/customer-matches/done`, { method: 'POST', body: {} }),
  getEmployeeMatches: async () => (await apiCall<Data<EmployeeLinks>>(`${BASE}/employee-matches`)).data,
  saveEmployeeLinks: (links: EmployeeLinksInput) => apiCall(`${BASE}/employee-matches`, { method: 'PUT', body: links }),
  getQuickBooksAccounts: async () => (await apiCall<Data<QuickBooksAccountLists>>(`${BASE}/accounts`)).data,
  saveQuickBooksAccounts: async (accounts: QuickBooksAccountsInput) =>
    (await apiCall<Data<QuickBooksStatus>>(`${BASE}/accounts`, { method: 'PUT', body: accounts })).data,
  getAccountingRecords: async (filter: { status?: AccountingRecord['status']; start: number; length: number }) => {
    const query = new URLSearchParams({
      start: String(filter.start),
      length: String(filter.length),
      ...(filter.status && { status: filter.status }),
    });
    return (await apiCall<Data<Page<AccountingRecord>>>(`${BASE}/records?${query}`)).data;
  },
  sendAccountingRecordAgain: (id: string) => apiCall(`${BASE}/records/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} }),
  /** A selection of failed records, or every failed one, sent again in the next pass: answers how many. */
  sendAccountingRecordsAgain: async (which: AccountingRetryInput) =>
    (await apiCall<Data<{ queued: number }>>(`${BASE}/records/retry`, { method: 'POST', body: which })).data.queued,
};
