// Where the board's state lives: the date in the header's shared service date, the filters in the URL's query (so a
// reload keeps them), and a deep link /worklogs/{crew}/{date}/{status} turned into both on arrival.
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { WORK_LOG_TYPES, type WorkLogType } from '../../../common/schemas/service';
import { WORK_LOG_STATUSES, type workLogFilter, type WorkLogStatus } from '../../../common/schemas/workLog';
import { SERVICE_DATE_PARAM, useServiceDate } from '../../layout/useServiceDate';
import { BOARD_PATH } from '../assignment/paths';
import { ALL, type BoardFilterValues } from './BoardFilters';

const KEYS: (keyof BoardFilterValues)[] = ['vendor', 'crew', 'status', 'service', 'market', 'q'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list filter a day of the board asks the API for. */
export function boardFilter(date: string, values: BoardFilterValues): z.input<typeof workLogFilter> {
  return {
    date,
    ...(values.vendor !== ALL && { vendorId: values.vendor }),
    ...(values.crew !== ALL && { crewId: values.crew }),
    ...(WORK_LOG_STATUSES.includes(values.status as WorkLogStatus) && { status: values.status as WorkLogStatus }),
    ...((WORK_LOG_TYPES as readonly string[]).includes(values.service) && { serviceType: values.service as WorkLogType }),
    ...(values.market !== ALL && { marketId: values.market }),
    ...(values.q.trim() && { q: values.q.trim() }),
  };
}

export function useBoardState() {
  const { serviceDate: date, setServiceDate: setDate } = useServiceDate({ keepInUrl: true });
  const [search, setSearch] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!params.date) return;
    const query = new URLSearchParams({ crew: params.crewId ?? ALL, status: params.status ?? ALL });
    if (DAY.test(params.date)) {
      setDate(params.date);
      query.set(SERVICE_DATE_PARAM, params.date);
    }
    navigate(`${BOARD_PATH}?${query}`, { replace: true });
  }, [params.crewId, params.date, params.status, navigate, setDate]);

  const values = useMemo(
    () => Object.fromEntries(KEYS.map((key) => [key, search.get(key) ?? (key === 'q' ? '' : ALL)])) as unknown as BoardFilterValues,
    [search],
  );
  const change = useCallback(
    (changes: Partial<BoardFilterValues>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value && value !== ALL) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { date, setDate, values, change, arriving: Boolean(params.date) };
}
