// The user form's pickers' choices, through the data provider.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';

export interface UserChoices {
  roles: { _id: string; name: string }[];
  vendors: { _id: string; name: string }[];
  crews: { _id: string; name: string; vendorId: string }[];
}

export function useUserChoices() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({
    queryKey: ['users', 'choices'],
    queryFn: () => dataProvider.getUserChoices(),
    staleTime: 60_000,
  });
}
