// The crews on the office's map (docs/field.md, "Crews on the map"): each crew's last position from its phone, its age
// and current stop, read again live when a phone reports (crew-positions-changed), and one crew's trail of the day on demand.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Circle, CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { useDataProvider, useTranslate } from 'react-admin';
import { CREW_POSITIONS_CHANGED_EVENT } from '../../../common/fieldLimits';
import type { CrewLastPosition, CrewPositionsDay } from '../../../common/schemas/crewPosition';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useSocketEvent } from '../../ui/notifications/socket';
import type { LatLng } from '../../ui/maps/StaffMap';

export const CREW_POSITIONS_KEY = ['crew-positions'];
/** A phone silent longer than this is shown faded: out of signal, locked for long, or its crew off the clock. */
export const STALE_MINUTES = 10;
const TICK_MS = 15_000;

/** The age of a position now, from the server's age when it answered and the time since. */
function ageNow(crew: CrewLastPosition, day: CrewPositionsDay, now: number) {
  return crew.ageSeconds + Math.max(0, (now - Date.parse(day.now)) / 1000);
}

function useAgeText() {
  const translate = useTranslate();
  return (seconds: number) => {
    if (seconds < 90) return translate('app.maps.positions.age_seconds', { smart_count: Math.round(seconds) });
    if (seconds < 90 * 60) return translate('app.maps.positions.age_minutes', { smart_count: Math.round(seconds / 60) });
    return translate('app.maps.positions.age_hours', { smart_count: Math.round(seconds / 3600) });
  };
}

export function useCrewPositionsDay() {
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const queryClient = useQueryClient();
  const positions = useQuery({ queryKey: CREW_POSITIONS_KEY, queryFn: () => dataProvider.getCrewPositions() });
  useSocketEvent(CREW_POSITIONS_CHANGED_EVENT, () => void queryClient.invalidateQueries({ queryKey: CREW_POSITIONS_KEY }));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, []);
  const points = useMemo<LatLng[]>(() => (positions.data?.crews ?? []).map((crew) => [crew.latitude, crew.longitude]), [positions.data]);
  return { day: positions.data, points, now };
}

/** The markers on the map: the phone's position with its accuracy circle, and the chosen crew's trail. */
export function CrewPositionLayers({
  day,
  now,
  colors,
  trailCrewId,
}: {
  day: CrewPositionsDay | undefined;
  now: number;
  colors: Map<string, string>;
  trailCrewId: string | null;
}) {
  const translate = useTranslate();
  const ageText = useAgeText();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const trail = useQuery({
    queryKey: [...CREW_POSITIONS_KEY, 'trail', trailCrewId],
    queryFn: () => dataProvider.getCrewPositions({ crewId: trailCrewId! }),
    enabled: trailCrewId !== null,
  });
  if (!day) return null;
  return (
    <>
      {trailCrewId && trail.data?.trail && (
        <Polyline
          positions={trail.data.trail.map((point) => [point.latitude, point.longitude] as LatLng)}
          pathOptions={{ color: colors.get(trailCrewId) ?? '#1565c0', weight: 3, opacity: 0.8, dashArray: '6 4' }}
        />
      )}
      {day.crews.map((crew) => {
        const age = ageNow(crew, day, now);
        const stale = age > STALE_MINUTES * 60;
        const color = colors.get(crew.crewId) ?? '#1565c0';
        return [
          <Circle
            key={`${crew.crewId}:accuracy`}
            center={[crew.latitude, crew.longitude]}
            radius={crew.accuracyM}
            pathOptions={{ color, weight: 1, opacity: 0.4, fillOpacity: 0.08 }}
          />,
          <CircleMarker
            key={`${crew.crewId}:phone`}
            center={[crew.latitude, crew.longitude]}
            radius={7}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: color, fillOpacity: stale ? 0.35 : 1 }}
          >
            <Tooltip>
              {translate('app.maps.positions.last_seen', {
                crew: crew.crewName,
                age: ageText(age),
                name: crew.userName,
                accuracy: Math.round(crew.accuracyM),
              })}
            </Tooltip>
          </CircleMarker>,
        ];
      })}
    </>
  );
}

/** Beside the map: each crew's last report in words, the stop it is at, and the trail button. */
export function CrewPositionList({
  day,
  now,
  colors,
  trailCrewId,
  onTrail,
}: {
  day: CrewPositionsDay | undefined;
  now: number;
  colors: Map<string, string>;
  trailCrewId: string | null;
  onTrail: (crewId: string | null) => void;
}) {
  const translate = useTranslate();
  const ageText = useAgeText();
  if (!day) return null;
  return (
    <Box component="section" aria-labelledby="crew-positions-heading" sx={{ mt: 2 }} data-testid="crew-positions">
      <Typography id="crew-positions-heading" variant="subtitle1" component="h2">
        {translate('app.maps.positions.heading')}
      </Typography>
      {day.crews.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.maps.positions.none')}
        </Typography>
      )}
      <List dense disablePadding>
        {day.crews.map((crew) => {
          const age = ageNow(crew, day, now);
          const stale = age > STALE_MINUTES * 60;
          const showing = trailCrewId === crew.crewId;
          return (
            <ListItem key={crew.crewId} disableGutters data-crew-id={crew.crewId} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  mr: 1,
                  mt: 0.75,
                  flex: 'none',
                  bgcolor: colors.get(crew.crewId),
                  opacity: stale ? 0.4 : 1,
                }}
              />
              <ListItemText
                sx={{ flex: 1, minWidth: 0, my: 0 }}
                primary={translate('app.maps.positions.last_seen', {
                  crew: crew.crewName,
                  age: ageText(age),
                  name: crew.userName,
                  accuracy: Math.round(crew.accuracyM),
                })}
                secondary={
                  (crew.currentStop
                    ? translate('app.maps.positions.at_stop', { address: crew.currentStop.address })
                    : translate('app.maps.positions.no_stop')) +
                  (stale ? ` · ${translate('app.maps.positions.stale', { minutes: STALE_MINUTES })}` : '')
                }
                data-testid="crew-position-text"
              />
              <Button size="small" sx={{ ml: 2.5 }} onClick={() => onTrail(showing ? null : crew.crewId)} aria-pressed={showing}>
                {translate(showing ? 'app.maps.positions.hide_trail' : 'app.maps.positions.show_trail')}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
