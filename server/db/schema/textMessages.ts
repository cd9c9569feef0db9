// Every text message sent or waiting to be: its moment key makes one per moment, customer and channel across retries.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEXT_KINDS, TEXT_STATUSES } from '../../../common/schemas/textMessage';
import { recordColumns } from './columns';
import { customers } from './customers';

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
  },
  (table) => [
    uniqueIndex('text_messages_moment_key').on(table.moment),
    uniqueIndex('text_messages_provider_key').on(table.providerId),
    index('text_messages_customer_idx').on(table.customerId, table.createdAt),
  ],
);
