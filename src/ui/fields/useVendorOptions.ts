// The vendor picker's choices (GET /vendors/list), shared by the announcement form and list.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';

export function useVendorOptions() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({ queryKey: ['vendors', 'list'], queryFn: () => dataProvider.getVendorOptions() });
}
