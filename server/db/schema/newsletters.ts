// Newsletters, each recipient's outcome, and the system accounts' last successful use.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NEWSLETTER_STATUSES, type NewsletterAudience, RECIPIENT_STATUSES } from '../../../common/schemas/newsletter';
import { SYSTEM_ACCOUNTS } from '../../../common/schemas/systemAccount';
import { recordColumns } from './columns';
import { customers, properties } from './customers';
import { emailTemplates } from './signups';
import { users } from './users';

export const newsletters = pgTable('newsletters', {
  ...recordColumns,
  templateId: text('template_id').references(() => emailTemplates._id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  alterBody: text('alter_body').notNull(),
  audience: jsonb('audience').$type<NewsletterAudience>().notNull(),
  /** The site's address the unsubscribe links start with (PUBLIC_URL, else the address the sender used). */
  siteAddress: text('site_address').notNull(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('sending'),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  /** The job run sending it now, until leaseUntil: another run takes over only once the lease has run out. */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
});

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    ...recordColumns,
    newsletterId: text('newsletter_id')
      .notNull()
      .references(() => newsletters._id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    /** The property whose address and service fill the template's variables. */
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('newsletter_recipients_customer_idx').on(table.newsletterId, table.customerId),
    index('newsletter_recipients_status_idx').on(table.newsletterId, table.status, table._id),
  ],
);

/** One row per system account (seeded by the migration): when it last sent a message or a charge went through. */
export const systemAccountUses = pgTable('system_account_uses', {
  _id: text('_id', { enum: SYSTEM_ACCOUNTS }).primaryKey(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  /** The sender address or gateway it was used as then. */
  lastUsedAs: text('last_used_as'),
});
