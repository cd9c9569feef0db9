// Customers and the properties where the crews work.
import { sql } from 'drizzle-orm';
import { LOT_SIZE_CATEGORIES } from '../../../common/lotSize';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES, PAST_CUSTOMER_TYPES, PRIORITIES } from '../../../common/schemas/customer';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { recordColumns } from './columns';
import { discounts } from './configuration';
import { markets } from './markets';
import { users } from './users';

export { CUSTOMER_SOURCES, CUSTOMER_STATUSES };

const statusColumns = {
  status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
  pastCustomerType: text('past_customer_type', { enum: PAST_CUSTOMER_TYPES }),
  statusReason: text('status_reason'),
  isArchived: boolean('is_archived').notNull().default(false),
};

export const customers = pgTable(
  'customers',
  {
    ...recordColumns,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    emergencyPhone: text('emergency_phone'),
    source: text('source', { enum: CUSTOMER_SOURCES }).notNull().default('none'),
    referralCode: text('referral_code').unique(),
    /** E-mail marketing (newsletters): only with the customer's opt-in. */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    emailService: boolean('email_service').notNull().default(true),
    textService: boolean('text_service').notNull().default(true),
    textMarketing: boolean('text_marketing').notNull().default(false),
    /** The provider refused the address or number for good (its words): nothing more is sent there until it changes (a trigger clears it). */
    emailInvalid: text('email_invalid'),
    emailInvalidAt: timestamp('email_invalid_at', { withTimezone: true, mode: 'date' }),
    mobileInvalid: text('mobile_invalid'),
    mobileInvalidAt: timestamp('mobile_invalid_at', { withTimezone: true, mode: 'date' }),
    ...statusColumns,
    lockedReason: text('locked_reason'),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lockedById: text('locked_by_id').references(() => users._id, { onDelete: 'set null' }),
    /** Staff stopped charging this customer: new and owed payments wait in status hold until it is lifted. */
    chargesOnHold: boolean('charges_on_hold').notNull().default(false),
  },
  (table) => [
    index('customers_status_idx').on(table.status),
    index('customers_email_idx').on(sql`lower(${table.email})`),
    index('customers_mobile_idx').on(table.mobile),
    index('customers_created_idx').on(table.createdAt),
  ],
);

export const properties = pgTable(
  'properties',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default('TX'),
    zipcode: text('zipcode').notNull(),
    marketId: text('market_id').references(() => markets._id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The coordinates are the zip code's centre, not the address's: an import without coordinates, until geocoded. */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    lotSize: integer('lot_size'),
    lotSizeCategory: text('lot_size_category', { enum: LOT_SIZE_CATEGORIES }),
    cornerLot: boolean('corner_lot').notNull().default(false),
    petsAndSecurity: text('pets_and_security'),
    backyardLockCode: text('backyard_lock_code'),
    subdivisionCode: text('subdivision_code'),
    duplexUnit: text('duplex_unit'),
    gateName: text('gate_name'),
    gateCode: text('gate_code'),
    routeCode: text('route_code'),
    houseValue: doublePrecision('house_value'),
    priority: text('priority', { enum: PRIORITIES }),
    assigneeId: text('assignee_id').references(() => users._id, { onDelete: 'set null' }),
    referralCode: text('referral_code'),
    /** The discount code the customer was given: billing applies it to the visits it covers (docs/billing.md). */
    discountId: text('discount_id').references(() => discounts._id, { onDelete: 'set null' }),
    /** Future visits held for unpaid charges (docs/billing.md "Holds"): not planned, not on any crew's day. */
    visitsHeld: boolean('visits_held').notNull().default(false),
    visitsHeldAt: timestamp('visits_held_at', { withTimezone: true, mode: 'date' }),
    visitsHoldReason: text('visits_hold_reason'),
    ...statusColumns,
    // Kept by database triggers (migration 0003) so the list searches and sorts one table: customer name, e-mail
    // and phone with the address and zip code, lower-cased; and the customer's "last first" name.
    searchText: text('search_text').notNull().default(''),
    customerSortName: text('customer_sort_name').notNull().default(''),
  },
  (table) => [
    index('properties_customer_idx').on(table.customerId),
    index('properties_market_idx').on(table.marketId),
    index('properties_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('properties_customer_sort_idx').on(table.isArchived, table.customerSortName, table._id),
    index('properties_address_sort_idx').on(table.isArchived, table.address, table._id),
    index('properties_zipcode_idx').on(table.zipcode),
    index('properties_assignee_idx').on(table.assigneeId),
    index('properties_visits_held_idx')
      .on(table.visitsHeldAt)
      .where(sql`${table.visitsHeld}`),
  ],
);
