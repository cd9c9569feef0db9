// The business's today: the date in System Settings' time zone, the day every "today" rule counts from.
import { dateIn } from './calendar';
import type { Executor } from './history';
import { readSettings } from './settings';

export async function businessToday(executor: Executor, now = new Date()): Promise<string> {
  const { serviceCalendar } = await readSettings(executor, ['serviceCalendar']);
  return dateIn(serviceCalendar.timeZone, now);
}
