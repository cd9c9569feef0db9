// The crew's day on a phone: the header, announcements, the current request, the totals and the stops in route order.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ClockInOutButton } from '../../ui/timeSheets/ClockInOutButton';
import { CrewOfflineStatus } from '../../ui/offline/CrewOfflineStatus';
import { registerCrewApp, whenWorkerTakesOver } from '../../ui/offline/registerCrewApp';
import { CrewAnnouncements } from './CrewAnnouncements';
import { CrewDayHeader, TOUCH_TARGET } from './CrewDayHeader';
import { ReorderStops, toDo } from './ReorderStops';
import { CurrentRequest } from './CurrentRequest';
import { DayTotals } from './DayTotals';
import { StopCard } from './StopCard';
import { useCrewDay, useCrewDayDate, useRefreshCrewDay } from './useCrewDay';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useDeferredArrival } from '../../ui/useDeferredArrival';
import { useGrowingCount } from '../../ui/useGrowingCount';

/** The stops a phone shows above the fold and a little more: drawn with the page, the rest right after. */
const FIRST_STOPS = 4;

export function CrewDashboard() {
  const translate = useTranslate();
  const [date, setDate] = useCrewDayDate();
  const { data: loaded, isError } = useCrewDay(date);
  const day = useDeferredArrival(loaded);
  // While the day loads, the header keeps the place of today's buttons (another day's has none), so nothing moves after.
  const readOnly = day ? day.date !== day.today : Boolean(date);
  const refresh = useRefreshCrewDay();
  const shownStops = useGrowingCount(day?.stops.length ?? 0, FIRST_STOPS);
  const [reordering, setReordering] = useState(false);
  const officeLocked = day?.stops.some((stop) => stop.routeLock === 'office') ?? false;
  const canReorder = !!day && !readOnly && toDo(day).length > 1;
  useEffect(() => {
    void registerCrewApp();
    return whenWorkerTakesOver(() => void refresh());
  }, [refresh]);
  return (
    <Box sx={{ width: '100%', maxWidth: 760, mx: 'auto', py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="app.page.crew_dashboard" />
      <CrewOfflineStatus />
      <CrewDayHeader day={day} date={date} onDateChange={setDate} readOnly={readOnly} />
      <CurrentRequest />
      <Box sx={{ mb: 2 }}>
        <ClockInOutButton withCrew />
      </Box>
      {!day && !isError && <LoadingSpinner sx={{ display: 'block', mx: 'auto', my: 4 }} />}
      {isError && <Alert severity="error">{translate('app.crew_day.load_failed')}</Alert>}
      {day && (
        <>
          <CrewAnnouncements announcements={day.announcements} />
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.crew_day.read_only')}
            </Alert>
          )}
          <DayTotals totals={day.totals} />
          {day.stops.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', my: 4 }}>
              {translate('app.crew_day.no_stops')}
            </Typography>
          )}
          {canReorder && !reordering && (
            <Box sx={{ mb: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<SwapVertIcon />}
                sx={{ ...TOUCH_TARGET, width: { xs: '100%', sm: 'auto' } }}
                disabled={officeLocked}
                aria-describedby={officeLocked ? 'crew-reorder-locked' : undefined}
                onClick={() => setReordering(true)}
                data-testid="crew-reorder-open"
              >
                {translate('app.crew_day.reorder.button')}
              </Button>
              {officeLocked && (
                <Typography id="crew-reorder-locked" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {translate('app.crew_day.reorder.office_locked')}
                </Typography>
              )}
            </Box>
          )}
          {reordering && canReorder && <ReorderStops day={day} onDone={() => setReordering(false)} />}
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0, ...(reordering && canReorder && { display: 'none' }) }}>
            {day.stops.slice(0, shownStops).map((stop, index) => (
              <li key={stop._id}>
                <StopCard
                  stop={stop}
                  number={index + 1}
                  isNext={!readOnly && stop._id === day.nextStopId}
                  readOnly={readOnly}
                  skipReasons={day.skipReasons}
                />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
