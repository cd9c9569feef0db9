// Notifications for each user, and the service-delay prompts staff send to crews.
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DELAY_PROMPT_TYPES, NOTIFICATION_TYPES, type NotificationData } from '../../../common/schemas/notification';
import { recordColumns } from './columns';
import { crews } from './vendors';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    additionalData: jsonb('additional_data').$type<NotificationData>().notNull().default({}),
    completedById: text('completed_by_id').references(() => users._id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('notifications_user_date_idx').on(table.userId, table.date),
    index('notifications_user_unread_idx').on(table.userId, table.isRead),
  ],
);

export const delayPrompts = pgTable(
  'delay_prompts',
  {
    ...recordColumns,
    crewId: text('crew_id')
      .notNull()
      .references(() => crews._id, { onDelete: 'cascade' }),
    type: text('type', { enum: DELAY_PROMPT_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    display: boolean('display').notNull().default(true),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
    crewResponse: text('crew_response', { enum: ['yes', 'no'] }),
    respondedById: text('responded_by_id').references(() => users._id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('delay_prompts_crew_idx').on(table.crewId, table.display)],
);
