// How a notification leaves the API and the socket: ISO dates and the completer as {_id, name, completedAt}.
import type { NotificationRecord } from '../../../common/schemas/notification';
import type { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationRecord(row: NotificationRow, completerName: string | null): NotificationRecord {
  return {
    _id: row._id,
    type: row.type,
    title: row.title,
    message: row.message,
    date: row.date.toISOString(),
    isRead: row.isRead,
    additionalData: row.additionalData,
    completedBy:
      row.completedById && row.completedAt
        ? { _id: row.completedById, name: completerName ?? '', completedAt: row.completedAt.toISOString() }
        : null,
  };
}
