// The crew's day as the dashboard and the map read it: the date from the page's `?date=`, today when absent.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { LawnDeskDataProvider } from '../../dataProvider';

export const CREW_DAY_QUERY_KEY = 'crewDay';

/** The day chosen on the page; undefined is today (the server's today, in the business's time zone). */
export function useCrewDayDate(): [string | undefined, (date: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || undefined;
  const setDate = useCallback((next: string | undefined) => setParams(next ? { date: next } : {}, { replace: true }), [setParams]);
  return [date, setDate];
}

export function useCrewDay(date: string | undefined) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  return useQuery({ queryKey: [CREW_DAY_QUERY_KEY, date ?? 'today'], queryFn: () => dataProvider.getCrewDay(date) });
}

/** Re-reads every day shown (after an action, a new route or a reload). */
export function useRefreshCrewDay() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [CREW_DAY_QUERY_KEY] }), [queryClient]);
}
