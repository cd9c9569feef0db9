// The route tools of a crew's group on the board: Generate route with the drive estimate, and move up/down per visit.
import { type RefObject, useEffect, useRef } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RouteIcon from '@mui/icons-material/Route';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WorkLogRow } from '../../../common/schemas/workLogRecord';
import type { CrewRouteControls } from './useCrewRoute';

export function CrewRouteTools({ route, name }: { route: CrewRouteControls; name: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { estimate } = route;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
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
    </Stack>
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
