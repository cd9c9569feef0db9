// A calendar date (YYYY-MM-DD) shown as M/D/YYYY; read as text so no time zone can move it to the day before.
import { FunctionField, type RaRecord } from 'react-admin';
import { calendarDay } from '../../../common/format';

/** The formatting module's calendar day, under the name the screens already use. */
export const calendarDate = calendarDay;

export function CalendarDateField({ source }: { source: string; label?: string }) {
  return <FunctionField source={source} render={(record: RaRecord) => calendarDate(record[source])} />;
}
