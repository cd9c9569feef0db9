// Sign-in links: a message's portal link that signs its customer in once, without a password (docs/security.md).
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { customers } from './customers';

/** Kept as the SHA-256 of its random token, bound to one customer; used once, then it only says so. */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('sign_in_links_token_key').on(table.tokenHash), index('sign_in_links_customer_idx').on(table.customerId)],
);
