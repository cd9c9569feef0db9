// What happens at a property: its services, call logs, reminders, notes, and the history of every change.
import { boolean, timestamp, date, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CALL_LOG_CODES } from '../../../common/schemas/activity';
import { PRIORITIES } from '../../../common/schemas/customer';
import { FRONT_BACK, SERVICE_STATUSES, SERVICE_TYPES } from '../../../common/schemas/service';
import { recordColumns } from './columns';
import { customers, properties } from './customers';
import { users } from './users';

const belongsToProperty = {
  customerId: text('customer_id')
    .notNull()
    .references(() => customers._id, { onDelete: 'cascade' }),
  propertyId: text('property_id')
    .notNull()
    .references(() => properties._id, { onDelete: 'cascade' }),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
};

export const services = pgTable(
  'services',
  {
    ...recordColumns,
    ...belongsToProperty,
    type: text('type', { enum: SERVICE_TYPES }).notNull(),
    frequency: integer('frequency').notNull(),
    frontBack: text('front_back', { enum: FRONT_BACK }).notNull().default('both'),
    price: doublePrecision('price').notNull(),
    startDate: date('start_date').notNull(),
    mowDay: integer('mow_day'),
    timeCapHours: doublePrecision('time_cap_hours'),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('pending'),
  },
  (table) => [index('services_property_idx').on(table.propertyId), index('services_customer_idx').on(table.customerId)],
);

export const callLogs = pgTable(
  'call_logs',
  {
    ...recordColumns,
    ...belongsToProperty,
    code: text('code', { enum: CALL_LOG_CODES }).notNull(),
    text: text('text').notNull(),
    completed: boolean('completed').notNull().default(false),
    billable: boolean('billable').notNull().default(false),
    routable: boolean('routable').notNull().default(false),
    billOnly: boolean('bill_only').notNull().default(false),
    price: doublePrecision('price').notNull().default(0),
  },
  (table) => [index('call_logs_property_idx').on(table.propertyId)],
);

export const reminders = pgTable(
  'reminders',
  {
    ...recordColumns,
    ...belongsToProperty,
    date: date('date').notNull(),
    note: text('note').notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    assigneeId: text('assignee_id')
      .notNull()
      .references(() => users._id),
    isDone: boolean('is_done').notNull().default(false),
    /** Set when the assignee was told the reminder is due, so that one node tells them once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('reminders_property_idx').on(table.propertyId), index('reminders_assignee_idx').on(table.assigneeId, table.date)],
);

export const notes = pgTable(
  'notes',
  {
    ...recordColumns,
    ...belongsToProperty,
    text: text('text').notNull(),
  },
  (table) => [index('notes_property_idx').on(table.propertyId)],
);

/** One row per change: the entity changed, the action, who did it, and each changed field's value before and after. */
export const histories = pgTable(
  'histories',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    customerId: text('customer_id'),
    propertyId: text('property_id'),
    userId: text('user_id').references(() => users._id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
  },
  (table) => [
    index('histories_entity_idx').on(table.entity, table.entityId),
    index('histories_property_idx').on(table.propertyId, table.createdAt),
    index('histories_customer_idx').on(table.customerId),
  ],
);

export type HistoryChanges = Record<string, { from: unknown; to: unknown }>;
