// What every clock shows: the button, since when the shift runs (or that the phone is offline before it was ever read),
// a "Waiting to send" chip for a punch still queued, and the crew members the punch can also move.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FreeBreakfastIcon from '@mui/icons-material/FreeBreakfast';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Checkbox, Chip, FormControlLabel, FormGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../format/useFormat';

const LAYOUT = { direction: { xs: 'column', sm: 'row' }, spacing: 2, alignItems: { xs: 'stretch', sm: 'center' } } as const;

export interface ClockControlsProps {
  /** The shift's state is not known yet: `paused` when the query waits for a network. */
  loading?: 'pending' | 'paused';
  clockedIn: boolean;
  since: string | null;
  busy: boolean;
  waiting?: boolean;
  onPress: () => void;
  /** Crew members in the caller's state, whom this punch can also move. */
  members?: { userId: string; name: string }[];
  ticked?: string[];
  onTick?: (ticked: string[]) => void;
  /** Breaks on the crew's phone: `breakSince` while one runs; `onBreak` starts one (clocked in) or ends it. */
  breakSince?: string | null;
  onBreak?: () => void;
}

export function ClockControls({
  loading,
  clockedIn,
  since,
  busy,
  waiting,
  onPress,
  members = [],
  ticked = [],
  onTick,
  breakSince,
  onBreak,
}: ClockControlsProps) {
  const translate = useTranslate();
  const format = useFormat();
  // Offline before the shift was ever read, the query waits for the network: say so instead of a placeholder forever.
  if (loading === 'paused') {
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
  if (loading === 'pending') {
    return (
      <Stack {...LAYOUT} aria-busy="true">
        <Skeleton variant="rounded" height={36.5} sx={{ minWidth: 120 }} />
        <Skeleton variant="text" width={180} sx={{ fontSize: '1rem' }} />
      </Stack>
    );
  }
  const waitingChip = waiting && (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<CloudUploadIcon />}
      label={translate('app.crew_day.waiting_to_send')}
      data-waiting="true"
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
    />
  );
  // On a break the crew ends it before anything else: its members were fixed when it started.
  if (breakSince && onBreak) {
    return (
      <Stack {...LAYOUT}>
        <Button variant="contained" color="warning" startIcon={<PlayArrowIcon />} onClick={onBreak} disabled={busy}>
          {translate('app.time_sheets.end_break')}
        </Button>
        <Typography color="text.secondary" role="status">
          {translate('app.time_sheets.on_break_since', { time: format.weekdayTime(breakSince) })}
        </Typography>
        {waitingChip}
      </Stack>
    );
  }
  return (
    <Stack {...LAYOUT}>
      <Button
        variant="contained"
        color={clockedIn ? 'secondary' : 'primary'}
        startIcon={clockedIn ? <LogoutIcon /> : <LoginIcon />}
        onClick={onPress}
        disabled={busy}
      >
        {translate(clockedIn ? 'app.time_sheets.clock_out' : 'app.time_sheets.clock_in')}
      </Button>
      {clockedIn && onBreak && (
        <Button variant="outlined" startIcon={<FreeBreakfastIcon />} onClick={onBreak} disabled={busy}>
          {translate('app.time_sheets.start_break')}
        </Button>
      )}
      <Typography color="text.secondary" role="status">
        {since
          ? translate('app.time_sheets.clocked_in_since', { time: format.weekdayTime(since) })
          : translate(clockedIn ? 'app.time_sheets.clocked_in' : 'app.time_sheets.not_clocked_in')}
      </Typography>
      {waitingChip}
      {members.length > 0 && onTick && (
        <FormGroup aria-label={translate('app.labour.clock_crew')}>
          <Typography variant="body2">{translate('app.labour.clock_crew')}</Typography>
          {members.map((member) => (
            <FormControlLabel
              key={member.userId}
              label={member.name}
              control={
                <Checkbox
                  checked={ticked.includes(member.userId)}
                  onChange={(event) =>
                    onTick(event.target.checked ? [...ticked, member.userId] : ticked.filter((id) => id !== member.userId))
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
