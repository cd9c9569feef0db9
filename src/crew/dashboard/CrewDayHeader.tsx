// The crew header of spec section 2: the day's date, Generate Route, View Map and Reload, large enough for gloves.
import { Button, Chip, Stack, TextField } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import RefreshIcon from '@mui/icons-material/Refresh';
import RouteIcon from '@mui/icons-material/Route';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CrewDay } from '../../../common/schemas/crewDay';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useApiErrorToast } from '../../ui/errors/useApiErrorToast';
import { useFormat } from '../../ui/format/useFormat';
import { CREW_MAP_PATH, withDate } from '../paths';
import { useRefreshCrewDay } from './useCrewDay';

export const TOUCH_TARGET = { minHeight: 48, whiteSpace: 'nowrap', flexShrink: 0 } as const;

interface CrewDayHeaderProps {
  day: CrewDay | undefined;
  date: string | undefined;
  onDateChange: (date: string | undefined) => void;
  readOnly: boolean;
}

export function CrewDayHeader({ day, date, onDateChange, readOnly }: CrewDayHeaderProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiErrorToast();
  const refresh = useRefreshCrewDay();
  const format = useFormat();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const generate = useMutation({
    mutationFn: (current: CrewDay) => dataProvider.generateRoute({ crewId: current.crew._id, date: current.date }),
    // A day in the crew's or the office's order moves only the stops not placed: the message says how many stayed.
    onSuccess: (route) =>
      notify(route.kept.length ? 'app.crew_day.route_generated_kept' : 'app.crew_day.route_generated', {
        type: 'success',
        messageArgs: { smart_count: route.workLogIds.length, miles: route.miles.toFixed(1), kept: route.kept.length },
      }),
    onError: reportError,
    onSettled: refresh,
  });
  // Today as the phone's clock reads it in the business's zone until the server's answer says: the field has its date
  // from the first frame, and the day's arrival does not have to set it.
  const shownDate = date ?? day?.today ?? format.isoDayOf(new Date());
  const lock = day?.stops.find((stop) => stop.status === 'pending' && stop.routeLock !== null)?.routeLock;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 2 }}>
      <TextField
        type="date"
        label={translate('app.crew_day.date')}
        value={shownDate}
        onChange={(event) => onDateChange(event.target.value && event.target.value !== day?.today ? event.target.value : undefined)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'crew-day-date' } }}
        sx={{ minWidth: 180, '& input': { minHeight: 24 } }}
      />
      {lock && (
        <Chip
          icon={<LockIcon />}
          color={lock === 'office' ? 'warning' : 'default'}
          label={translate(lock === 'office' ? 'app.crew_day.order_locked_by_office' : 'app.crew_day.order_locked_by_crew')}
          sx={{ minHeight: 40 }}
          data-testid="crew-day-lock"
        />
      )}
      {!readOnly && (
        <Button
          variant="contained"
          startIcon={<RouteIcon />}
          sx={TOUCH_TARGET}
          disabled={!day || !day.totals.left || generate.isPending}
          onClick={() => day && generate.mutate(day)}
        >
          {translate('app.crew_day.generate_route')}
        </Button>
      )}
      <Stack direction="row" spacing={1.5} sx={{ '& > *': { flex: { xs: 1, sm: 'none' } } }}>
        <Button variant="outlined" startIcon={<MapIcon />} sx={TOUCH_TARGET} component={Link} to={withDate(CREW_MAP_PATH, date)}>
          {translate('app.crew_day.view_map')}
        </Button>
        <Button variant="outlined" startIcon={<RefreshIcon />} sx={TOUCH_TARGET} onClick={() => void refresh()}>
          {translate('app.crew_day.reload')}
        </Button>
      </Stack>
    </Stack>
  );
}
