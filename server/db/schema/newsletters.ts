// The newsletters domain's tables: a newsletter and its recipients.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NEWSLETTER_STATUSES, type NewsletterAudience, RECIPIENT_STATUSES } from '../../../common/schemas/newsletter';
import { users } from './accounts';
import { recordColumns } from './columns';
import { customers, properties } from './customers';
import { emailTemplates } from './settings';

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
