// The vendor picker's choices (GET /vendors/list), shared by the announcement form and list.
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../dataProvider/httpClient';
import type { VendorOption } from '../../../common/schemas/vendor';

export function useVendorOptions() {
  return useQuery({ queryKey: ['vendors', 'list'], queryFn: () => apiCall<VendorOption[]>('/vendors/list') });
}
