// A work log's history, readable: crews by name, statuses and dates in words, through the property view's timeline.
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../common/schemas/activityRecord';
import { calendarDate } from '../../ui/fields/CalendarDateField';
import { HistoryTimeline } from '../../ui/history/HistoryTimeline';

/** Replaces ids and codes in the changes with what a reader knows them by; unknown fields pass through. */
export function readableChanges(
  entries: HistoryEntry[],
  crewName: (id: string) => string | undefined,
  translate: (key: string, options?: object) => string,
): HistoryEntry[] {
  const word = (field: string, value: unknown): unknown => {
    if (value === null || value === undefined || value === '') return value;
    if (field === 'crewId') return crewName(String(value)) ?? value;
    if (field === 'status') return translate(`app.work_logs.status.${String(value)}`, { _: String(value) });
    if (['date', 'plannedDate', 'rainDay', 'rainDayUndone'].includes(field)) return calendarDate(value) || value;
    return value;
  };
  return entries.map((entry) => ({
    ...entry,
    changes: Object.fromEntries(
      Object.entries(entry.changes).map(([field, { from, to }]) => [field, { from: word(field, from), to: word(field, to) }]),
    ),
  }));
}

export function WorkLogHistory({ entries, crewName }: { entries: HistoryEntry[]; crewName: (id: string) => string | undefined }) {
  const translate = useTranslate();
  return <HistoryTimeline entries={readableChanges(entries, crewName, translate)} fieldLabels="app.work_logs.fields" />;
}
