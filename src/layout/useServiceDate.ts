// The header's service date, shared by every page that shows a day or a week: the URL's `serviceDate` query wins, so
// a link carries it; the last one chosen is remembered for pages opened without it (the menu's links), and such a page
// writes it into its address, so what the address bar shows is always what the page shows.
import { useCallback, useEffect, useMemo } from 'react';
import { parseISO } from 'date-fns';
import { useStore } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useFormat } from '../ui/format/useFormat';
import { serviceWeekOf, serviceWeeks, type ServiceWeek } from './serviceWeeks';

export const SERVICE_DATE_KEY = 'serviceDate';
export const SERVICE_DATE_PARAM = 'serviceDate';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isServiceDay = (value: string | null | undefined): value is string =>
  Boolean(value && DAY.test(value) && !Number.isNaN(parseISO(value).getTime()));

export interface ServiceDateState {
  /** yyyy-MM-dd */
  serviceDate: string;
  /** The ISO week (Monday to Sunday) holding the service date. */
  serviceWeek: ServiceWeek;
  setServiceDate: (day: string) => void;
}

export interface ServiceDateOptions {
  /** The page shows the date's day or week: its address always names the date. */
  keepInUrl?: boolean;
}

const withDate = (search: URLSearchParams, day: string) => {
  const next = new URLSearchParams(search);
  next.set(SERVICE_DATE_PARAM, day);
  return next;
};

export function useServiceDate({ keepInUrl = false }: ServiceDateOptions = {}): ServiceDateState {
  // The business's today, not the browser's: at 8 pm in Texas a browser in Europe is already on tomorrow.
  const { isoDayOf } = useFormat();
  const today = () => isoDayOf(new Date());
  const [remembered, remember] = useStore<string>(SERVICE_DATE_KEY, today());
  const [search, setSearch] = useSearchParams();
  const fromUrl = search.get(SERVICE_DATE_PARAM);
  const serviceDate = isServiceDay(fromUrl) ? fromUrl : isServiceDay(remembered) ? remembered : today();
  const isInUrl = isServiceDay(fromUrl);

  // A link's date becomes the remembered one, so the next page opened from the menu shows the same day.
  useEffect(() => {
    if (isInUrl && fromUrl !== remembered) remember(fromUrl);
  }, [isInUrl, fromUrl, remembered, remember]);

  // The page stays on screen while the next one's chunk loads after a menu click: by then the browser is at the new
  // address, and writing this page's date would replace it with this page's own, taking the user back.
  const { pathname } = useLocation();
  useEffect(() => {
    if (keepInUrl && !isInUrl && window.location.pathname === pathname)
      setSearch((current) => withDate(current, serviceDate), { replace: true });
  }, [keepInUrl, isInUrl, serviceDate, setSearch, pathname]);

  // A page that does not show a date (a list the header sits above) keeps its address as it is.
  const setServiceDate = useCallback(
    (day: string) => {
      if (!isServiceDay(day)) return;
      remember(day);
      if (keepInUrl || isInUrl) setSearch((current) => withDate(current, day), { replace: true });
    },
    [remember, setSearch, keepInUrl, isInUrl],
  );

  const serviceWeek = useMemo(() => weekHolding(serviceDate), [serviceDate]);
  return { serviceDate, serviceWeek, setServiceDate };
}

/** serviceWeeks(date) starts at the date's own ISO year, so the week is always found. */
function weekHolding(day: string): ServiceWeek {
  const date = parseISO(day);
  return serviceWeekOf(serviceWeeks(date), date) as ServiceWeek;
}
