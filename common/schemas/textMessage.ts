// Text messages: what a customer was sent, its delivery, and Twilio's webhook forms.
import { z } from 'zod';
import { MAX_LENGTH } from './fields';

/** service: visits and account; marketing: only with the opt-in; account: a recovery code, which no consent holds. */
export const TEXT_KINDS = ['service', 'marketing', 'account'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
/**
 * held: waiting for quiet hours to end; retrying: a provider error, tried again by pg-boss; sending: checked and on its
 * way to the provider; dropped: no longer true when its time came, or cancelled by staff (its drop reason); Twilio's
 * own after `sent`.
 */
export const TEXT_STATUSES = [
  'queued',
  'held',
  'retrying',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'refused',
  'dropped',
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

const field = z.string().max(MAX_LENGTH.note);

/** The fields LawnDesk reads from Twilio's inbound form; every other field is kept only for the signature. */
export const inboundText = z.looseObject({
  From: field,
  Body: field.default(''),
  To: field.optional(),
  /** Twilio's id of the reply: one seen before is a replay and changes nothing. */
  MessageSid: field.optional(),
});

export const textStatusCallback = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});

/** TwiML, Twilio's XML answer: one message back to the sender, or none. */
export const twimlResponse = z.string();
