// Every e-mail a moment sent or tried: its moment key makes one per moment, customer and channel across retries and
// nodes; and the office's own words for the moments.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../common/schemas/customer';
import { EMAIL_STATUSES, MOMENT_KINDS } from '../../../common/schemas/customerMessage';
import { ALL_MOMENT_PARTS } from '../../../common/schemas/momentWords';
import { recordColumns } from './columns';
import { checkedColumns } from './textMessages';
import { customers } from './customers';
import { users } from './users';

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
    /** Tries made: a temporary refusal (4xx, no connection) is tried again until EMAIL_TRIES. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...checkedColumns,
  },
  (table) => [
    uniqueIndex('email_messages_moment_key').on(table.moment),
    index('email_messages_customer_idx').on(table.customerId, table.createdAt),
    index('email_messages_about_idx')
      .on(table.about, table.sequence)
      .where(sql`${table.about} is not null`),
  ],
);

/** The office's words for a moment's part in a language (common/schemas/momentWords.ts); a part not here is the catalog's. */
export const momentWords = pgTable(
  'moment_words',
  {
    moment: text('moment', { enum: MOMENT_KINDS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    part: text('part', { enum: ALL_MOMENT_PARTS }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.moment, table.language, table.part] })],
);
