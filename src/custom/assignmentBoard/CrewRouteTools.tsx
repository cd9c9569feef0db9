// The route tools of a crew's group on the board: Generate route shown as a proposal before it is saved, the day's lock,
// Undo, the drive estimate, and per visit move up/down (the pin is RoutePinButton).
import { type RefObject, useEffect, useRef } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RouteIcon from '@mui/icons-material/Route';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import type { CrewRouteControls } from './useCrewRoute';

export function CrewRouteTools({ route, name, rows }: { route: CrewRouteControls; name: string; rows: readonly WorkLogRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { estimate } = route;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const pending = rows.filter((row) => row.status === 'pending');
  const locked = pending.length > 0 && pending.every((row) => row.routeLock !== null);
  return (
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: { xs: 0.5, sm: 1 }, py: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RouteIcon />}
        onClick={route.generate}
        disabled={route.isPending}
        aria-label={translate('app.work_logs.route.generate_for', { crew: name })}
      >
        {translate('app.work_logs.route.generate')}
      </Button>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={locked}
            disabled={route.isPending || !pending.length}
            onChange={(event) => route.lock(event.target.checked)}
            slotProps={{ input: { 'aria-label': translate('app.work_logs.route.lock_for', { crew: name }) } }}
          />
        }
        label={
          <Stack direction="row" alignItems="center" spacing={0.5}>
            {locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
            <span>{translate(locked ? 'app.work_logs.route.locked' : 'app.work_logs.route.lock')}</span>
          </Stack>
        }
        sx={{ mx: 0 }}
      />
      {route.canUndo && (
        <Button size="small" startIcon={<UndoIcon />} onClick={route.undo} disabled={route.isPending}>
          {translate('app.work_logs.route.undo')}
        </Button>
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        aria-label={translate('app.work_logs.route.estimate_of', { crew: name })}
      >
        {estimate
          ? translate('app.work_logs.route.estimate', { miles: number.format(estimate.miles), minutes: number.format(estimate.minutes) })
          : translate('app.work_logs.route.no_estimate')}
      </Typography>
      <RouteProposalDialog route={route} name={name} />
    </Stack>
  );
}

/** Generate route's proposal before it is saved: the stops it moves, miles and minutes before and after. */
function RouteProposalDialog({ route, name }: { route: CrewRouteControls; name: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const { proposal } = route;
  return (
    <Dialog open={proposal !== null} onClose={route.discard} aria-labelledby="route-proposal-title" fullWidth maxWidth="xs">
      <DialogTitle id="route-proposal-title">{translate('app.work_logs.route.proposal_title', { crew: name })}</DialogTitle>
      {proposal && (
        <DialogContent>
          <Typography variant="body1" gutterBottom data-testid="route-proposal-moved">
            {proposal.moved
              ? translate('app.work_logs.route.proposal_moved', { smart_count: proposal.moved })
              : translate('app.work_logs.route.proposal_same')}
          </Typography>
          <Typography variant="body2">
            {translate('app.work_logs.route.proposal_miles', {
              before: number.format(proposal.previous.miles),
              after: number.format(proposal.miles),
            })}
          </Typography>
          <Typography variant="body2">
            {translate('app.work_logs.route.proposal_minutes', {
              before: number.format(proposal.previous.minutes),
              after: number.format(proposal.minutes),
            })}
          </Typography>
          {proposal.kept.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.work_logs.route.proposal_kept', { smart_count: proposal.kept.length })}
            </Typography>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={route.discard}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={route.apply} disabled={route.isPending}>
          {translate('app.work_logs.route.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface RouteMoveButtonsProps {
  route: CrewRouteControls;
  row: WorkLogRow;
  previous: WorkLogRow | undefined;
  next: WorkLogRow | undefined;
}

/** Up and down beside a visit: it swaps places with the visit shown above or below it. */
export function RouteMoveButtons({ route, row, previous, next }: RouteMoveButtonsProps) {
  const translate = useTranslate();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const { focusId, isPending, clearFocus } = route;

  // After a move the list re-reads and this row changes place: the keyboard stays on its buttons.
  useEffect(() => {
    if (focusId !== row._id || isPending) return;
    (previous ? up : down).current?.focus();
    clearFocus();
  }, [focusId, isPending, row._id, previous, clearFocus]);

  // Two visits at one address on a day (a mowing visit and a treatment round) must not share a button name.
  const service = row.roundName ?? translate(`app.add_customer.service.${row.serviceType}`, { _: row.serviceType });
  const moveBeside = (neighbour: WorkLogRow | undefined, side: 'before' | 'after') =>
    neighbour && route.move({ id: row._id, neighbourId: neighbour._id, side });
  const button = (ref: RefObject<HTMLButtonElement | null>, neighbour: WorkLogRow | undefined, side: 'before' | 'after') => (
    <IconButton
      ref={ref}
      size="small"
      disabled={!neighbour || isPending}
      onClick={() => moveBeside(neighbour, side)}
      aria-label={translate(side === 'before' ? 'app.work_logs.route.move_up' : 'app.work_logs.route.move_down', {
        address: row.address,
        service,
      })}
    >
      {side === 'before' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
    </IconButton>
  );
  return (
    <Stack direction="column" sx={{ mt: -0.5 }}>
      {button(up, previous, 'before')}
      {button(down, next, 'after')}
    </Stack>
  );
}
