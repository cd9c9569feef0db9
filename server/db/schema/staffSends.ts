// Each message staff send by hand (a template message, a Resend): counted per user against the staff sending limit
// (System Settings, docs/messages.md), and a resend's answer kept so a second click within a minute sends nothing.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { users } from './users';

export const staffSends = pgTable(
  'staff_sends',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The message a Resend sent again; null for a new message. */
    resendOf: text('resend_of'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  },
  (table) => [
    index('staff_sends_user_idx').on(table.userId, table.createdAt),
    index('staff_sends_resend_idx').on(table.resendOf, table.createdAt),
  ],
);
