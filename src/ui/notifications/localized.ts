// A notification's title and message in the interface language: Spanish when the server sent a translation.
import { calendarDaysIn } from '../../../common/format';
import type { NotificationRecord } from '../../../common/schemas/notification';

/** Rows stored before the server wrote M/D/YYYY still carry YYYY-MM-DD dates: they read like the new ones. */
export function localized(notification: Pick<NotificationRecord, 'title' | 'message' | 'additionalData'>, locale: string) {
  const spanish = notification.additionalData.others?.translateEs;
  const { title, message } = locale === 'es' && spanish ? spanish : notification;
  return { title: calendarDaysIn(title), message: calendarDaysIn(message) };
}
