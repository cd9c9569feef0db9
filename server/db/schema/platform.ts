// The platform area's tables (server/lib and server/plugins own them, docs/architecture.md "Who owns which tables"): the
// history of every change, idempotent requests, sessions and server secrets, sign-in links, the settings
// store, the system accounts' last use and the domain events' outbox.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SYSTEM_ACCOUNTS } from '../../../common/schemas/systemAccount';
import { users } from './accounts';
import { recordColumns } from './columns';
import { customers } from './customers';

/** One row per change: the entity changed, the action, who did it, and each changed field's value before and after. */
export const histories = pgTable(
  'histories',
  {
    _id: recordColumns._id,
    createdAt: recordColumns.createdAt,
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    customerId: text('customer_id'),
    propertyId: text('property_id'),
    userId: text('user_id').references(() => users._id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
  },
  (table) => [
    index('histories_entity_idx').on(table.entity, table.entityId),
    index('histories_property_idx').on(table.propertyId, table.createdAt),
    index('histories_customer_idx').on(table.customerId),
  ],
);

export type HistoryChanges = Record<string, { from: unknown; to: unknown }>;

/** One row per settings group; the value's shape is the group's schema in common/schemas/settings.ts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** One row per system account (seeded by the migration): when it last sent a message or a charge went through. */
export const systemAccountUses = pgTable('system_account_uses', {
  _id: text('_id', { enum: SYSTEM_ACCOUNTS }).primaryKey(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  /** The sender address or gateway it was used as then. */
  lastUsedAs: text('last_used_as'),
});

/** Kept as the SHA-256 of its random token, bound to one customer; used once, then it only says so. */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    ...recordColumns,
    customerId: text('customer_id')
      .notNull()
      .references(() => customers._id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('sign_in_links_token_key').on(table.tokenHash), index('sign_in_links_customer_idx').on(table.customerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    ...recordColumns,
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ipAddress: text('ip_address'),
    /** A crew's working-day session: open until then whatever its idle time; null for the idle-timed sessions of everyone else. */
    openUntil: timestamp('open_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Values the server generates once and every node shares, such as the token signing key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Requests a client may send again (a crew's phone replaying actions queued without signal): the first answer is kept
 * under the caller's idempotency key, and a replay with the same key gets that answer without applying it twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and matched route the key was first used on: a key reused on another call is refused. */
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotent_requests_created_idx').on(table.createdAt)],
);

/**
 * The domain events' outbox (server/lib/events.ts): a durable event is written in the transaction that announces it,
 * delivered once that transaction has committed, and taken up again by the `domain-events` job if its node died first.
 */

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
    /** The durable event announced before it in the same transaction: it is not delivered before that one is. */
    follows: bigint('follows', { mode: 'number' }),
  },
  (table) => [
    index('domain_events_undelivered')
      .on(table._id)
      .where(sql`${table.deliveredAt} is null`),
    // The job prunes delivered rows by age.
    index('domain_events_delivered')
      .on(table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
  ],
);
