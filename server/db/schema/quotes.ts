// Leads and quotes (docs/quotes.md): the quotes domain's tables. A quote's versions are written once: editing a sent
// quote adds a version, so what the customer signed is always the row it names.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEAD_CHANNELS, LEAD_STATUSES, QUOTE_STATUSES, type OneTimePlacement, type QuoteLine } from '../../../common/schemas/quote';
import { LANGUAGES } from '../../../common/schemas/customer';
import { bytes, recordColumns } from './columns';
import { customers, properties } from './customers';
import { markets } from './settings';
import { users } from './accounts';
import { vendors } from './vendors';

export const leads = pgTable(
  'leads',
  {
    ...recordColumns,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    address: text('address').notNull(),
    city: text('city'),
    zipcode: text('zipcode').notNull(),
    lotSize: integer('lot_size'),
    source: text('source').notNull().default('none'),
    channel: text('channel', { enum: LEAD_CHANNELS }).notNull().default('call'),
    asked: text('asked'),
    /** The sign-up page's instant price the visitor chose: mowing every `quoted_frequency` weeks, per visit before tax. */
    quotedFrequency: integer('quoted_frequency'),
    quotedPriceCents: integer('quoted_price_cents'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    textConsent: boolean('text_consent').notNull().default(false),
    marketId: text('market_id').references(() => markets._id, { onDelete: 'set null' }),
    vendorId: text('vendor_id').references(() => vendors._id, { onDelete: 'set null' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    lostReason: text('lost_reason'),
    /** The customer the lead became (or already was). */
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    /**
     * Staff confirmed, side by side, that the lead is the customer `customer_id` names (its e-mail or mobile matched):
     * only then, or when the customer asked signed in, does a won quote join that customer's account.
     */
    matchConfirmedById: text('match_confirmed_by_id').references(() => users._id, { onDelete: 'set null' }),
    matchConfirmedAt: timestamp('match_confirmed_at', { withTimezone: true, mode: 'date' }),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('leads_status_idx').on(table.status, table.createdAt), index('leads_email_idx').on(sql`lower(${table.email})`)],
);

export const quotes = pgTable(
  'quotes',
  {
    ...recordColumns,
    leadId: text('lead_id').references(() => leads._id, { onDelete: 'cascade' }),
    /** An existing customer's property the quote is for; a lead's gets one on approval. */
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    /** The latest version: the one the customer sees. */
    version: integer('version').notNull().default(1),
    expiresOn: date('expires_on').notNull(),
    /** Only the token's SHA-256 is kept; the link staff copy is made again from the server's secret (quotes/links.ts). */
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    /** The follow-up sent after the quote lay unopened (once per quote). */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true, mode: 'date' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declinedReason: text('declined_reason'),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    signedVersion: integer('signed_version'),
    signedTotalCents: integer('signed_total_cents'),
    signedOptionalLines: jsonb('signed_optional_lines').$type<number[]>(),
    /** Where the approval placed each one-time job's visit (the scheduling domain's answer), in the lines' order. */
    oneTimeJobs: jsonb('one_time_jobs').$type<OneTimePlacement[]>(),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('quotes_token_key').on(table.tokenHash),
    index('quotes_lead_idx').on(table.leadId),
    index('quotes_property_idx').on(table.propertyId),
    index('quotes_status_sent_idx').on(table.status, table.sentAt),
  ],
);

export const quoteVersions = pgTable(
  'quote_versions',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes._id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** The deposit asked as a percent of the required lines' total with tax (migration 0086); `deposit_cents` is it. */
    depositPercent: doublePrecision('deposit_percent'),
    totalCents: integer('total_cents').notNull(),
    /** The sales tax of the place on the day the version was written, kept with it (null before migration 0066). */
    taxPercent: doublePrecision('tax_percent'),
    lineTaxCents: jsonb('line_tax_cents').$type<number[]>(),
    expiresOn: date('expires_on').notNull(),
    notes: text('notes'),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('quote_versions_quote_version_key').on(table.quoteId, table.version)],
);

/**
 * Photos staff attach to a quote (the beds the clean-up line is about): they belong to the quote, not to a version, so
 * every version shows the same ones; added and removed only while the quote is open (draft or sent), kept as they were
 * once it is approved or declined. Re-encoded on upload (server/lib/images.ts), with a small copy for thumbnails.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes._id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    bytes: bytes('bytes').notNull(),
    thumbnail: bytes('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('quote_photos_quote_idx').on(table.quoteId, table.createdAt)],
);

export type Lead = typeof leads.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type QuoteVersion = typeof quoteVersions.$inferSelect;
export type QuotePhoto = typeof quotePhotos.$inferSelect;
