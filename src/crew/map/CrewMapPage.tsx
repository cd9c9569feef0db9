// The crew map (/crew/map-crew): the day's stops numbered in route order, the route line, done stops greyed, the crew's position.
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Point } from '../../../common/geo/distance';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { lazyNamed } from '../../lazyNamed';
import type { ShownCrewDay } from '../../ui/offline/crewDayOverlay';
import { leafletControlColours } from '../../ui/maps/mapConfig';
import { TOUCH_TARGET, useCrewDay, useCrewDayDate, useRefreshCrewDay } from '../dashboard';
import { CREW_DASHBOARD_PATH, withDate } from '../paths';
import { crewMapStops, routeLine, type StopMarker } from './crewMapLayers';
import { useDeferredArrival } from '../../ui/useDeferredArrival';

// Leaflet and the map's layers are a chunk of their own, fetched as the page renders: the header, the buttons and the
// map's frame paint without waiting for them (docs/performance.md, "Phone pages"). The crew's service worker precaches
// it with the page (build/crewPrecache.ts follows a crew page's dynamic imports), so the map opens offline too.
const CrewMapCanvas = lazyNamed(() => import('./CrewMapCanvas'), 'CrewMapCanvas');

/** The phone's position while the page is open, when the browser allows it. */
function useOwnPosition(): Point | null {
  const [position, setPosition] = useState<Point | null>(null);
  useEffect(() => {
    if (!navigator.geolocation) return undefined;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
      () => setPosition(null),
      { enableHighAccuracy: true, maximumAge: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return position;
}

/** Off screen, still read by screen readers. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const MARKER_STYLES = {
  '& .crew-stop-marker': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    fontWeight: 700,
    fontSize: 14,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    border: '2px solid #fff',
    boxShadow: 2,
  },
  '& .crew-stop-done': { bgcolor: 'grey.500', color: '#fff', opacity: 0.8 },
  '& .crew-stop-next': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
  '& .crew-stop-waiting': { borderColor: 'warning.main', borderStyle: 'dashed', borderWidth: 3 },
  '& .leaflet-container': { bgcolor: 'action.hover' },
};

/** The roads through the day's stops, asked again when their order changes; none while offline or on a failure. */
function useRoadPath(date: string | undefined, day: ShownCrewDay | undefined) {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const order = day?.stops.map((stop) => stop._id).join(',');
  const { data } = useQuery({
    queryKey: ['crewDayPath', date ?? 'today', order],
    queryFn: () => dataProvider.getCrewDayPath(date),
    enabled: Boolean(day),
    staleTime: Infinity,
    retry: false,
  });
  return data;
}

export function CrewMapPage() {
  const translate = useTranslate();
  const [date] = useCrewDayDate();
  const { data: loaded, isError } = useCrewDay(date);
  // The markers are drawn in slices as the day arrives, as the day's page draws its stops.
  const day = useDeferredArrival(loaded);
  const refresh = useRefreshCrewDay();
  const own = useOwnPosition();
  const roads = useRoadPath(date, day);
  // The stops stay the same objects when the road path arrives: only the line is drawn again, not every marker.
  const stops = useMemo(() => (day ? crewMapStops(day) : null), [day]);
  const line = useMemo(() => (stops ? routeLine(stops, roads) : null), [stops, roads]);
  const stopListId = useId();
  const describe = (marker: StopMarker) =>
    [
      marker.address,
      translate(`app.work_logs.status.${marker.status}`),
      marker.waiting && translate('app.crew_day.waiting_to_send'),
      marker.isNext && translate('app.crew_day.next_stop'),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.page.crew_map" />
      <Stack direction="row" spacing={1.5} sx={{ mb: 1.5, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          sx={TOUCH_TARGET}
          component={Link}
          to={withDate(CREW_DASHBOARD_PATH, date)}
        >
          {translate('app.crew_day.back_to_day')}
        </Button>
        <Button variant="outlined" startIcon={<RefreshIcon />} sx={TOUCH_TARGET} onClick={() => void refresh()}>
          {translate('app.crew_day.reload')}
        </Button>
      </Stack>
      {isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.crew_day.load_failed')}
        </Alert>
      )}
      {day && stops && stops.markers.length < day.stops.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.crew_day.stops_without_position', { smart_count: day.stops.length - stops.markers.length })}
        </Typography>
      )}
      <Box
        role="region"
        aria-label={translate('app.page.crew_map')}
        aria-describedby={stopListId}
        data-testid="crew-map"
        sx={(theme) => ({
          height: { xs: 'calc(100vh - 190px)', sm: 'calc(100vh - 170px)' },
          minHeight: 360,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          ...MARKER_STYLES,
          ...leafletControlColours(theme),
        })}
      >
        <Suspense fallback={null}>
          <CrewMapCanvas
            stops={stops}
            line={line}
            own={own}
            startLabel={day?.crew.startAddress || translate('app.crew_day.start_point')}
            describe={describe}
          />
        </Suspense>
      </Box>
      {/* The map's text alternative: the stops in route order, read by screen readers only. */}
      <Box component="ol" id={stopListId} sx={VISUALLY_HIDDEN}>
        {stops?.markers.map((marker) => (
          <li key={marker.id}>{describe(marker)}</li>
        ))}
      </Box>
    </Box>
  );
}
