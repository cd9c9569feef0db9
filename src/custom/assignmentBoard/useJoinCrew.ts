// A visit dragged from another crew's card onto this crew's: reassigned as the selection's Reassign does (history, the
// days re-ordered, the crews' phones told), then the board read again.
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

/** Hands a visit to the crew `crewId` (none for the card of visits with no crew). */
export function useJoinCrew(crewId: string | null, crewName: string) {
  const dataProvider = useWorkLogProvider();
  const notify = useNotify();
  const refresh = useRefreshWorkLogs();
  const toastError = useApiErrorToast();
  const join = useMutation({
    mutationFn: (id: string) => dataProvider.reassignWorkLogs({ ids: [id], crewId: crewId! }),
    onSuccess: async () => {
      notify('app.work_logs.board.joined_crew', { type: 'success', messageArgs: { crew: crewName } });
      await refresh();
    },
    onError: toastError,
  });
  return crewId ? (id: string) => join.mutate(id) : undefined;
}
