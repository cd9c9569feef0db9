// Every e-mail a moment sent or tried: its moment key makes one per moment, customer and channel across retries and nodes.
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '../../../common/schemas/customerMessage';
import { recordColumns } from './columns';
import { customers } from './customers';

export const emailMessages = pgTable(
  'email_messages',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    /** `<moment>:<subject id>:email`: a second send of the same moment finds it taken. */
    moment: text('moment'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('email_messages_moment_key').on(table.moment),
    index('email_messages_customer_idx').on(table.customerId, table.createdAt),
  ],
);
