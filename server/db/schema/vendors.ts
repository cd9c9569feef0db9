// Vendors (the companies that do the work) and their crews.
import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { markets } from './markets';

export const VENDOR_STATUSES = ['active', 'pending_for_price', 'inactive'] as const;

export const vendors = pgTable('vendors', {
  ...recordColumns,
  companyName: text('company_name').notNull(),
  commission: doublePrecision('commission').notNull().default(0),
  status: text('status', { enum: VENDOR_STATUSES }).notNull().default('pending_for_price'),
  marketId: text('market_id').references(() => markets._id),
});

export const crews = pgTable('crews', {
  ...recordColumns,
  vendorId: text('vendor_id').notNull().references(() => vendors._id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});
