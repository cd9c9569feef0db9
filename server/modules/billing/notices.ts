// The notifications a payment's changes send, as catalog messages (the notifier stores English and Spanish).
import { declineReason } from '../../../common/declines';
import { type MessageKey, withParams } from '../../../common/i18n/catalog';
import type { NotificationType } from '../../../common/schemas/notification';
import type { BilledItem, DeclineClass } from '../../../common/schemas/payment';
import type { NotificationDraft } from '../messaging';

export interface BilledWorkLog {
  propertyId: string;
  address: string;
  date: string;
  item: BilledItem;
  amountCents: number;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function draft(
  type: NotificationType,
  workLog: BilledWorkLog,
  title: MessageKey,
  message: MessageKey,
  params: Record<string, string> = {},
): NotificationDraft {
  return {
    type,
    title,
    message: withParams(message, {
      item: `notifications.payments.items.${workLog.item}`,
      address: workLog.address,
      date: workLog.date,
      amount: dollars(workLog.amountCents),
      ...params,
    }),
    additionalData: { property: { _id: workLog.propertyId, address: workLog.address }, others: { workLogDate: workLog.date } },
  };
}

export const chargedNotice = (workLog: BilledWorkLog) =>
  draft('payment-success', workLog, 'notifications.payments.success_title', 'notifications.payments.success_message');

/**
 * A declined try: tried again on `nextDate`, or stopped (an expired card asks for a new one); without a card nothing
 * was sent to the gateway.
 */
export function declinedNotice(
  workLog: BilledWorkLog,
  decline: { code: string; message: string; nextDate: string | null; declineClass?: DeclineClass | null },
): NotificationDraft {
  const title = 'notifications.payment_failed_title';
  if (decline.code === NO_CARD) return draft('payment-failed', workLog, title, 'notifications.payments.no_card_message');
  const reason = declineReason(decline.code, decline.message || decline.code);
  if (decline.declineClass === 'expired')
    return draft('payment-failed', workLog, title, 'notifications.payments.declined_expired_message', { reason });
  return decline.nextDate
    ? draft('payment-failed', workLog, title, 'notifications.payments.declined_retry_message', { reason, nextDate: decline.nextDate })
    : draft('payment-failed', workLog, title, 'notifications.payments.declined_stop_message', { reason });
}

export const chargeLaterReadyNotice = (workLog: BilledWorkLog) =>
  draft(
    'charge-later-ready',
    workLog,
    'notifications.payments.charge_later_ready_title',
    'notifications.payments.charge_later_ready_message',
  );

export function noChargeNotice(workLog: BilledWorkLog, noCharge: boolean, reason: string | null): NotificationDraft {
  return noCharge
    ? draft('no-charge-assignment', workLog, 'notifications.payments.no_charge_title', 'notifications.payments.no_charge_message', {
        reason: reason ? `: ${reason}` : '.',
      })
    : draft(
        'no-charge-revert',
        workLog,
        'notifications.payments.no_charge_revert_title',
        'notifications.payments.no_charge_revert_message',
      );
}

/** The failure code of a try that found no card to charge: retryable, and the gateway never asked. */
export const NO_CARD = 'no-card';
