// What staff record against a customer's property: call logs, reminders and notes, and the history of every change.
import { z } from 'zod';
import { PRIORITIES } from './customer';
import { calendarDate, MAX_LENGTH, recordId, requiredText } from './fields';

export const CALL_LOG_CODES = ['1', 'C', 'E', 'F', 'N', 'P', 'R', 'X', 'Z', '?'] as const;
export const CALL_LOG_PRICE = 20;
export const HISTORY_ACTIONS = [
  'added',
  'updated',
  'deleted',
  'cancelled',
  'restored',
  'archived',
  'locked',
  'unlocked',
  'converted',
  'status-changed',
  'route-changed',
  'payment-success',
  'payment-failed',
  'refunded',
  'next-season',
  'photo-added',
  'photo-removed',
  'photo-changed',
] as const;
export const HISTORY_ENTITIES = [
  'customer',
  'property',
  'service',
  'call-log',
  'reminder',
  'note',
  'work-log',
  'payment',
  'card',
  'referral-tracker',
  'wallet-credit',
  'crew-note',
  'settings',
] as const;

export const callLogInput = z.object({
  propertyId: recordId('validation.common.property_required'),
  code: z.enum(CALL_LOG_CODES, { error: 'validation.common.code_required' }),
  text: requiredText('validation.activity.call_log_text_required', MAX_LENGTH.note),
  completed: z.boolean().default(false),
  billable: z.boolean().default(false),
  routable: z.boolean().default(false),
  billOnly: z.boolean().default(false),
});
export type CallLogInput = z.infer<typeof callLogInput>;

export const reminderInput = z.object({
  propertyId: recordId('validation.common.property_required'),
  date: calendarDate('validation.common.date_required'),
  note: requiredText('validation.common.note_required', MAX_LENGTH.note),
  priority: z.enum(PRIORITIES, { error: 'validation.activity.priority_required' }),
  assigneeId: recordId('validation.activity.assignee_required'),
  isDone: z.boolean().default(false),
});
export type ReminderInput = z.infer<typeof reminderInput>;

export const noteInput = z.object({
  propertyId: recordId('validation.common.property_required'),
  text: requiredText('validation.common.note_required', MAX_LENGTH.message),
});
export type NoteInput = z.infer<typeof noteInput>;
