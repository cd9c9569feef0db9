// A notification's title and message in the interface language: Spanish when the server sent a translation.
import type { NotificationRecord } from '../../../common/schemas/notification';

export function localized(notification: Pick<NotificationRecord, 'title' | 'message' | 'additionalData'>, locale: string) {
  const spanish = notification.additionalData.others?.translateEs;
  return locale === 'es' && spanish ? spanish : { title: notification.title, message: notification.message };
}
