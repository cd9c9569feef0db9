// The dashboards' reads. Their keys sit under the work-log root, so the socket's work-logs-changed event (a visit
// started, completed or skipped anywhere) makes them stale with the board and the maps (liveQueries.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { WORK_LOG_QUERY_ROOT } from '../../ui/notifications/liveQueries';

export const dashboardKeys = {
  staff: (date: string) => [WORK_LOG_QUERY_ROOT, 'dashboard', date],
  vendor: (vendorId: string, date: string) => [WORK_LOG_QUERY_ROOT, 'vendor-dashboard', vendorId, date],
};

export function useStaffDashboard(date: string) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.staff(date),
    queryFn: () => dataProvider.getStaffDashboard({ date }),
    placeholderData: keepPreviousData,
  });
}

/** A vendor reads its own (the server ignores the id it sends); staff read the vendor they name. */
export function useVendorDashboard(vendorId: string, date: string, enabled: boolean) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({
    queryKey: dashboardKeys.vendor(vendorId, date),
    queryFn: () => dataProvider.getVendorDashboard({ vendorId, date }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
