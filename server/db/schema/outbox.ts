// Mail and text messages the server would have sent, kept only while no mail server is configured (a development aid).
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { users } from './users';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

export const outbox = pgTable(
  'outbox',
  {
    ...recordColumns,
    to: text('to').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** A recovery code or username: its text is never stored, only a redacted line. */
    sensitive: boolean('sensitive').notNull().default(false),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/** One-time codes for password recovery: the browser holds the token, the user receives the code. */
export const passwordResets = pgTable('password_resets', {
  ...recordColumns,
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id').references(() => users._id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});
