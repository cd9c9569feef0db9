// Customers and the properties where the crews work.
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CUSTOMER_SOURCES, CUSTOMER_STATUSES } from '../../../common/schemas/property';
import { recordColumns } from './columns';
import { markets } from './markets';

export { CUSTOMER_SOURCES, CUSTOMER_STATUSES };
export const LOT_SIZE_CATEGORIES = ['small', 'average', 'large', 'extraLarge'] as const;

export const customers = pgTable(
  'customers',
  {
    ...recordColumns,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
    source: text('source', { enum: CUSTOMER_SOURCES }).notNull().default('none'),
    referralCode: text('referral_code').unique(),
  },
  (table) => [index('customers_status_idx').on(table.status)],
);

export const properties = pgTable(
  'properties',
  {
    ...recordColumns,
    customerId: text('customer_id').notNull().references(() => customers._id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default('TX'),
    zipcode: text('zipcode').notNull(),
    marketId: text('market_id').references(() => markets._id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    lotSize: integer('lot_size'),
    lotSizeCategory: text('lot_size_category', { enum: LOT_SIZE_CATEGORIES }),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('active'),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (table) => [index('properties_customer_idx').on(table.customerId), index('properties_market_idx').on(table.marketId)],
);
