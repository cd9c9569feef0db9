// What staff record against a customer's property: call logs, reminders and notes, and the history of every change.
import { z } from 'zod';
import { PRIORITIES } from './customer';

export const CALL_LOG_CODES = ['1', 'C', 'E', 'F', 'N', 'P', 'R', 'X', 'Z', '?'] as const;
export const CALL_LOG_PRICE = 20;
export const HISTORY_ACTIONS = ['added', 'updated', 'deleted', 'cancelled', 'restored', 'archived', 'locked', 'unlocked', 'converted', 'status-changed'] as const;
export const HISTORY_ENTITIES = ['customer', 'property', 'service', 'call-log', 'reminder', 'note'] as const;

const isoDate = z.string({ error: 'Date is required.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required.');

export const callLogInput = z.object({
  propertyId: z.string().min(1, 'Property is required.'),
  code: z.enum(CALL_LOG_CODES, { error: 'Code is required.' }),
  text: z.string({ error: 'Call log text is required.' }).trim().min(1, 'Call log text is required.').max(2000),
  completed: z.boolean().default(false),
  billable: z.boolean().default(false),
  routable: z.boolean().default(false),
  billOnly: z.boolean().default(false),
});
export type CallLogInput = z.infer<typeof callLogInput>;

export const reminderInput = z.object({
  propertyId: z.string().min(1, 'Property is required.'),
  date: isoDate,
  note: z.string({ error: 'Note is required.' }).trim().min(1, 'Note is required.').max(2000),
  priority: z.enum(PRIORITIES, { error: 'Priority is required.' }),
  assigneeId: z.string({ error: 'Assignee is required.' }).min(1, 'Assignee is required.'),
  isDone: z.boolean().default(false),
});
export type ReminderInput = z.infer<typeof reminderInput>;

export const noteInput = z.object({
  propertyId: z.string().min(1, 'Property is required.'),
  text: z.string({ error: 'Note is required.' }).trim().min(1, 'Note is required.').max(5000),
});
export type NoteInput = z.infer<typeof noteInput>;
