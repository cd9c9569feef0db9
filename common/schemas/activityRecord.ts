// Call logs, reminders, notes and history entries as the API answers them.
import { z } from 'zod';
import { CALL_LOG_CODES } from './activity';
import { PRIORITIES } from './customer';
import { isoDateTime } from './customerRecord';

const activityFields = {
  _id: z.string(),
  customerId: z.string(),
  propertyId: z.string(),
  createdById: z.string().nullable(),
  /** The full name of the staff member who added it. */
  createdBy: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const callLogRecord = z.object({
  ...activityFields,
  code: z.enum(CALL_LOG_CODES),
  text: z.string(),
  completed: z.boolean(),
  billable: z.boolean(),
  routable: z.boolean(),
  billOnly: z.boolean(),
  price: z.number(),
});
export type CallLogRecord = z.infer<typeof callLogRecord>;

export const reminderRecord = z.object({
  ...activityFields,
  date: z.string(),
  note: z.string(),
  priority: z.enum(PRIORITIES),
  assigneeId: z.string(),
  isDone: z.boolean(),
});
export type ReminderRecord = z.infer<typeof reminderRecord>;

export const noteRecord = z.object({ ...activityFields, text: z.string() });
export type NoteRecord = z.infer<typeof noteRecord>;

export const historyEntry = z.object({
  _id: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  customerId: z.string().nullable(),
  propertyId: z.string().nullable(),
  userId: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** The names of the records the changes refer to by id (an assignee, a market, a crew). */
  names: z.record(z.string(), z.string()).optional(),
  createdAt: isoDateTime,
});
export type HistoryEntry = z.infer<typeof historyEntry>;
