// What a socket event makes stale: the cached queries of the record it tells of, so every open screen showing it reads it again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationRecord } from '../../../common/schemas/notification';

/** The property view's queries (`propertyView/<part>/<ids…>`) and react-admin's `properties` resource queries. */
export function isQueryOfProperty(queryKey: QueryKey, propertyId: string): boolean {
  if (queryKey[0] === 'properties') return true;
  return queryKey[0] === 'propertyView' && queryKey.slice(2).includes(propertyId);
}

/** A notification naming a property reports a change to it (its status, services or activity) made by someone else. */
export function invalidateChangedRecords(queryClient: QueryClient, notification: NotificationRecord) {
  const propertyId = notification.additionalData?.property?._id;
  if (!propertyId) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => isQueryOfProperty(query.queryKey, propertyId) });
}

/** Every work-log query (`work-logs/…`: the board's list, the calendar's summary, the maps' stops and crews' progress). */
export const WORK_LOG_QUERY_ROOT = 'work-logs';

export function invalidateWorkLogs(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [WORK_LOG_QUERY_ROOT] });
}
