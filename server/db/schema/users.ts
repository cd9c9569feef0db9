// Sign-in accounts, their roles (permission keys) and their server-side sessions.
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';

export const roles = pgTable('roles', {
  ...recordColumns,
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull().default([]),
});

export const users = pgTable('users', {
  ...recordColumns,
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** None for a customer's portal account made by a sign-in link, until the customer sets one. */
  passwordHash: text('password_hash'),
  type: text('type', { enum: ['admin', 'csr', 'vendor', 'crew', 'customer'] }).notNull(),
  roleId: text('role_id')
    .notNull()
    .references(() => roles._id),
  vendorId: text('vendor_id'),
  crewId: text('crew_id'),
  customerId: text('customer_id'),
  dateOfBirth: date('date_of_birth'),
  dateOfJoining: date('date_of_joining'),
  address: text('address'),
  profileImage: text('profile_image'),
  isActive: boolean('is_active').notNull().default(true),
});

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
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins and wrong recovery codes, counted per subject ("account:<id>", "address:<ip>", "recovery:<id>")
 * in the database so that every API node sees the same counts.
 */
export const failureCounters = pgTable('failure_counters', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/** Values the server generates once and every node shares, such as the token signing key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
