// Status changes, reassignments and moves of work logs: one mutation each, then every work-log view reads again.
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { WorkLogAction, WorkLogStatusChange } from '../../../common/schemas/workLog';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useFormSave } from '../forms/useFormSave';

/** The query keys of every view that shows work logs: the board's list (react-admin's), the detail and the summaries. */
export const workLogKeys = {
  list: ['work-logs'] as const,
  detail: (id: string) => ['work-logs', 'detail', id] as const,
  summary: (from: string, to: string) => ['work-logs', 'summary', from, to] as const,
};

export function useWorkLogProvider() {
  return useDataProvider<LawnDeskDataProvider>();
}

/** After a write: the board, any open detail and the calendar's counts all change. */
export function useRefreshWorkLogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workLogKeys.list });
}

export function useStatusChange(id: string, onDone?: () => void) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  return useFormSave(
    (change: WorkLogStatusChange) => dataProvider.changeWorkLogStatus(id, change),
    async (_detail, change) => {
      notify(`app.work_logs.done.${change.action satisfies WorkLogAction}`, { type: 'success' });
      onDone?.();
      await refresh();
    },
  );
}

/** A bulk write (reassign, move) from a form: the rows it changed are counted in `messageKey`, then every view reads again. */
export function useBulkWorkLogSave<Input>(call: (input: Input) => Promise<WorkLogRow[]>, messageKey: string, onDone: () => void) {
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  return useFormSave(call, async (rows) => {
    notify(messageKey, { type: 'success', messageArgs: { smart_count: rows.length } });
    onDone();
    await refresh();
  });
}
