// Moves every pending work log of one crew's day to another day or crew, through the bulk move (all or nothing).
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import type { DayMove } from './calendarEvents';

/** The bulk move's own limit. */
const MAX_MOVE = 500;

export function useMoveDay(onDone: () => void) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const refresh = useRefreshWorkLogs();
  return useMutation({
    mutationFn: async (move: DayMove) => {
      const { data } = await dataProvider.getList<WorkLogRow & { id: string }>('work-logs', {
        filter: { date: move.fromDate, crewId: move.fromCrewId ?? 'none', status: 'pending' },
        pagination: { page: 1, perPage: MAX_MOVE },
        sort: { field: 'routePosition', order: 'ASC' },
      });
      if (!data.length) return [];
      return dataProvider.moveWorkLogs({ ids: data.map((row) => row._id), date: move.toDate, crewId: move.toCrewId });
    },
    onSuccess: async (rows) => {
      notify(rows.length ? 'app.work_logs.calendar.moved' : 'app.work_logs.calendar.nothing_to_move', {
        type: rows.length ? 'success' : 'info',
        messageArgs: { smart_count: rows.length },
      });
      onDone();
      await refresh();
    },
    onError: (error) => {
      reportError(error);
      onDone();
    },
  });
}
