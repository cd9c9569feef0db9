// The user form's calls outside simple-rest: pickers' choices and the username and e-mail availability checks.
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../dataProvider/httpClient';
import type { UserChoices } from '../../../common/schemas/choices';

export function useUserChoices() {
  return useQuery({
    queryKey: ['users', 'choices'],
    queryFn: async () => (await apiCall<{ data: UserChoices }>('/users/choices')).data,
    staleTime: 60_000,
  });
}

export async function isTaken(field: 'username' | 'email', value: string, exceptId?: string): Promise<boolean> {
  const except = exceptId ? `?except=${encodeURIComponent(exceptId)}` : '';
  const { data } = await apiCall<{ data: { exists: boolean } }>(`/users/check-${field}/${encodeURIComponent(value)}${except}`);
  return data.exists;
}
