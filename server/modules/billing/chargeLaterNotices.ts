// The notifications staff get when a payment is set to be charged later, moved to another day, or owed again.
import { withParams } from '../../../common/i18n/catalog';
import type { NotificationType } from '../../../common/schemas/notification';
import type { PaymentDetail } from '../../../common/schemas/paymentRecord';
import type { NotificationDraft } from '../messaging';
import { dollars } from './notices';

const CHARGE_LATER_NOTICES = {
  'charge-later-schedule': ['notifications.charge_later.scheduled_title', 'notifications.charge_later.scheduled_message'],
  'charge-later-update': ['notifications.charge_later.updated_title', 'notifications.charge_later.updated_message'],
  'charge-later-revert': ['notifications.charge_later.reverted_title', 'notifications.charge_later.reverted_message'],
} as const satisfies Partial<Record<NotificationType, [string, string]>>;

/** `date` is the day the charge was (or now is) planned for. */
export function chargeLaterNotice(type: keyof typeof CHARGE_LATER_NOTICES, payment: PaymentDetail, date: string): NotificationDraft {
  const [title, message] = CHARGE_LATER_NOTICES[type];
  return {
    type,
    title,
    message: withParams(message, { address: payment.address, customer: payment.customerName, amount: dollars(payment.amountCents), date }),
    additionalData: { property: { _id: payment.propertyId, address: payment.address }, others: { chargeLaterDate: date } },
  };
}
