// The vendors domain's tables: vendors, crews, their zip codes, property exceptions, crew notes and announcements.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../../common/schemas/crewHours';
import { VENDOR_STATUSES, type VendorPrices } from '../../../common/schemas/vendor';
import { users } from './accounts';
import { recordColumns } from './columns';
import { properties } from './customers';
import { markets } from './settings';

export const vendors = pgTable(
  'vendors',
  {
    ...recordColumns,
    companyName: text('company_name').notNull(),
    commission: doublePrecision('commission').notNull().default(0),
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('pending_for_price'),
    marketId: text('market_id').references(() => markets._id),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Price per lot size category; null until the vendor sets it (status pending_for_price). */
    prices: jsonb('prices').$type<VendorPrices>(),
    /** The business's own crews' vendor (Business setup's crews step), at 0% commission: at most one. */
    inHouse: boolean('in_house').notNull().default(false),
  },
  (table) => [
    uniqueIndex('vendors_one_in_house')
      .on(table.inHouse)
      .where(sql`${table.inHouse}`),
  ],
);

export const crews = pgTable('crews', {
  ...recordColumns,
  vendorId: text('vendor_id')
    .notNull()
    .references(() => vendors._id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Where the crew's day starts (a yard or a home): the route optimiser's start point. Null: the first stop. */
  startAddress: text('start_address'),
  startLatitude: doublePrecision('start_latitude'),
  startLongitude: doublePrecision('start_longitude'),
  /** Its hours per week day (Monday first): the day balancer plans each crew within them. */
  workingHours: jsonb('working_hours').$type<WorkingHours>().notNull().default(DEFAULT_WORKING_HOURS),
  /** "Keep my order": Generate Route and re-optimising only place new stops, each at its cheapest place. */
  keepOrder: boolean('keep_order').notNull().default(false),
});

export const vendorZipcodes = pgTable(
  'vendor_zipcodes',
  {
    ...recordColumns,
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors._id, { onDelete: 'cascade' }),
    zipcode: text('zipcode').notNull(),
    weekDay: integer('week_day').notNull(),
    crewId: text('crew_id').references(() => crews._id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('vendor_zipcodes_vendor_zipcode_unique').on(table.vendorId, table.zipcode),
    index('vendor_zipcodes_zipcode_idx').on(table.zipcode),
  ],
);

export const vendorPropertyExceptions = pgTable(
  'vendor_property_exceptions',
  {
    ...recordColumns,
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors._id, { onDelete: 'cascade' }),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    commission: doublePrecision('commission').notNull(),
  },
  (table) => [unique('vendor_property_exceptions_property_id_unique').on(table.vendorId, table.propertyId)],
);

export const crewNotes = pgTable(
  'crew_notes',
  {
    ...recordColumns,
    crewId: text('crew_id')
      .notNull()
      .references(() => crews._id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: text('author_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('crew_notes_crew_idx').on(table.crewId)],
);

export const crewAnnouncements = pgTable('crew_announcements', {
  ...recordColumns,
  /** Null addresses every vendor's crews. */
  vendorId: text('vendor_id').references(() => vendors._id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  message: text('message').notNull(),
  activeFrom: date('active_from').notNull(),
  activeTo: date('active_to').notNull(),
});
