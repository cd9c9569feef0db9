// Clock in or out for the signed-in user; shows since when an open shift runs.
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../../ui/format/useFormat';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { TIME_SHEET_ENTRIES } from './paths';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

const CURRENT_KEY = ['time-sheets', 'current'];

export function ClockInOutButton() {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const current = useQuery({ queryKey: CURRENT_KEY, queryFn: () => dataProvider.getCurrentShift() });
  const isClockedIn = Boolean(current.data);
  const clock = useMutation({
    mutationFn: () => dataProvider.clock(isClockedIn ? 'clock-out' : 'clock-in'),
    onSuccess: () => notify(isClockedIn ? 'app.time_sheets.clocked_out' : 'app.time_sheets.clocked_in', { type: 'success' }),
    onError: reportError,
    // Another tab may have clocked in or out: either way, re-read the truth.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: CURRENT_KEY }), queryClient.invalidateQueries({ queryKey: [TIME_SHEET_ENTRIES] })]),
  });

  if (current.isPending) return <LoadingSpinner size={24} />;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'center' }}>
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
    </Stack>
  );
}
