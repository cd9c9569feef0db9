// The settings domain's tables: markets, zip codes, phrases, discounts, office announcements and e-mail templates.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCOUNT_CUSTOMER_TYPES, DISCOUNT_TYPES } from '../../../common/schemas/discount';
import { EMAIL_TEMPLATE_TYPES } from '../../../common/schemas/emailTemplate';
import { ANNOUNCEMENT_REPEATS } from '../../../common/schemas/officeAnnouncement';
import { PHRASE_TYPES } from '../../../common/schemas/phrase';
import { SERVICE_TYPES } from '../../../common/schemas/service';
import type { GeoJsonGeometry } from '../../../common/schemas/vendor';
import { recordColumns } from './columns';

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

export const markets = pgTable('markets', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  zipCodes: text('zip_codes').array().notNull().default([]),
  taxPercent: doublePrecision('tax_percent').notNull().default(0),
});

export const emailTemplates = pgTable('email_templates', {
  ...recordColumns,
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  alterBody: text('alter_body').notNull(),
  type: text('type', { enum: EMAIL_TEMPLATE_TYPES }).notNull().default('customer'),
});

export const zipcodes = pgTable('zipcodes', {
  zipcode: text('zipcode').primaryKey(),
  areaName: text('area_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  geometry: jsonb('geometry').$type<GeoJsonGeometry>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
