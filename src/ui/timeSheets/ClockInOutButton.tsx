// Clock in or out for the signed-in user; shows since when an open shift runs. The crew's phone punches through its
// offline queue (CrewClockButton); staff punch directly.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { TIME_SHEET_ENTRIES } from '../../resources/timeSheets/paths';
import { ClockControls } from './ClockControls';
import { CURRENT_KEY } from './clockKeys';
import { CrewClockButton } from './CrewClockButton';
import { punchPosition } from './punchPosition';

/** `withCrew`: the crew's phone, where a crew member also clocks in or out the members ticked (who was there today). */
export function ClockInOutButton({ withCrew = false }: { withCrew?: boolean }) {
  return withCrew ? <CrewClockButton /> : <StaffClockButton />;
}

function StaffClockButton() {
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const current = useQuery({ queryKey: CURRENT_KEY, queryFn: () => dataProvider.getCurrentShift() });
  const isClockedIn = Boolean(current.data);
  const clock = useMutation({
    mutationFn: async () => dataProvider.clock(isClockedIn ? 'clock-out' : 'clock-in', await punchPosition()),
    onSuccess: () => notify(isClockedIn ? 'app.time_sheets.clocked_out' : 'app.time_sheets.clocked_in', { type: 'success' }),
    onError: reportError,
    // Another tab may have clocked in or out: either way, re-read the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_KEY }),
        queryClient.invalidateQueries({ queryKey: [TIME_SHEET_ENTRIES] }),
      ]),
  });
  return (
    <ClockControls
      loading={current.isPending ? (current.fetchStatus === 'paused' ? 'paused' : 'pending') : undefined}
      clockedIn={isClockedIn}
      since={current.data?.clockIn ?? null}
      busy={clock.isPending}
      onPress={() => clock.mutate()}
    />
  );
}
