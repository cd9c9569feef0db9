// Undo of an applied balance, offered on the board for a minute: the moved visits go back to their crews and each
// crew day the balance touched gets back the order it had before (read just before the apply).
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { BalanceMove } from '../../../common/schemas/balance';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { readCrewDay } from './useCrewRoute';
import { useUndoWindow } from './useUndoWindow';

export interface BalanceUndo {
  vendorId: string;
  date: string;
  moves: BalanceMove[];
  /** Each crew day the moves touch, in its order before the apply. */
  days: { crewId: string; ids: string[] }[];
}

/** The day's order put back: the visits it had before first, in that order, then any that joined since. */
export function orderBefore(before: readonly string[], now: readonly string[]): string[] {
  const present = new Set(now);
  const kept = before.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...now.filter((id) => !known.has(id))];
}

export function useBalanceUndo() {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const toastError = useApiErrorToast();
  const [last, setLast] = useUndoWindow<BalanceUndo>('lawndesk.undo.balance');

  const undo = useMutation({
    mutationFn: async ({ vendorId, date, moves, days }: BalanceUndo) => {
      const back = moves.map(({ workLogId, fromCrewId, toCrewId }) => ({ workLogId, fromCrewId: toCrewId, toCrewId: fromCrewId }));
      // The day before the balance is what staff asked for again, even where it drives more.
      await dataProvider.applyBalance({ vendorId, date, moves: back, confirmWorse: true });
      for (const day of days) {
        const now = (await readCrewDay(dataProvider, day.crewId, date)).map((row) => row._id);
        if (now.length) await dataProvider.orderRoute({ crewId: day.crewId, date, ids: orderBefore(day.ids, now) });
      }
    },
    onSuccess: async (_done, { moves }) => {
      setLast(null);
      notify('app.work_logs.balance.undone', { type: 'success', messageArgs: { smart_count: moves.length } });
      await refresh();
    },
    onError: toastError,
  });

  return {
    /** Reads the crew days the moves touch, before they are applied. */
    daysBefore: async (date: string, moves: readonly BalanceMove[]) => {
      const crewIds = [...new Set(moves.flatMap((move) => [move.fromCrewId, move.toCrewId]))];
      return Promise.all(
        crewIds.map(async (crewId) => ({ crewId, ids: (await readCrewDay(dataProvider, crewId, date)).map((row) => row._id) })),
      );
    },
    remember: setLast,
    canUndo: last !== null,
    undo: () => last && undo.mutate(last),
    isPending: undo.isPending,
  };
}

export type BalanceUndoControls = ReturnType<typeof useBalanceUndo>;
