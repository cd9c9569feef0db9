// The scheduling domain's tables: rain days and service pauses.
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { recordColumns } from './columns';

/** A visit the rain day moved, with what undo puts back. */
export interface RainDayMove {
  workLogId: string;
  fromDate: string;
  toDate: string;
  routePosition: number | null;
  pinned: boolean;
}

export const rainDays = pgTable(
  'rain_days',
  {
    ...recordColumns,
    date: date('date').notNull(),
    scope: text('scope', { enum: ['business', 'market', 'vendor', 'crew'] }).notNull(),
    scopeId: text('scope_id'),
    fromNow: boolean('from_now').notNull().default(false),
    /** Null: each visit went to the next working day with room (older rows: the next service day of its series). */
    targetDate: date('target_date'),
    /** Staff chose to let a moved visit absorb the later visits of its series it lands on or past. */
    absorb: boolean('absorb').notNull().default(false),
    /** The markets of the properties whose visits moved, for the list of rain days. */
    marketIds: text('market_ids').array().notNull().default([]),
    moves: jsonb('moves').$type<RainDayMove[]>().notNull().default([]),
    /** Later visits of the same series a moved visit landed on or past: removed, kept whole here for undo. */
    absorbed: jsonb('absorbed').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The route positions of the visits that stayed on the days the others left, before those days were ordered again. */
    keptPositions: jsonb('kept_positions')
      .$type<{ workLogId: string; date: string; routePosition: number | null }[]>()
      .notNull()
      .default([]),
    appliedBy: text('applied_by').references(() => users._id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: text('undone_by').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [index('rain_days_date_idx').on(table.date), index('rain_days_created_at_idx').on(table.createdAt)],
);

/** A visit a pause took off its crew's day, kept whole so that ending the pause puts it back in the same place. */
type PausedWorkLog = Record<string, unknown>;

export const servicePauses = pgTable(
  'service_pauses',
  {
    ...recordColumns,
    scope: text('scope', { enum: ['propertyId', 'marketId', 'serviceType'] }).notNull(),
    /** The property's or market's id, or the service type. */
    scopeId: text('scope_id').notNull(),
    from: date('from').notNull(),
    to: date('to').notNull(),
    reason: text('reason').notNull(),
    removed: jsonb('removed').$type<PausedWorkLog[]>().notNull().default([]),
    customers: integer('customers').notNull().default(0),
    createdBy: text('created_by').references(() => users._id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedBy: text('ended_by').references(() => users._id, { onDelete: 'set null' }),
    restored: integer('restored'),
    notRestored: jsonb('not_restored')
      .$type<{ workLogId: string; date: string; reason: 'passed' | 'taken' | 'held' | 'stopped' }[]>()
      .notNull()
      .default([]),
  },
  (table) => [index('service_pauses_range_idx').on(table.from, table.to)],
);
