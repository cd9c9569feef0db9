// The Work Calendar's pure logic: the days a view shows, one event per crew and day from the summary, and where a drop lands.
import { addDays, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import type { WorkLogStatus } from '../../../common/schemas/workLog';
import type { WorkLogDaySummary } from '../../../common/schemas/workLogRecord';

export type CalendarView = 'month' | 'week' | 'day';
/** The resource id of the work no crew has yet. */
export const UNASSIGNED_RESOURCE = 'none';
/** Service weeks are ISO weeks: the calendar's weeks start on Monday too. */
export const WEEK_STARTS_ON = 1;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The first and last day (YYYY-MM-DD) a view of `date` shows: the summary is asked for exactly these. */
export function visibleRange(view: CalendarView, date: Date): { dateFrom: string; dateTo: string } {
  const options = { weekStartsOn: WEEK_STARTS_ON } as const;
  if (view === 'day') return { dateFrom: day(date), dateTo: day(date) };
  if (view === 'week') return { dateFrom: day(startOfWeek(date, options)), dateTo: day(endOfWeek(date, options)) };
  return { dateFrom: day(startOfWeek(startOfMonth(date), options)), dateTo: day(endOfWeek(endOfMonth(date), options)) };
}

export interface CrewDayEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** A crew's day is one all-day event: the calendar shows days, not hours. */
  allDay: true;
  resourceId: string;
  summary: WorkLogDaySummary;
}

/** The statuses shown on an event, in the order a day goes. */
export const SHOWN_STATUSES: readonly WorkLogStatus[] = ['pending', 'started', 'completed', 'skipped', 'cancel'];

/** One event per crew and day; `countsLabel` words its counts (the catalog's), `unassigned` names crewless work. */
export function summaryToEvents(
  rows: readonly WorkLogDaySummary[],
  countsLabel: (summary: WorkLogDaySummary) => string,
  unassigned: string,
): CrewDayEvent[] {
  return rows.map((summary) => {
    const start = parseISO(summary.date);
    return {
      id: `${summary.crewId ?? UNASSIGNED_RESOURCE}|${summary.date}`,
      title: `${summary.crewName ?? unassigned}: ${countsLabel(summary)}`,
      start,
      end: addDays(start, 1),
      allDay: true,
      resourceId: summary.crewId ?? UNASSIGNED_RESOURCE,
      summary,
    };
  });
}

export interface DayMove {
  fromDate: string;
  /** null: the unassigned work. */
  fromCrewId: string | null;
  toDate: string;
  /** Left out: the crew does not change; null: the work goes back to no crew. */
  toCrewId?: string | null;
}

/** Where a crew's day dropped on the calendar goes; null when it lands where it was. The Unassigned column unassigns. */
export function dropTarget(event: CrewDayEvent, start: Date, resourceId?: string | number): DayMove | null {
  const toDate = day(start);
  const fromCrewId = event.summary.crewId;
  const target = resourceId === undefined ? undefined : String(resourceId);
  const toCrew = target === UNASSIGNED_RESOURCE ? null : target;
  const crewChanges = toCrew !== undefined && toCrew !== fromCrewId;
  if (toDate === event.summary.date && !crewChanges) return null;
  return { fromDate: event.summary.date, fromCrewId, toDate, ...(crewChanges && { toCrewId: toCrew }) };
}
