// Every text message sent or waiting to be: its moment key makes one per moment, customer and channel across retries.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DropReason } from '../../../common/schemas/customerMessage';
import { TEXT_KINDS, TEXT_STATUSES } from '../../../common/schemas/textMessage';
import { recordColumns } from './columns';
import { customers } from './customers';

/**
 * What a moment's message (text or e-mail) is about and claims, checked again when its time comes (docs/messages.md
 * "Checked when sent"); its sequence orders the messages about one thing as the changes were made.
 */
export const checkedColumns = {
  /** `visit:<work log id>`, `payment:<id>`, `card:<id>`; null for a message about nothing to check (a recovery code). */
  about: text('about'),
  sequence: bigint('sequence', { mode: 'number' })
    .notNull()
    .default(sql`nextval('message_sequence')`),
  /** What it said of its visit when written: its day and crew. */
  claim: jsonb('claim').$type<{ date?: string; crewId?: string | null }>(),
  dropReason: text('drop_reason').$type<DropReason>(),
};

export const textMessages = pgTable(
  'text_messages',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    kind: text('kind', { enum: TEXT_KINDS }).notNull(),
    /** `<moment>:<subject id>:sms`: a second send of the same moment finds it taken. */
    moment: text('moment'),
    body: text('body').notNull(),
    /** A recovery code: its body is never stored, only a redacted line. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: TEXT_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Twilio's message SID (SM…), or the outbox row's id in development. */
    providerId: text('provider_id'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }),
    ...checkedColumns,
  },
  (table) => [
    uniqueIndex('text_messages_moment_key').on(table.moment),
    uniqueIndex('text_messages_provider_key').on(table.providerId),
    index('text_messages_customer_idx').on(table.customerId, table.createdAt),
    index('text_messages_about_idx')
      .on(table.about, table.sequence)
      .where(sql`${table.about} is not null`),
  ],
);

/** Twilio's id of every reply received: a signed reply replayed later (its signature never expires) is seen twice. */
export const inboundTexts = pgTable('inbound_texts', {
  messageSid: text('message_sid').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
