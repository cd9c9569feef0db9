// The customers domain's tables: customers and their properties, and what happens at a property: services, call logs,
// reminders, notes, force-service dates; signups and contact requests.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOT_SIZE_CATEGORIES } from '../../../common/lotSize';
import type { AccessWindows } from '../../../common/schemas/accessWindows';
import { CALL_LOG_CODES } from '../../../common/schemas/activity';
import { CONTACT_REQUEST_STATUSES } from '../../../common/schemas/contactRequest';
import { LANGUAGES, PAST_CUSTOMER_TYPES, PRIORITIES } from '../../../common/schemas/customer';
import { AUTO_CHARGES, CUSTOMER_SOURCES, CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { FRONT_BACK, SERVICE_STATUSES, WORK_LOG_TYPES } from '../../../common/schemas/service';
import { SIGNUP_STATUSES } from '../../../common/schemas/signup';
import { users } from './accounts';
import { recordColumns } from './columns';
import { discounts, markets } from './settings';

const belongsToProperty = {
  customerId: text('customer_id')
    .notNull()
    .references(() => customers._id, { onDelete: 'cascade' }),
  propertyId: text('property_id')
    .notNull()
    .references(() => properties._id, { onDelete: 'cascade' }),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
};

export { CUSTOMER_SOURCES, CUSTOMER_STATUSES };

const statusColumns = {
  status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
  pastCustomerType: text('past_customer_type', { enum: PAST_CUSTOMER_TYPES }),
  statusReason: text('status_reason'),
  isArchived: boolean('is_archived').notNull().default(false),
};

export const services = pgTable(
  'services',
  {
    ...recordColumns,
    ...belongsToProperty,
    type: text('type', { enum: WORK_LOG_TYPES }).notNull(),
    frequency: integer('frequency').notNull(),
    frontBack: text('front_back', { enum: FRONT_BACK }).notNull().default('both'),
    price: doublePrecision('price').notNull(),
    startDate: date('start_date').notNull(),
    mowDay: integer('mow_day'),
    timeCapHours: doublePrecision('time_cap_hours'),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('pending'),
  },
  (table) => [index('services_property_idx').on(table.propertyId), index('services_customer_idx').on(table.customerId)],
);

export const callLogs = pgTable(
  'call_logs',
  {
    ...recordColumns,
    ...belongsToProperty,
    code: text('code', { enum: CALL_LOG_CODES }).notNull(),
    text: text('text').notNull(),
    completed: boolean('completed').notNull().default(false),
    billable: boolean('billable').notNull().default(false),
    routable: boolean('routable').notNull().default(false),
    billOnly: boolean('bill_only').notNull().default(false),
    price: doublePrecision('price').notNull().default(0),
  },
  (table) => [index('call_logs_property_idx').on(table.propertyId)],
);

export const reminders = pgTable(
  'reminders',
  {
    ...recordColumns,
    ...belongsToProperty,
    date: date('date').notNull(),
    note: text('note').notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    assigneeId: text('assignee_id')
      .notNull()
      .references(() => users._id),
    isDone: boolean('is_done').notNull().default(false),
    /** Set when the assignee was told the reminder is due, so that one node tells them once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('reminders_property_idx').on(table.propertyId), index('reminders_assignee_idx').on(table.assigneeId, table.date)],
);

export const notes = pgTable(
  'notes',
  {
    ...recordColumns,
    ...belongsToProperty,
    text: text('text').notNull(),
  },
  (table) => [index('notes_property_idx').on(table.propertyId)],
);

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
    /** A commercial customer's company: documents and QuickBooks are addressed to it, the person beside it. */
    companyName: text('company_name'),
    /** Where bills go when not to the service address (a commercial customer's office, an owner who lives elsewhere). */
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipcode: text('billing_zipcode'),
    /** The customer's purchase order number, printed on its invoices. */
    poNumber: text('po_number'),
  },
  (table) => [
    index('customers_status_idx').on(table.status),
    index('customers_email_idx').on(sql`lower(${table.email})`),
    index('customers_mobile_idx').on(table.mobile),
    index('customers_created_idx').on(table.createdAt),
    // The customer list's sort by name (repository.ts) reads its first page from here rather than sorting every customer.
    index('customers_name_idx').on(sql`(${table.lastName} || ' ' || ${table.firstName})`, table._id),
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
    /** When a crew may start work here (common/schemas/accessWindows.ts); empty: any time in the crew's hours. */
    accessWindows: jsonb('access_windows').$type<AccessWindows>().notNull().default([]),
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
    /** The card its visits are charged to (common/schemas/property.ts AUTO_CHARGES); `card` names autoChargeCardId. */
    autoCharge: text('auto_charge', { enum: AUTO_CHARGES }).notNull().default('default'),
    /** No foreign key (cards are billing's, which references this table): a card gone charges nothing, never another. */
    autoChargeCardId: text('auto_charge_card_id'),
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

export const signups = pgTable('signups', {
  ...recordColumns,
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  lotSize: integer('lot_size'),
  serviceType: text('service_type', { enum: ['mow', 'bnb'] })
    .notNull()
    .default('mow'),
  frequency: integer('frequency').notNull().default(1),
  /** The referral code of the link the visitor came from: converting the sign-up links it to that referrer. */
  referralCode: text('referral_code'),
  status: text('status', { enum: SIGNUP_STATUSES }).notNull().default('new'),
  customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
});
