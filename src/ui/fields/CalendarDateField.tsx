// A calendar date (YYYY-MM-DD) shown as M/D/YYYY; read as text so no time zone can move it to the day before.
import { FunctionField, type RaRecord } from 'react-admin';
import { BUSINESS_TIME_ZONE } from '../../../common/schemas/timeSheet';

export function calendarDate(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : '';
}

/** The business's calendar day of an instant (an ISO date-time), as M/D/YYYY. */
export const businessDay = (instant: string) => new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE }).format(new Date(instant));

export function CalendarDateField({ source }: { source: string; label?: string }) {
  return <FunctionField source={source} render={(record: RaRecord) => calendarDate(record[source])} />;
}
