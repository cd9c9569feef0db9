// The Territory Map (/map-crew): each crew's zip code areas in its colour, and the service date's stops clustered,
// coloured by crew or by status, narrowed by market and crew.
import { useCallback, useId, useMemo, useState } from 'react';
import { Alert, Card, CardContent, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { WORK_LOG_STATUSES } from '../../../common/schemas/workLog';
import type { MapStop } from '../../../common/schemas/workLogMap';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useServiceDate } from '../../layout/useServiceDate';
import { WORK_LOG_QUERY_ROOT } from '../../ui/notifications/liveQueries';
import { crewColors, statusColor, UNASSIGNED_COLOR } from '../../ui/maps/mapColors';
import { ApproximateLocationLegend } from '../../ui/maps/ApproximateLocation';
import { type LegendEntry, MapLegend } from '../../ui/maps/MapLegend';
import { StaffMap } from '../../ui/maps/StaffMap';
import { StopMarkers } from '../../ui/maps/StopMarkers';
import { CrewAreas } from './CrewAreas';
import { LoadingBar } from '../../ui/LoadingBar';

const ALL = '';
type ColorBy = 'crew' | 'status';

export function TerritoryMapPage() {
  const translate = useTranslate();
  // The counts and the legend under the map are its text alternative.
  const summaryId = useId();
  const theme = useTheme();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { serviceDate: date, setServiceDate: setDate } = useServiceDate({ keepInUrl: true });
  const [marketId, setMarketId] = useState(ALL);
  const [crewId, setCrewId] = useState(ALL);
  const [colorBy, setColorBy] = useState<ColorBy>('crew');

  const territories = useQuery({ queryKey: ['vendors', 'territories'], queryFn: () => dataProvider.getTerritories() });
  const areas = useQuery({ queryKey: ['zipcodes', 'map'], queryFn: () => dataProvider.getZipcodeMap(), staleTime: Infinity });
  const filter = { date, marketId: marketId || undefined, crewId: crewId || undefined };
  const stops = useQuery({ queryKey: [WORK_LOG_QUERY_ROOT, 'map', filter], queryFn: () => dataProvider.getMapStops(filter) });

  const allCrews = useMemo(() => territories.data?.crews ?? [], [territories.data]);
  const colors = useMemo(() => crewColors(allCrews.map((crew) => crew.crewId)), [allCrews]);
  const shownCrews = useMemo(
    () => allCrews.filter((crew) => (!marketId || crew.marketId === marketId) && (!crewId || crew.crewId === crewId)),
    [allCrews, marketId, crewId],
  );
  const colorOf = useCallback(
    (stop: MapStop) =>
      colorBy === 'status' ? statusColor(theme, stop.status) : (stop.crewId && colors.get(stop.crewId)) || UNASSIGNED_COLOR,
    [colorBy, colors, theme],
  );
  const stopList = useMemo(() => stops.data?.stops ?? [], [stops.data]);
  const points = useMemo(() => stopList.map((stop): [number, number] => [stop.latitude, stop.longitude]), [stopList]);

  const legend: LegendEntry[] = useMemo(() => {
    const count = (predicate: (stop: MapStop) => boolean) => stopList.filter(predicate).length;
    if (colorBy === 'status') {
      return WORK_LOG_STATUSES.map((status) => ({
        key: status,
        color: statusColor(theme, status),
        label: translate(`app.work_logs.status.${status}`),
        count: count((stop) => stop.status === status),
      }));
    }
    return shownCrews.map((crew) => ({
      key: crew.crewId,
      color: colors.get(crew.crewId)!,
      label: `${crew.crewName} · ${crew.vendorName}`,
      count: count((stop) => stop.crewId === crew.crewId),
    }));
  }, [colorBy, shownCrews, colors, stopList, theme, translate]);

  const markets = territories.data?.markets ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.territory_map" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.territory_map')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            fullWidth={false}
            label={translate('app.header.service_date')}
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('app.work_logs.board.market')}
            value={marketId}
            sx={{ minWidth: 180 }}
            onChange={(event) => {
              setMarketId(event.target.value);
              setCrewId(ALL);
            }}
          >
            <MenuItem value={ALL}>{translate('app.work_logs.board.all')}</MenuItem>
            {markets.map((market) => (
              <MenuItem key={market._id} value={market._id}>
                {market.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('app.work_logs.board.crew')}
            value={crewId}
            sx={{ minWidth: 200 }}
            onChange={(event) => setCrewId(event.target.value)}
          >
            <MenuItem value={ALL}>{translate('app.work_logs.board.all')}</MenuItem>
            {allCrews
              .filter((crew) => !marketId || crew.marketId === marketId)
              .map((crew) => (
                <MenuItem key={crew.crewId} value={crew.crewId}>
                  {crew.crewName}
                </MenuItem>
              ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={colorBy}
            onChange={(_event, value: ColorBy | null) => value && setColorBy(value)}
            aria-label={translate('app.maps.color_by')}
          >
            <ToggleButton value="crew">{translate('app.maps.by_crew')}</ToggleButton>
            <ToggleButton value="status">{translate('app.maps.by_status')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {(stops.isFetching || territories.isPending) && <LoadingBar sx={{ mb: 1 }} />}
        {stops.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('app.maps.load_failed')}
          </Alert>
        )}
        {stops.data?.capped && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('app.maps.capped', { shown: stopList.length, total: stops.data.total })}
          </Alert>
        )}
        <StaffMap points={points} fitKey={JSON.stringify(filter)} label={translate('app.page.territory_map')} describedBy={summaryId}>
          <CrewAreas crews={shownCrews} colors={colors} areas={areas.data?.rows ?? []} />
          <StopMarkers stops={stopList} colorOf={colorOf} />
        </StaffMap>
        <Stack spacing={1} sx={{ mt: 1.5 }} id={summaryId}>
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('app.maps.stops_shown', { smart_count: stopList.length })}
            {stops.data?.withoutPosition ? ` · ${translate('app.maps.without_position', { smart_count: stops.data.withoutPosition })}` : ''}
          </Typography>
          <MapLegend title={translate(colorBy === 'crew' ? 'app.maps.legend_crews' : 'app.maps.legend_statuses')} entries={legend} />
          {stopList.some((stop) => stop.locationApproximate) && <ApproximateLocationLegend />}
        </Stack>
      </CardContent>
    </Card>
  );
}
