// A calendar date (YYYY-MM-DD) shown as M/D/YYYY; read as text so no time zone can move it to the day before.
import { FunctionField, type RaRecord } from 'react-admin';

export function calendarDate(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : '';
}

export function CalendarDateField({ source }: { source: string; label?: string }) {
  return <FunctionField source={source} render={(record: RaRecord) => calendarDate(record[source])} />;
}
