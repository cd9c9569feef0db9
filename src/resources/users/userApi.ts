// The user form's pickers' choices, through the data provider.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';

export function useUserChoices() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({
    queryKey: ['users', 'choices'],
    queryFn: () => dataProvider.getUserChoices(),
    staleTime: 60_000,
  });
}
