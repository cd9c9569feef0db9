// Configuration: phrases, discounts, office announcements, contact requests, system settings and forced services.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTACT_REQUEST_STATUSES } from '../../../common/schemas/contactRequest';
import { DISCOUNT_CUSTOMER_TYPES, DISCOUNT_TYPES } from '../../../common/schemas/discount';
import { ANNOUNCEMENT_REPEATS } from '../../../common/schemas/officeAnnouncement';
import { PHRASE_TYPES } from '../../../common/schemas/phrase';
import { SERVICE_TYPES } from '../../../common/schemas/service';
import { recordColumns } from './columns';
import { customers, properties } from './customers';
import { users } from './users';

export const phrases = pgTable('phrases', {
  ...recordColumns,
  name: text('name').notNull(),
  phrase: text('phrase').notNull(),
  type: text('type', { enum: PHRASE_TYPES }).notNull(),
});

export const discounts = pgTable(
  'discounts',
  {
    ...recordColumns,
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    value: doublePrecision('value').notNull().default(0),
    numberOfServices: integer('number_of_services').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    service: text('service', { enum: SERVICE_TYPES }).notNull(),
    customerType: text('customer_type', { enum: DISCOUNT_CUSTOMER_TYPES }).notNull(),
  },
  (table) => [uniqueIndex('discounts_code_unique').on(sql`lower(${table.code})`)],
);

export const officeAnnouncements = pgTable('office_announcements', {
  ...recordColumns,
  title: text('title').notNull(),
  message: text('message').notNull(),
  repeat: text('repeat', { enum: ANNOUNCEMENT_REPEATS }).notNull(),
  activeFrom: date('active_from', { mode: 'string' }).notNull(),
  activeTo: date('active_to', { mode: 'string' }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const contactRequests = pgTable(
  'contact_requests',
  {
    ...recordColumns,
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users._id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_REQUEST_STATUSES }).notNull().default('open'),
    handledBy: text('handled_by').references(() => users._id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('contact_requests_status_created_idx').on(table.status, table.createdAt)],
);

/** One row per settings group; the value's shape is the group's schema in common/schemas/settings.ts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A property forced into service on a date, whatever its schedule says. */
export const forceServices = pgTable(
  'force_services',
  {
    ...recordColumns,
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('force_services_property_date_unique').on(table.propertyId, table.date)],
);
