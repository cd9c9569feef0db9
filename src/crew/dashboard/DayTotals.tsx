// The day at a glance: stops done and left, and the road estimate through the stops left.
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrewDay } from '../../../common/schemas/crewDay';

export function DayTotals({ totals }: { totals: CrewDay['totals'] }) {
  const translate = useTranslate();
  const hours = Math.floor(totals.minutes / 60);
  const minutes = Math.round(totals.minutes % 60);
  const figures = [
    ['done', String(totals.done)],
    ['left', String(totals.left)],
    ['miles', totals.miles.toFixed(1)],
    ['time', hours ? translate('app.crew_day.hours_minutes', { hours, minutes }) : translate('app.crew_day.minutes', { minutes })],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ mb: 2 }} role="group" aria-label={translate('app.crew_day.totals')}>
      <Stack direction="row" divider={<span aria-hidden style={{ borderLeft: '1px solid', opacity: 0.15 }} />}>
        {figures.map(([key, value]) => (
          <Stack key={key} sx={{ flex: 1, py: 1, alignItems: 'center' }} data-testid={`crew-day-${key}`}>
            <Typography variant="h6" component="span">
              {value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate(`app.crew_day.totals_labels.${key}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
