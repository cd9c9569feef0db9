// The crewPositions domain's table: where each clocked-in crew member's phone was, about once a minute (docs/field.md).
import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { crews } from './vendors';

/** One position a phone reported while its user was clocked in; kept `crewPhones.positionRetentionDays`, then pruned. */
export const crewPositions = pgTable(
  'crew_positions',
  {
    _id: text('_id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    crewId: text('crew_id')
      .notNull()
      .references(() => crews._id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    /** When the phone took it (its own clock, checked against the server's). */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A batch sent twice (a lost answer, a replay) stores each position once.
    uniqueIndex('crew_positions_user_at_idx').on(table.userId, table.at),
    index('crew_positions_crew_at_idx').on(table.crewId, table.at),
    index('crew_positions_at_idx').on(table.at),
  ],
);
export type CrewPosition = typeof crewPositions.$inferSelect;
