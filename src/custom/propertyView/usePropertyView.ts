// Queries and writes of the property view through TanStack Query; every write refreshes the page's queries.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStore } from 'react-admin';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useNotifiedWrite } from '../../ui/forms/useNotifiedWrite';
import type { PhraseType } from '../../../common/schemas/phrase';
import type { ListState } from '../../dataProvider/propertyTypes';

const ROOT = 'propertyView';
/** The activity resources shown in the tabs; their lists and the counts change together. */
export const ACTIVITY_RESOURCES = ['call-logs', 'reminders', 'notes'] as const;

export const propertyViewKeys = {
  property: (id: string) => [ROOT, 'property', id],
  counts: (customerId: string, propertyId: string) => [ROOT, 'counts', customerId, propertyId],
  position: (id: string, list: ListState) => [ROOT, 'position', id, list],
  services: (customerId: string, propertyId: string) => [ROOT, 'services', customerId, propertyId],
  history: (id: string) => [ROOT, 'history', id],
  messages: (customerId: string) => [ROOT, 'messages', customerId],
  programs: (propertyId: string) => [ROOT, 'programs', propertyId],
  lawn: (propertyId: string) => [ROOT, 'lawn', propertyId],
  activationRequest: (id: string) => [ROOT, 'activation-request', id],
  staff: [ROOT, 'staff'],
  phrases: [ROOT, 'phrases'],
  /** Outside ROOT so the page's refresh after each write does not ask for them again. */
  timeCapOptions: ['settings', 'time-cap-config-detail'],
};

export const usePropertyViewProvider = () => useDataProvider<LawnDeskDataProvider>();

export function useStaff() {
  const dataProvider = usePropertyViewProvider();
  return useQuery({ queryKey: propertyViewKeys.staff, queryFn: () => dataProvider.getStaff(), staleTime: 5 * 60_000 });
}

/** The Phrases of one type, kept a few minutes: they change in Settings, rarely. */
export function usePhraseChoices(type: PhraseType) {
  const dataProvider = usePropertyViewProvider();
  return useQuery({
    queryKey: [...propertyViewKeys.phrases, type],
    queryFn: () => dataProvider.getPhraseChoices(type),
    staleTime: 5 * 60_000,
  });
}

export function useTimeCapOptions() {
  const dataProvider = usePropertyViewProvider();
  return useQuery({ queryKey: propertyViewKeys.timeCapOptions, queryFn: () => dataProvider.getTimeCapOptions(), staleTime: Infinity });
}

interface StoredListParams {
  sort?: string;
  order?: 'ASC' | 'DESC';
  filter?: Record<string, unknown>;
}

/** The sort and filter the customers list last used, so Next and Previous walk the same rows. */
export function useCustomersListState(): ListState {
  const [params] = useStore<StoredListParams>('properties.listParams', {});
  return { sort: [params.sort || 'customerName', params.order ?? 'ASC'], filter: params.filter ?? {} };
}

export function useRefreshPropertyView() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [ROOT, ...ACTIVITY_RESOURCES].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key], predicate: (query) => query.queryKey[1] !== 'staff' }),
      ),
    );
}

/** A write that toasts its success message, reports failures through the shared error module and refreshes the page. */
export function usePropertyWrite<Args>(write: (args: Args) => Promise<unknown>, successMessage: string, onDone?: () => void) {
  return useNotifiedWrite(write, successMessage, useRefreshPropertyView(), onDone);
}
