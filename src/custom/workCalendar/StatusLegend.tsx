// What the calendar's coloured dots mean: one per work-log status.
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHOWN_STATUSES } from './calendarEvents';
import { statusDotColor } from '../../ui/WorkLogStatusChip';

export function StatusLegend() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('app.work_logs.calendar.legend')}>
      {SHOWN_STATUSES.map((status) => (
        <Stack key={status} direction="row" spacing={0.75} alignItems="center">
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusDotColor(status) }} />
          <Typography variant="body2">{translate(`app.work_logs.status.${status}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
