// Clock in or out for the signed-in user; shows since when an open shift runs.
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Checkbox, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../format/useFormat';
import { useApiErrorToast } from '../errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { TIME_SHEET_ENTRIES } from '../../resources/timeSheets/paths';
import { punchPosition } from './punchPosition';

const CURRENT_KEY = ['time-sheets', 'current'];
const CREW_KEY = ['time-sheets', 'crew'];

const LAYOUT = { direction: { xs: 'column', sm: 'row' }, spacing: 2, alignItems: { xs: 'stretch', sm: 'center' } } as const;

/** `withCrew`: the crew's phone, where a crew member also clocks in or out the members ticked (who was there today). */
export function ClockInOutButton({ withCrew = false }: { withCrew?: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const current = useQuery({ queryKey: CURRENT_KEY, queryFn: () => dataProvider.getCurrentShift() });
  const isClockedIn = Boolean(current.data);
  const crew = useQuery({ queryKey: CREW_KEY, queryFn: () => dataProvider.getClockCrew(), enabled: withCrew });
  const [ticked, setTicked] = useState<string[]>([]);
  // Members in the same state as the caller are the ones this punch can move.
  const movable = (Array.isArray(crew.data) ? crew.data : []).filter((member) => member.clockedIn === isClockedIn);
  const userIds = ticked.filter((id) => movable.some((member) => member.userId === id));
  const clock = useMutation({
    mutationFn: async () =>
      dataProvider.clock(isClockedIn ? 'clock-out' : 'clock-in', {
        ...(await punchPosition()),
        ...(userIds.length && { userIds }),
      }),
    onSuccess: () => notify(isClockedIn ? 'app.time_sheets.clocked_out' : 'app.time_sheets.clocked_in', { type: 'success' }),
    onError: reportError,
    // Another tab may have clocked in or out: either way, re-read the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_KEY }),
        queryClient.invalidateQueries({ queryKey: CREW_KEY }),
        queryClient.invalidateQueries({ queryKey: [TIME_SHEET_ENTRIES] }),
      ]),
  });

  // Offline before the shift was ever read, the query waits for the network: say so instead of a placeholder forever.
  if (current.isPending && current.fetchStatus === 'paused') {
    return (
      <Stack {...LAYOUT}>
        <Button variant="contained" startIcon={<LoginIcon />} disabled>
          {translate('app.time_sheets.clock_in')}
        </Button>
        <Typography color="text.secondary" role="status">
          {translate('app.time_sheets.offline')}
        </Typography>
      </Stack>
    );
  }
  // While the shift loads, placeholders of the button's and the line's size keep what follows from moving.
  if (current.isPending) {
    return (
      <Stack {...LAYOUT} aria-busy="true">
        <Skeleton variant="rounded" height={36.5} sx={{ minWidth: 120 }} />
        <Skeleton variant="text" width={180} sx={{ fontSize: '1rem' }} />
      </Stack>
    );
  }
  return (
    <Stack {...LAYOUT}>
      <Button
        variant="contained"
        color={isClockedIn ? 'secondary' : 'primary'}
        startIcon={isClockedIn ? <LogoutIcon /> : <LoginIcon />}
        onClick={() => clock.mutate()}
        disabled={clock.isPending}
      >
        {translate(isClockedIn ? 'app.time_sheets.clock_out' : 'app.time_sheets.clock_in')}
      </Button>
      <Typography color="text.secondary" role="status">
        {current.data
          ? translate('app.time_sheets.clocked_in_since', { time: format.weekdayTime(current.data.clockIn) })
          : translate('app.time_sheets.not_clocked_in')}
      </Typography>
      {movable.length > 0 && (
        <FormGroup aria-label={translate('app.labour.clock_crew')}>
          <Typography variant="body2">{translate('app.labour.clock_crew')}</Typography>
          {movable.map((member) => (
            <FormControlLabel
              key={member.userId}
              label={member.name}
              control={
                <Checkbox
                  checked={ticked.includes(member.userId)}
                  onChange={(event) =>
                    setTicked(event.target.checked ? [...ticked, member.userId] : ticked.filter((id) => id !== member.userId))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Stack>
  );
}
