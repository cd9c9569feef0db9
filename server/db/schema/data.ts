// The data domain's tables: an import, its rows, the keys it matched, and saved column mappings.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_STATUSES, type ImportMapping, ROW_OUTCOMES, type SourceIdChoices } from '../../../common/schemas/dataImport';
import { users } from './accounts';
import { recordColumns } from './columns';
import { customers, properties } from './customers';

export const imports = pgTable('imports', {
  ...recordColumns,
  fileName: text('file_name').notNull(),
  /** A workbook's sheet the rows come from, and the visible sheets it holds; null and none for a CSV. */
  sheet: text('sheet'),
  sheets: jsonb('sheets').$type<string[]>().notNull().default([]),
  status: text('status', { enum: IMPORT_STATUSES }).notNull().default('previewed'),
  headers: jsonb('headers').$type<string[]>().notNull(),
  mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
  /** What the staff chose for a client id an earlier import gave another person, by the rows' customer key. */
  sourceIdChoices: jsonb('source_id_choices').$type<SourceIdChoices>().notNull().default({}),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  createCount: integer('create_count').notNull().default(0),
  updateCount: integer('update_count').notNull().default(0),
  skipCount: integer('skip_count').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  /** When the uploaded cells were emptied (System Settings' `imports.keepDays` after the upload; docs/data.md). */
  cellsPurgedAt: timestamp('cells_purged_at', { withTimezone: true, mode: 'date' }),
});

export const importRows = pgTable(
  'import_rows',
  {
    importId: text('import_id')
      .notNull()
      .references(() => imports._id, { onDelete: 'cascade' }),
    /** The row as a spreadsheet numbers it: the file's first line is 1, title and blank rows above counted. */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    rowKey: text('row_key'),
    /** The customer the row belongs to, and the first row of that customer's: a run writes a customer's rows together. */
    customerKey: text('customer_key'),
    groupRow: integer('group_row').notNull(),
    fingerprint: text('fingerprint'),
    outcome: text('outcome', { enum: ROW_OUTCOMES }).notNull(),
    field: text('field'),
    message: text('message'),
    /** Cells the row is imported without, each with its field and message key. */
    warnings: jsonb('warnings').$type<{ field: string; message: string }[]>().notNull().default([]),
    label: text('label').notNull().default(''),
    customerId: text('customer_id').references(() => customers._id, { onDelete: 'set null' }),
    propertyId: text('property_id').references(() => properties._id, { onDelete: 'set null' }),
    /** What an update replaced, so undo can put it back; what a create made (a customer, or a property of a customer kept). */
    before: jsonb('before'),
    created: text('created', { enum: ['customer', 'property'] }),
    done: boolean('done').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    index('import_rows_outcome_idx').on(table.importId, table.outcome, table.rowNumber),
    index('import_rows_group_idx').on(table.importId, table.done, table.groupRow),
    // Deleting a customer or property (an undo) looks up its import rows and keys: without these, one scan each.
    index('import_rows_customer_id_idx').on(table.customerId),
    index('import_rows_property_id_idx').on(table.propertyId),
  ],
);

/** One per row imported: its customer, property and services (`rowKey`), the customer's and the property's own keys. */
export const importKeys = pgTable(
  'import_keys',
  {
    rowKey: text('row_key').primaryKey(),
    customerKey: text('customer_key').notNull(),
    propertyKey: text('property_key').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    importId: text('import_id').references(() => imports._id, { onDelete: 'set null' }),
  },
  (table) => [
    index('import_keys_customer_idx').on(table.customerKey, table.propertyKey),
    index('import_keys_customer_id_idx').on(table.customerId),
    index('import_keys_property_id_idx').on(table.propertyId),
  ],
);

export const importMappings = pgTable('import_mappings', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
  createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
});
