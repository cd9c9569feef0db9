// Zip code areas for the map selector: a centroid and a GeoJSON geometry (lng/lat pairs) per zip code.
import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GeoJsonGeometry } from '../../../common/schemas/vendor';

export const zipcodes = pgTable('zipcodes', {
  zipcode: text('zipcode').primaryKey(),
  areaName: text('area_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  geometry: jsonb('geometry').$type<GeoJsonGeometry>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
