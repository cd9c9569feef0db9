// A stop's pin on the board: first or last in its day, at a time of the day (Generate route puts it where its arrival
// is nearest that time), or none; the pin it has is shown on the button.
import { useState } from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Menu, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoutePinPosition } from '../../../common/schemas/route';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import type { CrewRouteControls } from './useCrewRoute';

const PIN_CHOICES = { first: 'app.work_logs.route.pin_first', last: 'app.work_logs.route.pin_last' } as const;
const PINNED = {
  first: 'app.work_logs.route.pinned_first',
  last: 'app.work_logs.route.pinned_last',
  at: 'app.work_logs.route.pinned_at',
} as const;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What the time field offers first: the pin's own time, else a morning start. */
const FIRST_TIME = '09:00';

export function RoutePinButton({ route, row }: { route: CrewRouteControls; row: WorkLogRow }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const choose = (position: RoutePinPosition | null) => {
    setAnchor(null);
    route.pin(row._id, position);
  };
  const pinned = row.routePin
    ? translate(PINNED[row.routePin], { time: row.routePinTime ?? '' })
    : translate('app.work_logs.route.not_pinned');
  const saveTime = () => {
    if (!time || !CLOCK_TIME.test(time)) return;
    setTime(null);
    route.pin(row._id, 'at', time);
  };
  return (
    <>
      <Tooltip title={pinned}>
        <IconButton
          size="small"
          disabled={row.status !== 'pending' || route.isPending}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={translate('app.work_logs.route.pin_of', { address: row.address, pin: pinned })}
          color={row.routePin ? 'primary' : 'default'}
        >
          {row.routePin ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(PIN_CHOICES) as (keyof typeof PIN_CHOICES)[]).map((position) => (
          <MenuItem key={position} selected={row.routePin === position} onClick={() => choose(position)}>
            {translate(PIN_CHOICES[position])}
          </MenuItem>
        ))}
        <MenuItem
          selected={row.routePin === 'at'}
          onClick={() => {
            setAnchor(null);
            setTime(row.routePinTime ?? FIRST_TIME);
          }}
        >
          {translate('app.work_logs.route.pin_at')}
        </MenuItem>
        <MenuItem selected={!row.routePin} onClick={() => choose(null)}>
          {translate('app.work_logs.route.unpin')}
        </MenuItem>
      </Menu>
      <Dialog open={time !== null} onClose={() => setTime(null)} aria-labelledby={`pin-time-${row._id}`} maxWidth="xs" fullWidth>
        <DialogTitle id={`pin-time-${row._id}`}>{translate('app.work_logs.route.pin_at_title', { address: row.address })}</DialogTitle>
        <DialogContent>
          <TextField
            type="time"
            label={translate('app.work_logs.route.pin_time')}
            helperText={translate('app.work_logs.route.pin_time_help')}
            value={time ?? ''}
            onChange={(event) => setTime(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && saveTime()}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTime(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={saveTime} disabled={!time || !CLOCK_TIME.test(time)}>
            {translate('app.work_logs.route.pin_at_save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
