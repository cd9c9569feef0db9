// The transfer date closes a season (docs/billing.md): once the business's today reaches it, the payments dated
// before it are closed and only a refund may change them.
import type { Executor } from '../../lib/history';
import { dateIn } from '../../lib/calendar';
import { readSettings } from '../../lib/settings';

export interface BillingClock {
  /** The business's today, in its own time zone. */
  today: string;
  transferDate: string;
}

export function isClosed(date: string, { today, transferDate }: BillingClock): boolean {
  return today >= transferDate && date < transferDate;
}

export async function billingClock(executor: Executor, now = new Date()): Promise<BillingClock> {
  const { serviceCalendar } = await readSettings(executor, ['serviceCalendar']);
  return { today: dateIn(serviceCalendar.timeZone, now), transferDate: serviceCalendar.transferDate };
}
