// A property's activation request: the customer asks staff to activate a property with no active service, staff
// process it. The request lives in its notifications (no table of its own): it is open while the newest
// property-activation-request about the property is newer than the newest property-activation-processed about it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { withParams } from '../../../common/i18n/catalog';
import type { NotificationType } from '../../../common/schemas/notification';
import type { NotificationDraft } from '../messaging';
import { notifications, properties, services } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { SCHEDULED_SERVICE_STATUSES } from '../scheduling';

/**
 * The property is active and not archived, with a service the scheduler plans: what "an active service" means. The
 * correlated columns are spelled with their tables, which drizzle leaves out in a one-table select.
 */
export const hasActiveServiceSql = sql<boolean>`(${properties.status} = 'active' and not ${properties.isArchived} and exists (
  select 1 from ${services} where ${services}.${sql.identifier(services.propertyId.name)} = ${properties}.${sql.identifier(properties._id.name)}
  and ${inArray(services.status, [...SCHEDULED_SERVICE_STATUSES])}))`.mapWith(Boolean);

export async function hasActiveService(executor: Executor, propertyId: string): Promise<boolean> {
  const [row] = await executor.select({ active: hasActiveServiceSql }).from(properties).where(eq(properties._id, propertyId));
  return Boolean(row?.active);
}

const aboutProperty = sql`(${notifications.additionalData} -> 'property' ->> '_id')`;

/** When each property's open activation request was sent (absent: none open), in one query for all of them. */
export async function openActivationRequests(executor: Executor, propertyIds: string[]): Promise<Map<string, Date>> {
  if (!propertyIds.length) return new Map();
  const newest = (type: NotificationType) =>
    sql<Date | null>`max(case when ${notifications.type} = ${type} then ${notifications.date} end)`.mapWith(notifications.date);
  const rows = await executor
    .select({
      propertyId: sql<string>`${aboutProperty}`,
      requestedAt: newest('property-activation-request'),
      processedAt: newest('property-activation-processed'),
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.type, ['property-activation-request', 'property-activation-processed']),
        inArray(aboutProperty, propertyIds),
      ),
    )
    .groupBy(aboutProperty);
  const open = new Map<string, Date>();
  for (const { propertyId, requestedAt, processedAt } of rows) {
    if (requestedAt && (!processedAt || requestedAt > processedAt)) open.set(propertyId, requestedAt);
  }
  return open;
}

/** The property's activation request as the API answers it. */
export async function readActivationRequest(executor: Executor, propertyId: string) {
  const requestedAt = (await openActivationRequests(executor, [propertyId])).get(propertyId);
  return { propertyId, requestedAt: requestedAt?.toISOString() ?? null };
}

type NoticeProperty = { _id: string; address: string };
const withNote = (note: string | null) => (note ? `: ${note}` : '.');

/** To staff: the customer asks to activate the property, with its note. */
export const activationRequestNotice = (property: NoticeProperty, customerName: string, note: string | null): NotificationDraft => ({
  type: 'property-activation-request',
  title: withParams('notifications.portal.activation_requested_title', { address: property.address }),
  message: withParams('notifications.portal.activation_requested_message', {
    customer: customerName,
    address: property.address,
    note: withNote(note),
  }),
  additionalData: { property: { _id: property._id, address: property.address } },
});

/** To the customer: staff processed its request, with their note. */
export const activationProcessedNotice = (property: NoticeProperty, note: string | null): NotificationDraft => ({
  type: 'property-activation-processed',
  title: withParams('notifications.portal.activation_processed_title', { address: property.address }),
  message: withParams('notifications.portal.activation_processed_message', { address: property.address, note: withNote(note) }),
  additionalData: { property: { _id: property._id, address: property.address } },
});
