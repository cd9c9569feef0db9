// The staff header's calendar and service-week list: both set the service date the work screens show.
import { useMemo } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { useStore, useTranslate } from 'react-admin';
import { serviceWeekOf, serviceWeeks } from './serviceWeeks';

export const SERVICE_DATE_KEY = 'serviceDate';
const shortDate = (isoDay: string) => format(parseISO(isoDay), 'M/d/yyyy');

export function ServiceDatePicker() {
  const translate = useTranslate();
  const [serviceDate, setServiceDate] = useStore<string>(SERVICE_DATE_KEY, format(new Date(), 'yyyy-MM-dd'));
  const weeks = useMemo(() => serviceWeeks(), []);
  const selectedWeek = serviceWeekOf(weeks, parseISO(serviceDate));

  const inputSx = { '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' }, '& .MuiInputLabel-root': { color: 'inherit' } };
  return (
    <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, mr: 1 }}>
      <TextField type="date" size="small" label={translate('app.header.service_date')} value={serviceDate}
        onChange={(event) => event.target.value && setServiceDate(event.target.value)} sx={inputSx} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField select size="small" label={translate('app.header.service_week')} value={selectedWeek?.index ?? ''} sx={{ ...inputSx, minWidth: 230 }}
        onChange={(event) => setServiceDate(weeks[Number(event.target.value)].from)} slotProps={{ inputLabel: { shrink: true } }}>
        {weeks.map((week) => (
          <MenuItem key={week.index} value={week.index}>
            {translate('app.header.week_label', { week: week.week, year: week.year, from: shortDate(week.from), to: shortDate(week.to) })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
