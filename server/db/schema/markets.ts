// Operating markets: a name, the zip codes it serves and its sales tax.
import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';

export const markets = pgTable('markets', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  zipCodes: text('zip_codes').array().notNull().default([]),
  taxPercent: doublePrecision('tax_percent').notNull().default(0),
});
