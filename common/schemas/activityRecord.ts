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

const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/**
 * A history entry as its customer reads it: what changed and when, in the fields listed only (a positive list, so a
 * new field stays staff's until it is added); never who made the change, the names behind ids, nor staff's words.
 */
export function customerHistoryEntry<Field extends string>(fields: readonly Field[]) {
  const changes = Object.fromEntries(fields.map((field) => [field, fieldChange.optional()])) as Record<
    Field,
    z.ZodOptional<typeof fieldChange>
  >;
  return z.object({ _id: z.string(), action: z.string(), changes: z.object(changes), createdAt: isoDateTime });
}

/** A record's history through its customer-facing entry: the listed fields' changes, entries left with none dropped. */
export function customerHistory<Field extends string>(entries: readonly HistoryEntry[], fields: readonly Field[]) {
  const entry = customerHistoryEntry(fields);
  const shown = new Set<string>(fields);
  return entries
    .map(({ changes, ...rest }) => ({
      ...rest,
      changes: Object.fromEntries(Object.entries(changes).filter(([field]) => shown.has(field))),
    }))
    .filter(({ changes }) => Object.keys(changes).length)
    .map((kept) => entry.parse(kept));
}
