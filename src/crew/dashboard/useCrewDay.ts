// The crew's day as the dashboard and the map read it: the date from the page's `?date=`, today when absent, with what
// the crew did and the phone has not sent yet shown on its stops.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useNotificationListener } from '../../ui/notifications/socket';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { crewDayOverlay, type ShownCrewDay } from '../../ui/offline/crewDayOverlay';
import { useCrewActions } from '../../ui/offline/useCrewActions';

export const CREW_DAY_QUERY_KEY = 'crewDay';

/** The day chosen on the page; undefined is today (the server's today, in the business's time zone). */
export function useCrewDayDate(): [string | undefined, (date: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || undefined;
  const setDate = useCallback((next: string | undefined) => setParams(next ? { date: next } : {}, { replace: true }), [setParams]);
  return [date, setDate];
}

export function useCrewDay(date: string | undefined): { data: ShownCrewDay | undefined; isPending: boolean; isError: boolean } {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  // The office moved visits (a rain day, its undo): the day shown reads again as the notice arrives.
  useNotificationListener((notification) => {
    if (notification.type === 'service-schedule') void queryClient.invalidateQueries({ queryKey: [CREW_DAY_QUERY_KEY] });
  });
  const { data, isPending, isError } = useQuery({
    queryKey: [CREW_DAY_QUERY_KEY, date ?? 'today'],
    queryFn: () => dataProvider.getCrewDay(date),
  });
  const { overlay } = useCrewActions();
  const shown = useMemo(() => (data ? crewDayOverlay(data, overlay) : undefined), [data, overlay]);
  return { data: shown, isPending, isError };
}

/** Re-reads every day shown (after an action, a new route or a reload). */
export function useRefreshCrewDay() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [CREW_DAY_QUERY_KEY] }), [queryClient]);
}
