// Columns every record carries: a string _id (UUID) and its timestamps.
import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

export const recordColumns = {
  _id: text('_id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** node-postgres reads bytea as a Buffer and PGlite as a Uint8Array: both become a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
