// Uploaded files kept in the database, so that every API node serves the same ones.
import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** node-postgres reads bytea as a Buffer and PGlite as a Uint8Array: both become a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Re-encoded profile images, named by a random public name with their extension ("3f9c….png"). */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
