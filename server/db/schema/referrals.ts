// The referrals domain's tables: trackers, referred visits and wallet credits.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { CREDIT_REASONS } from '../../../common/schemas/referral';
import { users } from './accounts';
import { recordColumns } from './columns';
import { customers, properties } from './customers';
import { workLogs } from './workLogs';

/** The referring property brought the referred one; a property is referred at most once (at most 10 per referrer, in code). */
export const referralTrackers = pgTable(
  'referral_trackers',
  {
    ...recordColumns,
    referrerPropertyId: text('referrer_property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    referredPropertyId: text('referred_property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('referral_trackers_referred_unique').on(table.referredPropertyId),
    index('referral_trackers_referrer_idx').on(table.referrerPropertyId),
  ],
);

/** One row per completed visit of the referred property: the unique key makes a replayed completion count once. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    trackerId: text('tracker_id')
      .notNull()
      .references(() => referralTrackers._id, { onDelete: 'cascade' }),
    workLogId: text('work_log_id')
      .notNull()
      .references(() => workLogs._id, { onDelete: 'cascade' }),
  },
  (table) => [unique('referral_visits_tracker_work_log_unique').on(table.trackerId, table.workLogId)],
);

/**
 * A free mow in a customer's wallet: earned on a tracker (one of each reward per tracker, by a unique index) or given
 * by staff; spent when applied to one future mow work log, whose payment is then `free`.
 */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties._id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    trackerId: text('tracker_id').references(() => referralTrackers._id, { onDelete: 'set null' }),
    appliedWorkLogId: text('applied_work_log_id').references(() => workLogs._id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    createdById: text('created_by_id').references(() => users._id, { onDelete: 'set null' }),
  },
  (table) => [
    index('wallet_credits_customer_idx').on(table.customerId),
    uniqueIndex('wallet_credits_tracker_reward_unique')
      .on(table.trackerId, table.reason)
      .where(sql`${table.reason} <> 'staff'`),
    uniqueIndex('wallet_credits_applied_unique').on(table.appliedWorkLogId),
  ],
);
