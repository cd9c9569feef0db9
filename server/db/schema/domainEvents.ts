// The domain events' outbox (server/lib/events.ts): a durable event is written in the transaction that announces it,
// delivered once that transaction has committed, and taken up again by the `domain-events` job if its node died first.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const domainEvents = pgTable(
  'domain_events',
  {
    /** The order the events were announced in: they are delivered in it. */
    _id: bigint('_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a node took it to deliver: another leaves it alone for a while. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /** The subscribers that have handled it: a retry runs only the others. */
    deliveredTo: text('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Deliveries tried: the job gives up after a few, leaving the row and its error for someone to read. */
    attempts: integer('attempts').notNull().default(1),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    index('domain_events_undelivered')
      .on(table._id)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
