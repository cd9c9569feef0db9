// Columns every record carries: a string _id (UUID) and its timestamps.
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

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
