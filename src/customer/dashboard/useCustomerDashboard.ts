// The signed-in customer's dashboard and payments through TanStack Query; the portal's writes refresh them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { PORTAL_QUERY_ROOT } from '../../ui/notifications/liveQueries';
import type { LawnDeskDataProvider } from '../../dataProvider';

/** Under the portal's root, so a socket notice about one of the customer's properties refreshes them (liveQueries). */
export const portalKeys = {
  dashboard: [PORTAL_QUERY_ROOT, 'dashboard'],
  payments: [PORTAL_QUERY_ROOT, 'payments'],
  messagePreferences: [PORTAL_QUERY_ROOT, 'message-preferences'],
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
