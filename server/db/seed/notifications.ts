// A few notifications waiting for the demo staff and customer, so the bell has something to show on first sign-in.
import { withParams } from '../../../common/i18n/catalog';
import type { Tx } from '../../lib/history';
import { type NotificationDraft, storedText } from '../../modules/notifications/notifier';
import { notifications } from '../schema';

const HOUR = 3_600_000;

/** The row of a draft as the notifier stores it: English text, the Spanish from the catalog in `translateEs`. */
const row = (draft: NotificationDraft) => ({ type: draft.type, ...storedText(draft) });

export async function seedNotifications(tx: Tx, { staffIds, customerUserId, property }: { staffIds: string[]; customerUserId: string; property: { _id: string; address: string } }) {
  const now = Date.now();
  const onProperty = { property: { _id: property._id, address: property.address } };
  const { address } = property;
  const forStaff = staffIds.flatMap((userId) => [
    {
      userId, date: new Date(now - 2 * HOUR),
      ...row({ type: 'contact_us_request', title: withParams('notifications.contact_request_title', { subject: 'Thursday visits' }), message: { text: 'Dana Whitfield: Can the crew come on Thursdays instead of Tuesdays?' }, additionalData: onProperty }),
    },
    {
      userId, date: new Date(now - 5 * HOUR),
      ...row({
        type: 'extra-service-time-request', title: 'notifications.extra_time_requested_title',
        message: withParams('notifications.extra_time_requested_message', { crew: 'Austin North Crew', minutes: 30, address, reason: '.' }),
        additionalData: { ...onProperty, others: { crew: 'Austin North Crew' } },
      }),
    },
    {
      userId, isRead: true, completedById: staffIds[0], completedAt: new Date(now - 20 * HOUR), date: new Date(now - 26 * HOUR),
      ...row({ type: 'payment-failed', title: 'notifications.payment_failed_title', message: withParams('notifications.payment_failed_message', { address }), additionalData: onProperty }),
    },
  ]);
  await tx.insert(notifications).values([
    ...forStaff,
    {
      userId: customerUserId, date: new Date(now - 3 * HOUR),
      ...row({
        type: 'service-schedule', title: 'notifications.service_scheduled_title',
        message: withParams('notifications.service_scheduled_message', { address, day: 'validation.week_days.2', from: '8:00', to: '12:00' }),
        additionalData: onProperty,
      }),
    },
  ]);
}
