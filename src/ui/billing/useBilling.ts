// The billing screens' reads and writes through the data provider; every write refreshes the payment lists and details.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useNotifiedWrite } from '../forms/useNotifiedWrite';

const ROOT = 'billing';
export const billingKeys = {
  detail: (paymentId: string) => [ROOT, 'detail', paymentId],
  totals: (filter: unknown) => [ROOT, 'totals', filter],
  chargeLater: (params: unknown) => [ROOT, 'charge-later', params],
  collections: (params?: unknown) => [ROOT, 'collections', ...(params === undefined ? [] : [params])],
  statement: (params: unknown) => [ROOT, 'statement', params],
};

export const useBillingProvider = () => useDataProvider<LawnDeskDataProvider>();

export function usePaymentDetail(paymentId: string) {
  const dataProvider = useBillingProvider();
  return useQuery({ queryKey: billingKeys.detail(paymentId), queryFn: () => dataProvider.getPaymentDetail(paymentId) });
}

/** The payments list (react-admin's `payments` queries), the billing queries and the property view change together. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => Promise.all(['payments', ROOT, 'propertyView'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/** A billing write: toasts its success message, reports its failure through the shared error toast and refreshes. */
export function useBillingWrite<Args>(write: (args: Args) => Promise<unknown>, successMessage: string, onDone?: () => void) {
  return useNotifiedWrite(write, successMessage, useRefreshBilling(), onDone);
}
