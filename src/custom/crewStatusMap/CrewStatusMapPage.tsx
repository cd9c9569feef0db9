// The Crew Status Map (/crew-status-map): every crew's progress today, the last completed and the current stop on the
// map, late crews highlighted; it reads again whenever a stop starts, completes or is skipped (the work-logs-changed event).
// The crews' phones show where each crew is now, live (CrewPositions.tsx).
import { useId, useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { CrewProgress, ProgressStop } from '../../../common/schemas/workLogMap';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { WORK_LOG_QUERY_ROOT } from '../../ui/notifications/liveQueries';
import { crewColors } from '../../ui/maps/mapColors';
import { type LatLng, StaffMap } from '../../ui/maps/StaffMap';
import { useFormat } from '../../ui/format/useFormat';
import { CrewProgressList } from './CrewProgressList';
import { CrewPositionLayers, CrewPositionList, useCrewPositionsDay } from './CrewPositions';
import { LoadingBar } from '../../ui/LoadingBar';

/** Lateness drifts with the clock even when no stop changes. */
const REFRESH_MS = 60_000;

const positionOf = (stop: ProgressStop | null): LatLng | null =>
  stop?.latitude != null && stop.longitude != null ? [stop.latitude, stop.longitude] : null;

export function CrewStatusMapPage() {
  const translate = useTranslate();
  // The crews' progress beside the map is its text alternative.
  const progressId = useId();
  const theme = useTheme();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const progress = useQuery({
    queryKey: [WORK_LOG_QUERY_ROOT, 'crew-progress'],
    queryFn: () => dataProvider.getCrewProgress(),
    refetchInterval: REFRESH_MS,
  });
  const crews = useMemo(() => progress.data?.crews ?? [], [progress.data]);
  const phones = useCrewPositionsDay();
  const [trailCrewId, setTrailCrewId] = useState<string | null>(null);
  const colors = useMemo(
    () => crewColors([...new Set([...crews.map((crew) => crew.crewId), ...(phones.day?.crews ?? []).map((crew) => crew.crewId)])]),
    [crews, phones.day],
  );
  const points = useMemo(
    () => [
      ...crews.flatMap((crew) =>
        [positionOf(crew.lastCompleted), positionOf(crew.current)].filter((point): point is LatLng => point !== null),
      ),
      ...phones.points,
    ],
    [crews, phones.points],
  );
  const lateCount = crews.filter((crew) => crew.late).length;
  const format = useFormat(progress.data?.timeZone);

  const marker = (crew: CrewProgress, stop: ProgressStop | null, kind: 'last' | 'current') => {
    const position = positionOf(stop);
    if (!stop || !position) return null;
    const color = colors.get(crew.crewId);
    const key = kind === 'last' ? 'app.maps.last_completed' : 'app.maps.current_stop';
    return (
      <CircleMarker
        key={`${crew.crewId}:${kind}`}
        center={position}
        radius={kind === 'current' ? 11 : 8}
        pathOptions={{
          color: crew.late ? theme.palette.error.main : kind === 'current' ? color : '#ffffff',
          weight: crew.late ? 4 : 2,
          dashArray: kind === 'current' ? '4 3' : undefined,
          fillColor: color,
          fillOpacity: kind === 'current' ? 0.35 : 0.9,
        }}
      >
        <Tooltip>{`${crew.crewName}: ${translate(key, { address: stop.address, time: format.time(stop.at) })}`}</Tooltip>
      </CircleMarker>
    );
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.crew_status_map" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.crew_status_map')}
        </Typography>
        {progress.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.maps.status_heading', {
              date: format.day(progress.data.date),
              now: format.clock(progress.data.now),
            })}
            {lateCount > 0 && (
              <Box
                component="strong"
                sx={{ color: 'error.main' }}
              >{` · ${translate('app.maps.late_count', { smart_count: lateCount })}`}</Box>
            )}
          </Typography>
        )}
        {progress.isPending && <LoadingBar sx={{ mb: 1 }} />}
        {progress.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('app.maps.load_failed')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <StaffMap
              points={points}
              fitKey={`${progress.data?.date ?? ''}:${phones.day?.crews.length ?? 0}`}
              label={translate('app.page.crew_status_map')}
              describedBy={progressId}
            >
              {crews.flatMap((crew) => [marker(crew, crew.lastCompleted, 'last'), marker(crew, crew.current, 'current')])}
              <CrewPositionLayers day={phones.day} now={phones.now} colors={colors} trailCrewId={trailCrewId} />
            </StaffMap>
            {progress.data && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {translate('app.maps.late_rule', { minutes: progress.data.idleLateMinutes })}
              </Typography>
            )}
          </Box>
          {/* Focusable: the list scrolls on its own on a wide screen, and a keyboard must be able to scroll it. */}
          <Box
            component="section"
            id={progressId}
            tabIndex={0}
            aria-label={translate('app.maps.crews_progress')}
            sx={{ flex: 1, minWidth: 0, maxHeight: { md: 600 }, overflowY: { md: 'auto' } }}
          >
            <CrewPositionList day={phones.day} now={phones.now} colors={colors} trailCrewId={trailCrewId} onTrail={setTrailCrewId} />
            {progress.data && <CrewProgressList crews={crews} colors={colors} timeZone={progress.data.timeZone} />}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
