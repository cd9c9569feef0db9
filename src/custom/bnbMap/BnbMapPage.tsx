// The Bush and Bed Service Map (/bnb-map): the bnb visits of a chosen ISO week, coloured by status, with a legend that
// counts them and a status filter.
import { useCallback, useId, useMemo, useState } from 'react';
import { Alert, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { weekOfDay } from '../../../common/schemas/timeSheet';
import { WORK_LOG_STATUSES, type WorkLogStatus } from '../../../common/schemas/workLog';
import type { MapStop } from '../../../common/schemas/workLogMap';
import type { LawnDeskDataProvider } from '../../dataProvider';
import { useServiceDate } from '../../layout/useServiceDate';
import { serviceWeeks } from '../../layout/serviceWeeks';
import { WORK_LOG_QUERY_ROOT } from '../../ui/notifications/liveQueries';
import { statusColor } from '../../ui/maps/mapColors';
import { ApproximateLocationLegend } from '../../ui/maps/ApproximateLocation';
import { MapLegend } from '../../ui/maps/MapLegend';
import { StaffMap } from '../../ui/maps/StaffMap';
import { StopMarkers } from '../../ui/maps/StopMarkers';
import { calendarDay } from '../../../common/format';
import { LoadingBar } from '../../ui/LoadingBar';

const isoWeekOf = (year: number, week: number) => `${year}-W${String(week).padStart(2, '0')}`;

export function BnbMapPage() {
  const translate = useTranslate();
  // The counts and the legend under the map are its text alternative.
  const summaryId = useId();
  const theme = useTheme();
  const dataProvider = useDataProvider<LawnDeskDataProvider>();
  const { serviceDate, setServiceDate } = useServiceDate({ keepInUrl: true });
  const weeks = useMemo(() => serviceWeeks(), []);
  // The header's service week: choosing another week here moves the service date to its Monday.
  const week = weekOfDay(serviceDate);
  const setWeek = (chosen: string) => {
    const option = weeks.find((candidate) => isoWeekOf(candidate.year, candidate.week) === chosen);
    if (option && chosen !== week) setServiceDate(option.from);
  };
  const [statuses, setStatuses] = useState<WorkLogStatus[]>([...WORK_LOG_STATUSES]);

  // Every status is fetched once for the week: the filter hides markers without a new call, and the legend counts them all.
  const stops = useQuery({ queryKey: [WORK_LOG_QUERY_ROOT, 'bnb-map', week], queryFn: () => dataProvider.getBnbMapStops({ week }) });
  const allStops = useMemo(() => stops.data?.stops ?? [], [stops.data]);
  const shown = useMemo(() => allStops.filter((stop) => statuses.includes(stop.status)), [allStops, statuses]);
  const points = useMemo(() => allStops.map((stop): [number, number] => [stop.latitude, stop.longitude]), [allStops]);
  const colorOf = useCallback((stop: MapStop) => statusColor(theme, stop.status), [theme]);
  const toggle = (status: WorkLogStatus) =>
    setStatuses((current) => (current.includes(status) ? current.filter((item) => item !== status) : [...current, status]));

  const legend = WORK_LOG_STATUSES.map((status) => ({
    key: status,
    color: statusColor(theme, status),
    label: translate(`app.work_logs.status.${status}`),
    count: allStops.filter((stop) => stop.status === status).length,
  }));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.bnb_map" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.page.bnb_map')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
        >
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('app.header.service_week')}
            value={week}
            sx={{ minWidth: 260 }}
            onChange={(event) => setWeek(event.target.value)}
          >
            {weeks.map((option) => (
              <MenuItem key={option.index} value={isoWeekOf(option.year, option.week)}>
                {translate('app.header.week_label', {
                  week: option.week,
                  year: option.year,
                  from: calendarDay(option.from),
                  to: calendarDay(option.to),
                })}
              </MenuItem>
            ))}
          </TextField>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label={translate('app.maps.status_filter')}
          >
            {WORK_LOG_STATUSES.map((status) => {
              const isOn = statuses.includes(status);
              return (
                <Chip
                  key={status}
                  clickable
                  aria-pressed={isOn}
                  onClick={() => toggle(status)}
                  variant={isOn ? 'filled' : 'outlined'}
                  label={translate(`app.work_logs.status.${status}`)}
                  sx={{
                    bgcolor: isOn ? statusColor(theme, status) : undefined,
                    color: isOn ? theme.palette.getContrastText(statusColor(theme, status)) : undefined,
                  }}
                />
              );
            })}
          </Stack>
        </Stack>
        {stops.isFetching && <LoadingBar sx={{ mb: 1 }} />}
        {stops.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate('app.maps.load_failed')}
          </Alert>
        )}
        {stops.data?.capped && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('app.maps.capped', { shown: allStops.length, total: stops.data.total })}
          </Alert>
        )}
        <StaffMap points={points} fitKey={week} label={translate('app.page.bnb_map')} describedBy={summaryId}>
          <StopMarkers stops={shown} colorOf={colorOf} />
        </StaffMap>
        <Stack spacing={1} sx={{ mt: 1.5 }} id={summaryId}>
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('app.maps.stops_shown', { smart_count: shown.length })}
            {stops.data?.withoutPosition ? ` · ${translate('app.maps.without_position', { smart_count: stops.data.withoutPosition })}` : ''}
          </Typography>
          <MapLegend title={translate('app.maps.legend_statuses')} entries={legend} />
          {shown.some((stop) => stop.locationApproximate) && <ApproximateLocationLegend />}
        </Stack>
      </CardContent>
    </Card>
  );
}
