// The signed-in customer's dashboard and payments through TanStack Query; the portal's writes refresh them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';

export const portalKeys = {
  dashboard: ['customer', 'dashboard'],
  payments: ['customer', 'payments'],
};

export const usePortalProvider = () => useDataProvider<LawnDeskDataProvider>();

export function useCustomerDashboard() {
  const dataProvider = usePortalProvider();
  return useQuery({ queryKey: portalKeys.dashboard, queryFn: () => dataProvider.getCustomerDashboard() });
}

export function useRefreshPortal() {
  const queryClient = useQueryClient();
  return () => Promise.all(Object.values(portalKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
