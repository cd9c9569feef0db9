// The balance dialog's map: each crew's route in its colour (its start, then its stops in order), before the moves or
// after the ticked ones, with the moved stops ringed in the theme's text colour. The legend under it names each crew and its stops before → after,
// the map's text alternative.
import { Fragment, useId, useMemo, useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { BalanceProposal } from '../../../common/schemas/balance';
import { crewColors } from '../../ui/maps/mapColors';
import { type LatLng, StaffMap } from '../../ui/maps/StaffMap';

type Side = 'before' | 'after';

export interface BalanceMapProps {
  figures: Pick<BalanceProposal, 'crews' | 'routes'>;
  /** The visits the ticked moves move: ringed on the map. */
  moved: ReadonlySet<string>;
}

export function BalanceMap({ figures, moved }: BalanceMapProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const legendId = useId();
  const [side, setSide] = useState<Side>('after');
  const colors = useMemo(() => crewColors(figures.crews.map((crew) => crew.crewId)), [figures.crews]);
  const points = useMemo(
    () => figures.routes.flatMap((route) => [...(route.start ? [route.start] : []), ...route.before.map((stop) => stop.at)]) as LatLng[],
    [figures.routes],
  );
  const fitKey = figures.routes.map((route) => route.crewId).join();
  const nameOf = new Map(figures.crews.map((crew) => [crew.crewId, crew.crewName]));

  return (
    <Box component="section" aria-labelledby={`${legendId}-title`} sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
        <Typography id={`${legendId}-title`} variant="subtitle2" component="h3">
          {translate('app.work_logs.balance.map_title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={side}
          onChange={(_, value: Side | null) => value && setSide(value)}
          aria-label={translate('app.work_logs.balance.map_side')}
        >
          <ToggleButton value="before">{translate('app.work_logs.balance.map_before')}</ToggleButton>
          <ToggleButton value="after">{translate('app.work_logs.balance.map_after')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <StaffMap
        points={points}
        fitKey={fitKey}
        label={translate(side === 'before' ? 'app.work_logs.balance.map_label_before' : 'app.work_logs.balance.map_label_after')}
        describedBy={legendId}
        sx={{ height: { xs: 280, md: 340 } }}
      >
        {figures.routes.map((route) => {
          const color = colors.get(route.crewId)!;
          const stops = route[side];
          const path = [...(route.start ? [route.start] : []), ...stops.map((stop) => stop.at)];
          return (
            <Fragment key={`${route.crewId}-${side}`}>
              {path.length > 1 && <Polyline positions={path} pathOptions={{ color, weight: 3, opacity: 0.8 }} />}
              {route.start && (
                <CircleMarker center={route.start} radius={7} pathOptions={{ color, fillColor: '#fff', fillOpacity: 1, weight: 3 }}>
                  <Tooltip>{translate('app.work_logs.balance.map_start', { crew: nameOf.get(route.crewId) ?? '' })}</Tooltip>
                </CircleMarker>
              )}
              {stops.map((stop, index) => {
                const ringed = side === 'after' && moved.has(stop.workLogId);
                return (
                  <CircleMarker
                    key={stop.workLogId}
                    center={stop.at}
                    radius={ringed ? 8 : 5}
                    pathOptions={{
                      color: ringed ? theme.palette.text.primary : color,
                      fillColor: color,
                      fillOpacity: 0.95,
                      weight: ringed ? 3 : 1,
                    }}
                  >
                    <Tooltip>{`${nameOf.get(route.crewId) ?? ''} · ${index + 1}`}</Tooltip>
                  </CircleMarker>
                );
              })}
            </Fragment>
          );
        })}
      </StaffMap>
      <Stack
        id={legendId}
        direction="row"
        flexWrap="wrap"
        columnGap={2}
        rowGap={0.5}
        sx={{ mt: 1 }}
        component="ul"
        style={{ padding: 0, margin: 0 }}
      >
        {figures.crews.map((crew) => (
          <Stack key={crew.crewId} component="li" direction="row" alignItems="center" spacing={0.75} sx={{ listStyle: 'none' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colors.get(crew.crewId) }} aria-hidden />
            <Typography variant="body2">
              {translate('app.work_logs.balance.map_legend', { crew: crew.crewName, before: crew.before.stops, after: crew.after.stops })}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
