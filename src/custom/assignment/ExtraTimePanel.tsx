// A bnb visit's extra time: what the crew asked for, and staff's approve (possibly fewer minutes) or reject.
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ExtraTimeDecision } from '../../../common/schemas/workLog';
import type { WorkLogDetail } from '../../../common/schemas/workLogRecord';
import { serverFieldErrors } from '../../ui/errors/fieldErrors';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useRefreshWorkLogs, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';

export function ExtraTimePanel({ workLog }: { workLog: WorkLogDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const dataProvider = useWorkLogProvider();
  const refresh = useRefreshWorkLogs();
  const [minutes, setMinutes] = useState(String(workLog.extraTimeRequestedMinutes ?? ''));
  const [minutesError, setMinutesError] = useState<string>();
  const decide = useMutation({
    mutationFn: (decision: ExtraTimeDecision) => dataProvider.decideExtraTime(workLog._id, decision),
    onSuccess: async (_detail, decision) => {
      notify(`app.work_logs.extra_time.${decision.decision}`, { type: 'success' });
      await refresh();
    },
    onError: (error) => {
      reportError(error);
      setMinutesError(serverFieldErrors(error)?.minutes);
    },
  });

  if (workLog.extraTimeStatus === 'approved') {
    return <Alert severity="success">{translate('app.work_logs.extra_time.granted', { minutes: workLog.extraTimeGrantedMinutes })}</Alert>;
  }
  if (workLog.extraTimeStatus === 'rejected') {
    return (
      <Alert severity="info">
        {translate('app.work_logs.extra_time.was_rejected', { minutes: workLog.extraTimeRequestedMinutes ?? 0 })}
      </Alert>
    );
  }
  if (workLog.extraTimeStatus !== 'requested') return null;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {translate('app.work_logs.extra_time.requested', { minutes: workLog.extraTimeRequestedMinutes ?? 0 })}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="number"
          label={translate('app.work_logs.extra_time.minutes')}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={Boolean(minutesError)}
          helperText={minutesError ? translate(minutesError, { _: minutesError }) : undefined}
          slotProps={{ htmlInput: { min: 5, max: 240, step: 5 } }}
          sx={{ width: 140 }}
        />
        <Button
          variant="contained"
          color="success"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'approved', minutes: Number(minutes) || undefined })}
        >
          {translate('app.work_logs.extra_time.approve')}
        </Button>
        <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'rejected' })}>
          {translate('app.work_logs.extra_time.reject')}
        </Button>
      </Stack>
    </Alert>
  );
}
