// The Work Calendar (/workcal): month, week and day views of each crew's days with counts by status; a click opens the
// board on that crew and day, a drag moves the day's pending work to another day, crew or no crew once confirmed, and
// Rain day moves the shown day's pending visits (the whole business, or a narrower scope chosen in its dialog).
import { useMemo, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, type Theme, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { format, getDay, parse, parseISO, startOfWeek } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import { Calendar, dateFnsLocalizer, type View } from 'react-big-calendar';
import * as dragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { Confirm, Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WorkLogDaySummary } from '../../../common/schemas/workLogRecord';
import { boardPath } from '../assignment/paths';
import { RainDayActions } from '../../ui/rainDays/RainDayActions';
import { useCrewChoices } from '../../ui/workLogs/useWorkLogChoices';
import { workLogKeys, useWorkLogProvider } from '../../ui/workLogs/useWorkLogActions';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { useServiceDate } from '../../layout/useServiceDate';
import {
  type CalendarView,
  type CrewDayEvent,
  type DayMove,
  dropTarget,
  SHOWN_STATUSES,
  summaryToEvents,
  UNASSIGNED_RESOURCE,
  visibleRange,
  WEEK_STARTS_ON,
} from './calendarEvents';
import { calendarSx } from './calendarTheme';
import { CrewDayEventView } from './CrewDayEventView';
import { StatusLegend } from './StatusLegend';
import { useMoveDay } from './useMoveDay';
import { LoadingBar } from '../../ui/LoadingBar';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { en: enUS, es },
});
/**
 * The addon ships as CommonJS only; the production bundle hands its `exports` object over as the default export,
 * so the function sits one `default` deeper there than in the dev server and vitest.
 */
type WithDragAndDrop = typeof dragAndDropModule.default;
const dragAndDrop = dragAndDropModule as unknown as { default: WithDragAndDrop | { default: WithDragAndDrop } };
const withDragAndDrop: WithDragAndDrop = typeof dragAndDrop.default === 'function' ? dragAndDrop.default : dragAndDrop.default.default;
const DragAndDropCalendar = withDragAndDrop<CrewDayEvent, { id: string; title: string }>(Calendar);
const VIEWS: CalendarView[] = ['month', 'week', 'day'];
const COMPONENTS = { event: CrewDayEventView };

export function WorkCalendarPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useWorkLogProvider();
  const { serviceDate, setServiceDate } = useServiceDate({ keepInUrl: true });
  // A month of crews' days does not fit a phone: it opens on one day, its crews side by side.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<CalendarView>(isPhone ? 'day' : 'month');
  const [pending, setPending] = useState<{ move: DayMove; event: CrewDayEvent } | null>(null);
  const date = parseISO(serviceDate);
  const range = visibleRange(view, date);
  const summary = useQuery({
    queryKey: workLogKeys.summary(range.dateFrom, range.dateTo),
    queryFn: () => dataProvider.getWorkLogSummary(range),
  });
  const moveDay = useMoveDay(() => setPending(null));

  const countsLabel = (row: WorkLogDaySummary) =>
    SHOWN_STATUSES.filter((status) => row.counts[status] > 0)
      .map((status) =>
        translate('app.work_logs.calendar.count', { count: row.counts[status], status: translate(`app.work_logs.status.${status}`) }),
      )
      .join(' · ');
  const unassigned = translate('app.work_logs.board.unassigned');
  const events = useMemo(() => summaryToEvents(summary.data ?? [], countsLabel, unassigned), [summary.data, locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const crews = useCrewChoices();
  const resources = useMemo(() => {
    const list = crews.map((crew) => ({ id: crew._id, title: crew.name }));
    return events.some((event) => event.resourceId === UNASSIGNED_RESOURCE)
      ? [{ id: UNASSIGNED_RESOURCE, title: unassigned }, ...list]
      : list;
  }, [crews, events, unassigned]);

  const crewName = (crewId: string | null | undefined) =>
    crewId ? (crews.find((crew) => crew._id === crewId)?.name ?? crewId) : unassigned;
  const messages = {
    today: translate('app.work_logs.calendar.today'),
    previous: translate('app.work_logs.calendar.previous'),
    next: translate('app.work_logs.calendar.next'),
    month: translate('app.work_logs.calendar.month'),
    week: translate('app.work_logs.calendar.week'),
    day: translate('app.work_logs.calendar.day'),
    noEventsInRange: translate('app.work_logs.calendar.empty'),
    showMore: (count: number) => translate('app.work_logs.calendar.show_more', { count }),
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.page.work_calendar" />
      {summary.isFetching && <LoadingBar />}
      <CardContent>
        {summary.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('app.work_logs.calendar.load_failed')}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <StatusLegend />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RainDayActions date={serviceDate} scope="business" scopeId={null} />
          </Stack>
        </Stack>
        <Box sx={calendarSx}>
          <DragAndDropCalendar
            localizer={localizer}
            culture={locale}
            messages={messages}
            events={events}
            date={date}
            view={view}
            views={VIEWS}
            onView={(next: View) => setView(next as CalendarView)}
            onNavigate={(next: Date) => setServiceDate(format(next, 'yyyy-MM-dd'))}
            resources={view === 'month' ? undefined : resources}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            components={COMPONENTS}
            showAllEvents
            resizable={false}
            draggableAccessor={(event: CrewDayEvent) => event.summary.counts.pending > 0}
            onSelectEvent={(event: CrewDayEvent) => navigate(boardPath(event.summary.crewId, event.summary.date))}
            onEventDrop={({ event, start, resourceId }) => {
              const move = dropTarget(event, new Date(start), resourceId);
              if (move) setPending({ move, event });
            }}
            tooltipAccessor={(event: CrewDayEvent) => event.title}
            style={{ height: 'auto' }}
          />
        </Box>
      </CardContent>
      <Confirm
        isOpen={Boolean(pending)}
        loading={moveDay.isPending}
        title="app.work_logs.calendar.move_title"
        content={translate('app.work_logs.calendar.move_content', {
          smart_count: pending?.event.summary.counts.pending ?? 0,
          crew: crewName(pending?.move.fromCrewId),
          from: calendarDate(pending?.move.fromDate),
          to: calendarDate(pending?.move.toDate),
          toCrew: crewName(pending?.move.toCrewId === undefined ? pending?.move.fromCrewId : pending.move.toCrewId),
        })}
        confirm="app.work_logs.calendar.move_confirm"
        onConfirm={() => pending && moveDay.mutate(pending.move)}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
