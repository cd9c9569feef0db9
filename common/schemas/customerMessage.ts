// The moments a customer hears from their lawn company about, and the messages staff see on the property view.
import { z } from 'zod';
import { recordId } from './fields';
import { TEXT_STATUSES } from './textMessage';

/** Each moment sends at most one message per channel and subject: its key is `<moment>:<subject id>`. */
export const MOMENT_KINDS = [
  'visit-eve',
  'on-my-way',
  'visit-done',
  'payment-receipt',
  'payment-failed',
  'payment-reminder',
  'visit-moved',
  'card-expiring',
  'service-paused',
  'service-resumed',
  'invoice-issued',
  'treatment-eve',
  'treatment-done',
  'visits-paused',
  'visits-restarted',
] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/** A file sent with an e-mail (an invoice's PDF), kept with the e-mail so that a retry sends what was written. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const EMAIL_STATUSES = ['queued', 'retrying', 'sending', 'sent', 'failed', 'dropped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/**
 * Why a message was not sent when its time came (docs/messages.md "Checked when sent"): a later one about the same
 * visit or payment took its place, what it says no longer holds, staff cancelled it, or staff switched its moment off.
 */
export const DROP_REASONS = [
  'superseded',
  'visit_gone',
  'visit_cancelled',
  'visit_moved',
  'already_told',
  'crew_changed',
  'visit_done',
  'day_passed',
  'visits_held',
  'hold_released',
  'payment_gone',
  'paid',
  'cancelled',
  'moment_off',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];
/** The statuses of a message still waiting for its time, which staff may cancel. */
export const WAITING_STATUSES = ['queued', 'held', 'retrying'] as const;

/** One message sent (or tried) to a customer, e-mail or text, as the property view lists it. */
export const customerMessage = z.object({
  _id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The moment it was sent for (`visit-eve`…), `resend` for a copy staff sent again, null for other texts. */
  moment: z.string().nullable(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum([...new Set([...TEXT_STATUSES, ...EMAIL_STATUSES])] as [string, ...string[]]),
  reason: z.string().nullable(),
  dropReason: z.enum(DROP_REASONS).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type CustomerMessage = z.infer<typeof customerMessage>;

export const resendParams = z.object({ id: recordId(), messageId: recordId() });
export const cancelParams = resendParams;
/** A message staff cancelled: dropped, never sent. */
export const cancelledMessage = z.object({ channel: z.enum(MESSAGE_CHANNELS), dropReason: z.literal('cancelled') });

/** Staff send one message to a customer from an active template, by e-mail or text (its plain-text body). */
export const templateMessageInput = z.object({
  templateId: recordId('server.email_templates.choose_template'),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'server.messages.choose_channel' }),
  /** The property whose address and service fill the template; the customer's oldest when none is named. */
  propertyId: recordId().optional(),
});
export type TemplateMessageInput = z.infer<typeof templateMessageInput>;
