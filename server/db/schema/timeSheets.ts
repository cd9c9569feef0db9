// Time sheets: one row per shift of a staff or crew member; an open shift has no clock-out yet.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { users } from './users';

export const timeSheets = pgTable(
  'time_sheets',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    clockIn: timestamp('clock_in', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    clockOut: timestamp('clock_out', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('time_sheets_user_clock_in_idx').on(table.userId, table.clockIn),
    // At most one open shift per user, even when two clock-ins race.
    uniqueIndex('time_sheets_one_open_idx')
      .on(table.userId)
      .where(sql`clock_out is null`),
  ],
);
