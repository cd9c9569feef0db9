// How a crew's day reads on the calendar: the crew's name, then a coloured count per status it has.
import { Box, Stack } from '@mui/material';
import { statusDotColor } from '../../ui/WorkLogStatusChip';
import { type CrewDayEvent, SHOWN_STATUSES } from './calendarEvents';

export function CrewDayEventView({ event }: { event: CrewDayEvent }) {
  const [name] = event.title.split(': ');
  return (
    <Box sx={{ lineHeight: 1.25 }}>
      <Box sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</Box>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SHOWN_STATUSES.filter((status) => event.summary.counts[status] > 0).map((status) => (
          <Box key={status} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.375 }} data-status={status}>
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: statusDotColor(status), flexShrink: 0 }} />
            {event.summary.counts[status]}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
