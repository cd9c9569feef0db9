// What a socket event makes stale: the cached queries of the record it tells of, so every open screen showing it reads it again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationRecord } from '../../../common/schemas/notification';

/** The property view's queries (`propertyView/<part>/<ids…>`) and react-admin's `properties` resource queries. */
export function isQueryOfProperty(queryKey: QueryKey, propertyId: string): boolean {
  if (queryKey[0] === 'properties') return true;
  return queryKey[0] === 'propertyView' && queryKey.slice(2).includes(propertyId);
}

/** The customer portal's queries (`customer/…`: its dashboard and payments) and its referral wallet (`referral-…`). */
export const PORTAL_QUERY_ROOT = 'customer';

/** The wallet, its trackers, the mows a free mow can go on and the visits staff may count: `referral-…` queries. */
export const isReferralQuery = (queryKey: QueryKey) => String(queryKey[0]).startsWith('referral-');

/** A customer only hears about its own properties, so any such notice may change what its portal shows. */
export const isPortalQuery = (queryKey: QueryKey) => queryKey[0] === PORTAL_QUERY_ROOT || isReferralQuery(queryKey);

/**
 * A notification naming a property reports a change to it made by someone else: its status, services or activity for
 * staff; for its customer also an activation request processed or a free mow earned.
 */
export function invalidateChangedRecords(queryClient: QueryClient, notification: NotificationRecord) {
  const propertyId = notification.additionalData?.property?._id;
  if (!propertyId) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfProperty(queryKey, propertyId) || isPortalQuery(queryKey) });
}

/** Every work-log query (`work-logs/…`: the board's list, the calendar's summary, the maps' stops and crews' progress). */
export const WORK_LOG_QUERY_ROOT = 'work-logs';

/** The customers' ratings of visits (the dashboard's card): read again when a customer rates one (VISIT_RATED_EVENT). */
export const VISIT_RATINGS_QUERY_KEY = [WORK_LOG_QUERY_ROOT, 'visit-ratings'] as const;

export function invalidateWorkLogs(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [WORK_LOG_QUERY_ROOT] });
}

/** The staff dashboard (`work-logs/dashboard/<date>`) and the contact request, sign-up and customer lists. */
export function invalidateOfficeQueues(queryClient: QueryClient) {
  return Promise.all(
    [[WORK_LOG_QUERY_ROOT, 'dashboard'], ['contact-requests'], ['customer-signup'], ['properties']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A new lead, or a quote's status changed: the leads (list and page) and the quotes shown on a lead's page. */
export function invalidateQuotes(queryClient: QueryClient) {
  return Promise.all([['leads'], ['quotes-of']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A newsletter's progress: its list and detail (`news-letters`) and its recipients (`news-letters/recipients`). */
export function invalidateNewsletters(queryClient: QueryClient) {
  const [listed, read] = ['getList', 'getOne'].map((call) => queryClient.invalidateQueries({ queryKey: ['news-letters', call] }));
  return Promise.all([listed, read, queryClient.invalidateQueries({ queryKey: ['news-letters/recipients'] })]);
}
