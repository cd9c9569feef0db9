// The staff header's calendar and service-week list: both set the service date the work screens show. On a narrow
// screen they wait behind a calendar button, which names the date, so the title keeps its room.
import { useMemo, useState } from 'react';
import { Box, IconButton, MenuItem, Popover, Stack, TextField, Tooltip } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { serviceWeeks } from './serviceWeeks';
import { useServiceDate } from './useServiceDate';
import { fromHeaderNavRight } from '../themes';
import { calendarDay } from '../../common/format';

const ON_APP_BAR = {
  '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
  '& .MuiInputLabel-root': { color: 'inherit' },
};

function ServiceDateFields({ onAppBar }: { onAppBar: boolean }) {
  const translate = useTranslate();
  const { serviceDate, serviceWeek, setServiceDate } = useServiceDate();
  const weeks = useMemo(() => serviceWeeks(), []);
  const selectedWeek = weeks.find((week) => week.from === serviceWeek.from);
  const inputSx = onAppBar ? ON_APP_BAR : undefined;
  return (
    <>
      <TextField
        type="date"
        size="small"
        label={translate('app.header.service_date')}
        value={serviceDate}
        onChange={(event) => event.target.value && setServiceDate(event.target.value)}
        sx={inputSx}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={translate('app.header.service_week')}
        value={selectedWeek?.index ?? ''}
        sx={{ ...inputSx, minWidth: 230 }}
        onChange={(event) => setServiceDate(weeks[Number(event.target.value)].from)}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {weeks.map((week) => (
          <MenuItem key={week.index} value={week.index}>
            {translate('app.header.week_label', {
              week: week.week,
              year: week.year,
              from: calendarDay(week.from),
              to: calendarDay(week.to),
            })}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

function ServiceDateButton() {
  const translate = useTranslate();
  const { serviceDate } = useServiceDate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.header.choose_service_date', { date: calendarDay(serviceDate) });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          <EventIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('app.header.service_date') } }}
      >
        <Stack spacing={2} sx={{ p: 2, pt: 2.5, width: 280 }}>
          <ServiceDateFields onAppBar={false} />
        </Stack>
      </Popover>
    </>
  );
}

export function ServiceDatePicker() {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ display: 'none', mr: 1, [fromHeaderNavRight]: { display: 'flex' } }}>
        <ServiceDateFields onAppBar />
      </Stack>
      <Box sx={{ display: 'block', [fromHeaderNavRight]: { display: 'none' } }}>
        <ServiceDateButton />
      </Box>
    </>
  );
}
