// A visit dragged onto a day of the board's day bar: moved to that date with its crew (its customer told of the new
// date, as the selection's Move does), and an Undo offered for a minute that puts it back on its day and crew.
import { useMutation } from '@tanstack/react-query';
import { useLocaleState, useNotify } from 'react-admin';
import { dayLabel } from './dayBar';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { useUndoWindow } from './useUndoWindow';

export interface DayMove {
  id: string;
  fromDate: string;
  fromCrewId: string | null;
  toDate: string;
}

export function useMoveToDay() {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const toastError = useApiErrorToast();
  const [locale] = useLocaleState();
  const [last, setLast] = useUndoWindow<DayMove>('lawndesk.undo.day');
  const move = useMutation({
    mutationFn: async (day: DayMove) => {
      await dataProvider.moveWorkLogs({ ids: [day.id], date: day.toDate });
      return day;
    },
    onSuccess: async (day) => {
      setLast(day);
      notify('app.work_logs.board.moved_to_day', { type: 'success', messageArgs: { day: dayLabel(day.toDate, locale) } });
      await refresh();
    },
    onError: toastError,
  });
  const undo = useMutation({
    mutationFn: (day: DayMove) => dataProvider.moveWorkLogs({ ids: [day.id], date: day.fromDate, crewId: day.fromCrewId }),
    onSuccess: async () => {
      setLast(null);
      notify('app.work_logs.board.day_move_undone', { type: 'success' });
      await refresh();
    },
    onError: toastError,
  });
  return {
    move: (day: DayMove) => move.mutate(day),
    last,
    /** The last move's day, as the Undo names it. */
    lastDay: last && dayLabel(last.toDate, locale),
    undo: () => last && undo.mutate(last),
    isPending: move.isPending || undo.isPending,
  };
}
